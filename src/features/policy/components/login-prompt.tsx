import { Button, Stack, Text } from '@mantine/core';
import type { LoginType } from '../../../shared/api/contract';
import { useT } from '../../../shared/i18n/language';
import { startLogin } from '../../../shared/auth/login-redirect';

/** Visitors are sent to the identity platform with the account kind the policy needs. */
export function LoginPrompt({ kind, hint }: { kind: LoginType; hint: string }) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Text fz="sm" c="dark.6">
        {hint}
      </Text>
      <Button fullWidth onClick={() => void startLogin(kind).catch(() => undefined)}>
        {kind === 2 ? t('login.enterprise') : t('login.person')}
      </Button>
    </Stack>
  );
}

/** Enterprise policies need an enterprise login, people policies a personal one. */
export function loginKindFor(audience: 1 | 2): LoginType {
  return audience === 1 ? 2 : 1;
}
