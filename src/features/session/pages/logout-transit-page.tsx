// Logout (docs/product.md#login-and-session): the platform quit leaves first, the device is wiped at once
// (token, session, every user-scoped datum) whatever the platform answers, and an unconfirmed quit is said
// plainly and kept for later. The account's application drafts are not wiped here: the logout's question
// removes them when the person chooses so (use-logout.tsx).
import { useEffect, useRef } from 'react';
import { Container, Group, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { sessionStore } from '../../../shared/auth/session';
import { runLogoutCleanups } from '../../../shared/auth/logout-cleanup';
import {
  completePendingPlatformLogout,
  endPlatformLogin,
  isPlatformLogoutPending,
} from '../../../shared/auth/platform-logout';
import { isUserScopedQuery } from '../../../shared/offline/query-scope';
import { t as translateNow, useT } from '../../../shared/i18n/language';

export function LogoutTransitPage() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      // the quit request leaves now with the token; the wipe below does not wait for its answer
      const loggedIn = sessionStore.get().token !== null;
      const pending = isPlatformLogoutPending();
      const platformQuit = loggedIn ? endPlatformLogin() : completePendingPlatformLogout();
      sessionStore.clear();
      await runLogoutCleanups();
      // anything still cached in memory may belong to the user who left
      queryClient.removeQueries({ predicate: isUserScopedQuery });
      const confirmed = await platformQuit;
      // a visitor with nothing to end is not told they logged out
      if (confirmed && (loggedIn || pending)) {
        const message = translateNow(loggedIn ? 'logout.done' : 'logout.platformDone');
        notifications.show({ color: 'teal', message, autoClose: 5000 });
      } else if (!confirmed) {
        notifications.show({
          color: 'orange',
          title: translateNow('logout.partial'),
          message: translateNow('logout.pendingRetry'),
          autoClose: false,
        });
      }
      await navigate({ to: '/indexHome', replace: true });
    })();
  }, [navigate, queryClient]);

  return (
    <Container size="sm" py={80}>
      <Group justify="center" role="status">
        <Loader size="sm" />
        <Text>{t('logout.inProgress')}</Text>
      </Group>
    </Container>
  );
}
