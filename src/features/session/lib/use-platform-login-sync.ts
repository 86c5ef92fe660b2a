// Runs the platform check when the portal starts, when the user comes back to the tab, and every few minutes.
import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { runLogoutCleanups } from '../../../shared/auth/logout-cleanup';
import { sessionStore } from '../../../shared/auth/session';
import { t as translateNow } from '../../../shared/i18n/language';
import { isUserScopedQuery } from '../../../shared/offline/query-scope';
import { fetchLoginStatus, refreshUserInfo, resetUserInfoThrottle } from '../api/session-api';
import { syncWithPlatform, type SyncOutcome } from './platform-login-sync';

export const PLATFORM_CHECK_INTERVAL_MS = 5 * 60 * 1000;

export function usePlatformLoginSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const deps = {
      fetchLoginStatus,
      refreshUserInfo: (kind: 1 | 2) => {
        resetUserInfoThrottle();
        return refreshUserInfo(kind);
      },
      endLocalLogin: async () => {
        sessionStore.clear();
        await runLogoutCleanups();
        queryClient.removeQueries({ predicate: isUserScopedQuery });
      },
      now: () => Date.now(),
    };
    const tell = (outcome: SyncOutcome) => {
      if (outcome === 'loggedOut')
        notifications.show({
          color: 'orange',
          message: translateNow('login.platformLoggedOut'),
          autoClose: 8000,
        });
      else if (outcome === 'kindChanged')
        notifications.show({
          color: 'blue',
          message: translateNow('login.platformKindChanged'),
          autoClose: 8000,
        });
    };
    const run = () => void syncWithPlatform(deps).then(tell);
    const onVisible = () => {
      if (document.visibilityState === 'visible') run();
    };
    run();
    window.addEventListener('focus', run);
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(run, PLATFORM_CHECK_INTERVAL_MS);
    return () => {
      window.removeEventListener('focus', run);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, [queryClient]);
}
