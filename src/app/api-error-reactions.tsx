// The one place where API failures become dialogs, toasts and redirects
// (docs/product.md#errors-and-timeouts).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { onApiErrorSinceStart } from '../shared/api/error-bus';
import { isOnline } from '../shared/offline/online-status';
import { sessionStore } from '../shared/auth/session';
import { t as translateNow } from '../shared/i18n/language';
import { onLoginUrlRefused } from '../shared/auth/login-redirect';
import { reactionFor, TIMEOUT_TOAST_MS, ERROR_TOAST_MS } from './error-reaction';
import { whenIdle } from '../shared/ui/when-idle';
import { useQueryClient } from '@tanstack/react-query';
import { whenFirstScreenSettled } from './pwa/first-screen-settled';
import type { ApiErrorDialogReaction } from './api-error-dialog';

// The dialogs (Mantine Modal with its focus trap and scroll lock) are downloaded when first needed, not
// with the first screen; the chunk is fetched once the first screen is complete (its code and data there)
// and the page is idle, so that it is there, offline too, without its preloads adding to the first screen's tasks.
const loadDialog = () => import('./api-error-dialog');
/** the login callback's address (#/checkLogin?…): the visitor is logging in there */
const ON_LOGIN_CALLBACK = /^#\/checkLogin(?:[?/]|$)/;
const ApiErrorDialog = lazy(loadDialog);

export function ApiErrorReactions() {
  const [dialog, setDialog] = useState<ApiErrorDialogReaction | null>(null);
  const lastExpired = useRef(0);
  const queryClient = useQueryClient();

  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    let live = true;
    void whenFirstScreenSettled(queryClient).then(() => {
      if (live) cancelIdle = whenIdle(() => void loadDialog().catch(() => undefined), 5000);
    });
    return () => {
      live = false;
      cancelIdle?.();
    };
  }, [queryClient]);

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
          loggingIn: ON_LOGIN_CALLBACK.test(window.location.hash),
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
  return (
    <Suspense fallback={null}>
      <ApiErrorDialog dialog={dialog} onClose={() => setDialog(null)} />
    </Suspense>
  );
}
