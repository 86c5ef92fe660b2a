// The one dialog wrapper: a title, a body and a footer; 800px wide unless told otherwise. Every dialog of
// the portal goes through it (a lint rule keeps Mantine's Modal inside src/shared/ui), so all of them trap
// focus, return it to what opened them, close on Escape and name their close button the same way.
import type { ReactNode } from 'react';
import { Box, Button, Group, Modal, type ModalProps } from '@mantine/core';
import './dialog-styles';
import { useT } from '../i18n/language';
import classes from './form-dialog.module.css';
import { useReturnFocus } from './use-return-focus';

export const DIALOG_WIDTH = 800;

export interface FormDialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** buttons shown under the body, at its end */
  footer?: ReactNode;
  /** shown at the footer's start, away from the buttons (a link onward from a read-only dialog) */
  footerAside?: ReactNode;
  size?: ModalProps['size'];
  /** wraps the body in a <form>; the footer's type="submit" button submits it */
  onSubmit?: () => void;
  zIndex?: number;
  testId?: string;
  /** extra classes for the dialog's box and title (a narrow dialog's minimum width) */
  classNames?: { content?: string; title?: string };
}

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export function FormDialog({
  opened,
  onClose,
  title,
  children,
  footer,
  footerAside,
  size = DIALOG_WIDTH,
  onSubmit,
  zIndex,
  testId,
  classNames,
}: FormDialogProps) {
  const t = useT();
  useReturnFocus(opened);
  const body = (
    <>
      <Box className={classes.body}>{children}</Box>
      {(footer || footerAside) && <DialogFooter aside={footerAside}>{footer}</DialogFooter>}
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
      data-testid={testId}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      classNames={{
        title: join(classes.title, classNames?.title),
        header: classes.header,
        content: join(classes.content, classNames?.content),
      }}
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

/**
 * A dialog's footer row: its buttons at the end, an optional aside at the start. FormDialog draws it from
 * `footer`; a body that keeps its own <form> (and state) renders it inside that form instead.
 */
export function DialogFooter({ children, aside }: { children?: ReactNode; aside?: ReactNode }) {
  return (
    <Group className={classes.footer} justify={aside ? 'space-between' : 'flex-end'} gap="sm">
      {aside}
      {aside ? (
        <Group justify="flex-end" gap="sm">
          {children}
        </Group>
      ) : (
        children
      )}
    </Group>
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
