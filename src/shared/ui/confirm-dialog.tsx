import { Button, Group, Modal, Text } from '@mantine/core';
import { useT } from '../i18n/language';
import { STACKED_DIALOG_Z } from './layers';

/** A small yes/no question shown above another dialog. */
export function ConfirmDialog(props: {
  opened: boolean;
  title: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title={props.title}
      size="sm"
      centered
      zIndex={STACKED_DIALOG_Z}
    >
      <Text>{props.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={props.onConfirm} data-autofocus>
          {t('common.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
