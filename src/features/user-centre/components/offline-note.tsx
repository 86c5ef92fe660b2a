import { Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';

/** Says why a save is disabled while the device is offline; nothing when online. */
export function OfflineNote() {
  const t = useT();
  const online = useOnline();
  if (online) return null;
  return (
    <Text size="sm" c="#9a3412" fw={500} role="status">
      {t('offline.needNetwork')}
    </Text>
  );
}
