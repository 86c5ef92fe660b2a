import './mantine-styles';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useIsRestoring } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { contrastVariables, themeFor } from './theme';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { applyDocumentLanguage, useLang } from '../shared/i18n/language';
import { persistOptions, preferCacheWhileOffline } from '../shared/offline/query-persistence';
import { syncOnlineWithBrowser } from '../shared/offline/online-status';

syncOnlineWithBrowser();

/** Route loaders read the cache: they must not run before the stored cache is back. */
function AfterRestore({ children }: { children: ReactNode }) {
  return useIsRestoring() ? null : children;
}

export function App() {
  const [queryClient] = useState(() => preferCacheWhileOffline(createQueryClient()));
  const [router] = useState(() => createAppRouter(queryClient));
  const [persist] = useState(persistOptions);
  const lang = useLang();
  useEffect(() => applyDocumentLanguage(lang), [lang]);
  const theme = useMemo(() => themeFor(lang), [lang]);

  return (
    // the theme's variables win over @mantine/core's default-css-variables.css whatever the stylesheet
    // order (the entry stylesheet loads after the shell, below Mantine's <style>): same :root selector,
    // so without the doubled selector the later default sheet turned the red primary back to Mantine blue
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={contrastVariables}
      cssVariablesSelector=":root:root"
    >
      <Notifications position="top-center" zIndex={4000} limit={4} />
      <PersistQueryClientProvider client={queryClient} persistOptions={persist}>
        <AfterRestore>
          <RouterProvider router={router} />
        </AfterRestore>
      </PersistQueryClientProvider>
    </MantineProvider>
  );
}
