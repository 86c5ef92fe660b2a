import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { LoginType } from '../../../shared/api/contract';
import { useT } from '../../../shared/i18n/language';
import { startLogin } from '../../../shared/auth/login-redirect';
import { LockIcon } from '../../../shared/ui/icons';

interface LoginPromptProps {
  message: string;
  /** the account kinds offered; both by default */
  kinds?: LoginType[];
}

/** Shown instead of a screen that needs a login; the identity platform brings the user back here. */
export function LoginPrompt({ message, kinds = [1, 2] }: LoginPromptProps) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const login = (kind: LoginType) => {
    setFailed(false);
    startLogin(kind).catch(() => setFailed(true));
  };
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color="gov">
        <LockIcon />
      </ThemeIcon>
      <Text fw={600} fz="lg">
        {t('login.needLogin')}
      </Text>
      <Text c="dark.6" maw={520}>
        {message}
      </Text>
      <Group justify="center">
        {kinds.map((kind) => (
          <Button key={kind} variant={kind === kinds[0] ? 'filled' : 'outline'} onClick={() => login(kind)}>
            {kind === 1 ? t('login.person') : t('login.enterprise')}
          </Button>
        ))}
      </Group>
      {failed && (
        <Alert color="red" variant="light" role="alert" maw={520}>
          {t('content.loginFailed')}
        </Alert>
      )}
    </Stack>
  );
}
