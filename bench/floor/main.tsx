// The bench's floor page: this stack (React 19, Mantine 9) rendering one heading and nothing else,
// built with Vite and served like the portal. `npm run bench` measures every screen against it.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/Title.css';
import { createRoot } from 'react-dom/client';
import { MantineProvider, Title } from '@mantine/core';

createRoot(document.getElementById('root')!).render(
  <MantineProvider defaultColorScheme="light">
    <Title order={1} p="md" data-floor-heading>
      泉州市惠企惠民政策直达平台
    </Title>
  </MantineProvider>,
);
