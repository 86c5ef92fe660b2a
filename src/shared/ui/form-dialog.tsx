// The generic modal wrapper: a title, a form area and a footer; 800px wide unless told otherwise.
import type { ReactNode } from 'react';
import { Box, Button, Group, Modal, type ModalProps } from '@mantine/core';
import './dialog-styles';
import { useT } from '../i18n/language';
import classes from './form-dialog.module.css';

export const DIALOG_WIDTH = 800;

export interface FormDialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** buttons shown under the form area */
  footer?: ReactNode;
  size?: ModalProps['size'];
  /** wraps the form area in a <form>; the footer's type="submit" button submits it */
  onSubmit?: () => void;
  zIndex?: number;
}

export function FormDialog({
  opened,
  onClose,
  title,
  children,
  footer,
  size = DIALOG_WIDTH,
  onSubmit,
  zIndex,
}: FormDialogProps) {
  const t = useT();
  const body = (
    <>
      <Box className={classes.body}>{children}</Box>
      {footer && (
        <Group className={classes.footer} justify="flex-end" gap="sm">
          {footer}
        </Group>
      )}
    </>
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      centered
      zIndex={zIndex}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      classNames={{ title: classes.title, header: classes.header, content: classes.content }}
    >
      {onSubmit ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {body}
        </form>
      ) : (
        body
      )}
    </Modal>
  );
}

/** The footer of a dialog form: cancel (closes) and the submit button, busy while the form is being sent. */
export function DialogActions({
  onCancel,
  cancelLabel,
  submitLabel,
  busy = false,
  disabled = false,
}: {
  onCancel: () => void;
  cancelLabel: ReactNode;
  submitLabel: ReactNode;
  busy?: boolean;
  disabled?: boolean;
}) {
  return (
    <>
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={busy} disabled={disabled}>
        {submitLabel}
      </Button>
    </>
  );
}
