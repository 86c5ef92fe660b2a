// The one place where API failures become dialogs, toasts and redirects (spec §8).
import { useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { onApiErrorSinceStart } from '../shared/api/error-bus';
import { isOnline } from '../shared/offline/online-status';
import { sessionStore } from '../shared/auth/session';
import { useT, t as translateNow } from '../shared/i18n/language';
import { onLoginUrlRefused, startLogin, startRegistration } from '../shared/auth/login-redirect';
import { ERROR_DIALOG_Z } from '../shared/ui/layers';
import { reactionFor, TIMEOUT_TOAST_MS, ERROR_TOAST_MS, type Reaction } from './error-reaction';

type Dialog = Extract<Reaction, { type: 'relogin' | 'warningDialog' | 'confirmDialog' | 'expiredAlert' }>;

export function ApiErrorReactions() {
  const t = useT();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const lastExpired = useRef(0);

  // the platform answered a login address the portal will not open: say so rather than do nothing
  useEffect(
    () =>
      onLoginUrlRefused(() =>
        notifications.show({
          color: 'red',
          message: translateNow('login.urlRefused'),
          autoClose: ERROR_TOAST_MS,
        }),
      ),
    [],
  );

  // since start: what a route loader met before this mounted (the first load) is answered too
  useEffect(
    () =>
      onApiErrorSinceStart((error) => {
        const reaction = reactionFor(error, {
          online: isOnline(),
          now: Date.now(),
          lastExpiredAlertAt: lastExpired.current,
        });
        switch (reaction.type) {
          case 'none':
            return;
          case 'toast':
            // the same words already on screen are not stacked again (a failure read by two screens' parts)
            notifications.show({
              id: `api-toast:${reaction.message}`,
              color: 'red',
              message: reaction.message,
              autoClose: reaction.ms,
            });
            return;
          case 'httpToast':
            notifications.show({
              id: `api-toast:httpToast`,
              color: 'red',
              message: translateNow('connection.http', { status: reaction.status ?? '' }),
              autoClose: ERROR_TOAST_MS,
            });
            return;
          case 'timeoutToast':
            notifications.show({
              id: `api-toast:timeoutToast`,
              color: 'red',
              message: translateNow('error.timeout'),
              autoClose: TIMEOUT_TOAST_MS,
            });
            return;
          case 'networkToast':
            notifications.show({
              id: `api-toast:networkToast`,
              color: 'red',
              message: translateNow('error.network'),
              autoClose: ERROR_TOAST_MS,
            });
            return;
          case 'badDataToast':
            notifications.show({
              id: `api-toast:badDataToast`,
              color: 'red',
              message: translateNow('error.badData'),
              autoClose: ERROR_TOAST_MS,
            });
            return;
          case 'warningNotice':
            notifications.show({
              color: 'yellow',
              title: translateNow('error.warningTitle'),
              message: reaction.message,
              autoClose: ERROR_TOAST_MS,
            });
            return;
          case 'expiredAlert':
            lastExpired.current = Date.now();
            // the login is gone now, not when the alert is dismissed: nothing else may use the token
            sessionStore.clear();
            setDialog(reaction);
            return;
          default:
            setDialog((current) => current ?? reaction);
        }
      }),
    [],
  );

  if (!dialog) return null;
  const close = () => setDialog(null);

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
