import { useState, type ReactNode } from 'react';
import { Button, Text } from '@mantine/core';
import { useT } from '../i18n/language';
import { FormDialog } from './form-dialog';
import { STACKED_DIALOG_Z } from './layers';

/** A small yes/no question shown above another dialog. */
export function ConfirmDialog(props: {
  opened: boolean;
  title: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** the confirming button's words when 确定 would not say what happens (e.g. 仍然退出) */
  confirmLabel?: string;
}) {
  const t = useT();
  return (
    <FormDialog
      opened={props.opened}
      onClose={props.onCancel}
      title={props.title}
      size="sm"
      zIndex={STACKED_DIALOG_Z}
      footer={
        <>
          <Button variant="default" onClick={props.onCancel}>
            {t('common.cancel')}
          </Button>
          <Button onClick={props.onConfirm} data-autofocus>
            {props.confirmLabel ?? t('common.confirm')}
          </Button>
        </>
      }
    >
      <Text>{props.message}</Text>
    </FormDialog>
  );
}

/**
 * The main action of a panel that asks before it acts: a full-width button opens the question, and
 * 确定 runs the action (focus returns to the button when the question closes).
 */
export function ConfirmButton(props: {
  children: ReactNode;
  title: string;
  message: string;
  onConfirm: () => void;
  loading?: boolean;
  testId?: string;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        fullWidth
        size="md"
        loading={props.loading}
        onClick={() => setAsking(true)}
        data-testid={props.testId}
      >
        {props.children}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={props.title}
        message={props.message}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          props.onConfirm();
        }}
      />
    </>
  );
}
