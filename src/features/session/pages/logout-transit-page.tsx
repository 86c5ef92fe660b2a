// Logout (spec §4): tell the platform, then remove token, session and every user-scoped datum from this device.
import { useEffect, useRef } from 'react';
import { Container, Group, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { quitPlatform } from '../api/session-api';
import { sessionStore } from '../../../shared/auth/session';
import { runLogoutCleanups } from '../../../shared/auth/logout-cleanup';
import { isUserScopedKey } from '../../../shared/offline/query-scope';
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
      if (sessionStore.get().token) await quitPlatform().catch(() => undefined);
      sessionStore.clear();
      await runLogoutCleanups();
      // anything still cached in memory may belong to the user who left
      queryClient.removeQueries({ predicate: (q) => isUserScopedKey(q.queryKey) });
      notifications.show({ color: 'teal', message: translateNow('logout.done'), autoClose: 5000 });
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
