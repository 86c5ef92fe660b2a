import { Alert, Button, Group, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import { startLogin } from '../../../shared/auth/login-redirect';

/** Visitors must log in before consulting (spec §6). */
export function ConsultLoginPrompt() {
  const t = useT();
  const online = useOnline();
  return (
    <Alert color="blue" variant="light" title={t('login.needLogin')}>
      <Text size="sm">{t('consult.needLogin')}</Text>
      <Group mt="md" gap="sm">
        <Button onClick={() => void startLogin(1)} disabled={!online}>
          {t('consult.loginPerson')}
        </Button>
        <Button variant="outline" onClick={() => void startLogin(2)} disabled={!online}>
          {t('consult.loginEnterprise')}
        </Button>
      </Group>
      {!online && (
        <Text size="sm" mt="sm">
          {t('offline.needNetwork')}
        </Text>
      )}
    </Alert>
  );
}
