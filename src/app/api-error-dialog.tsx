// The dialogs of the API error reactions (docs/product.md#errors-and-timeouts): re-login (403), the
// expired-login alert and the server's warning/confirm notices. Loaded on first use by
// api-error-reactions.tsx.
import { Button, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { sessionStore } from '../shared/auth/session';
import { useT } from '../shared/i18n/language';
import { startLogin, startRegistration } from '../shared/auth/login-redirect';
import { ERROR_DIALOG_Z } from '../shared/ui/layers';
import { FormDialog } from '../shared/ui/form-dialog';
import type { Reaction } from './error-reaction';

export type ApiErrorDialogReaction = Extract<
  Reaction,
  { type: 'relogin' | 'warningDialog' | 'confirmDialog' | 'expiredAlert' }
>;

export default function ApiErrorDialog({
  dialog,
  onClose: close,
}: {
  dialog: ApiErrorDialogReaction;
  onClose: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();

  if (dialog.type === 'relogin') {
    const relogin = () => {
      const kind = sessionStore.get().loginType ?? 1;
      sessionStore.clear();
      close();
      void startLogin(kind);
    };
    const register = () => {
      // an enterprise whose login lapsed registers as an enterprise, not as a person
      const kind = sessionStore.get().loginType ?? 1;
      close();
      void startRegistration(kind);
    };
    return (
      <ErrorBox
        title={t('error.title403')}
        message={dialog.message}
        onClose={register}
        secondary={{ label: t('error.register'), onClick: register }}
        primary={{ label: t('error.relogin'), onClick: relogin }}
      />
    );
  }

  if (dialog.type === 'expiredAlert') {
    const leave = () => {
      sessionStore.clear();
      close();
      void navigate({ to: '/indexHome' });
    };
    return (
      <ErrorBox
        title={t('error.hintTitle')}
        message={t('error.expired')}
        onClose={leave}
        primary={{ label: t('error.ok'), onClick: leave }}
      />
    );
  }

  return (
    <ErrorBox
      title={t('error.hintTitle')}
      message={dialog.message}
      onClose={close}
      secondary={dialog.type === 'confirmDialog' ? { label: t('common.cancel'), onClick: close } : undefined}
      primary={{ label: t('error.ok'), onClick: close }}
    />
  );
}

interface BoxAction {
  label: string;
  onClick: () => void;
}

/** One error box: above every other dialog, the server's words as sent (line breaks kept), focus on the main action. */
function ErrorBox(props: {
  title: string;
  message: string;
  onClose: () => void;
  primary: BoxAction;
  secondary?: BoxAction;
}) {
  return (
    <FormDialog
      opened
      onClose={props.onClose}
      title={props.title}
      size="sm"
      zIndex={ERROR_DIALOG_Z}
      footer={
        <>
          {props.secondary && (
            <Button variant="default" onClick={props.secondary.onClick}>
              {props.secondary.label}
            </Button>
          )}
          <Button onClick={props.primary.onClick} data-autofocus>
            {props.primary.label}
          </Button>
        </>
      }
    >
      <Text style={{ whiteSpace: 'pre-line' }}>{props.message}</Text>
    </FormDialog>
  );
}
