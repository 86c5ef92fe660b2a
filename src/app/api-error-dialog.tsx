// The dialogs of the API error reactions (spec §8): re-login (403), the expired-login alert and the
// server's warning/confirm notices. Loaded on first use by api-error-reactions.tsx.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { sessionStore } from '../shared/auth/session';
import { useT } from '../shared/i18n/language';
import { startLogin, startRegistration } from '../shared/auth/login-redirect';
import { ERROR_DIALOG_Z } from '../shared/ui/layers';
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
      <Modal opened onClose={register} title={t('error.title403')} centered size="sm" zIndex={ERROR_DIALOG_Z}>
        <Text style={{ whiteSpace: 'pre-line' }}>{dialog.message}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={register}>
            {t('error.register')}
          </Button>
          <Button onClick={relogin} data-autofocus>
            {t('error.relogin')}
          </Button>
        </Group>
      </Modal>
    );
  }

  if (dialog.type === 'expiredAlert') {
    const leave = () => {
      sessionStore.clear();
      close();
      void navigate({ to: '/indexHome' });
    };
    return (
      <Modal opened onClose={leave} title={t('error.hintTitle')} centered size="sm" zIndex={ERROR_DIALOG_Z}>
        <Text>{t('error.expired')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={leave} data-autofocus>
            {t('error.ok')}
          </Button>
        </Group>
      </Modal>
    );
  }

  return (
    <Modal opened onClose={close} title={t('error.hintTitle')} centered size="sm" zIndex={ERROR_DIALOG_Z}>
      <Text style={{ whiteSpace: 'pre-line' }}>{dialog.message}</Text>
      <Group justify="flex-end" mt="lg">
        {dialog.type === 'confirmDialog' && (
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
        )}
        <Button onClick={close} data-autofocus>
          {t('error.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
