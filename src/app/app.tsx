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
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={contrastVariables}>
      <Notifications position="top-center" zIndex={4000} limit={4} />
      <PersistQueryClientProvider client={queryClient} persistOptions={persist}>
        <AfterRestore>
          <RouterProvider router={router} />
        </AfterRestore>
      </PersistQueryClientProvider>
    </MantineProvider>
  );
}
