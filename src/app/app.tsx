import './mantine-styles';
import { useEffect, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { theme } from './theme';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { applyDocumentLanguage, useLang } from '../shared/i18n/language';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  const lang = useLang();
  useEffect(() => applyDocumentLanguage(lang), [lang]);

  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-center" zIndex={4000} limit={4} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
