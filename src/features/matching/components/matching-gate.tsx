// Visitors must log in for the questionnaire; an enterprise login is refused (spec §5, §6).
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { AccountKind } from '../../../shared/api/contract';
import { useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import { startLogin } from '../../../shared/auth/login-redirect';

export function MatchingGate({ kind }: { kind: AccountKind }) {
  const t = useT();
  const online = useOnline();
  const login = (
    <Button
      onClick={() => void startLogin(1)}
      disabled={!online}
      title={online ? undefined : t('offline.needNetwork')}
    >
      {kind === 2 ? t('quiz.switchAccount') : t('quiz.login')}
    </Button>
  );

  if (kind === 2) {
    return (
      <Alert color="orange" role="alert" title={t('match.enterpriseRefused')}>
        <Stack gap="sm" align="flex-start">
          {login}
          {!online && <Text size="sm">{t('offline.needNetwork')}</Text>}
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="blue" variant="light" title={t('login.needLogin')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('quiz.needLogin')}</Text>
        {login}
        {!online && <Text size="sm">{t('offline.needNetwork')}</Text>}
      </Stack>
    </Alert>
  );
}
