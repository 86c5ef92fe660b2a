// Replaced by the consultation feature (form, captcha, SMS, upload).
import { Modal } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';

export function ConsultDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  return <Modal opened={opened} onClose={onClose} title={t('tools.consult')} size={800} />;
}
