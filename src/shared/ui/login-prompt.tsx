// Shown where a screen or an action needs a login; the identity platform brings the user back here.
import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDisc } from './icon-disc';
import type { LoginType } from '../api/contract';
import { startLogin } from '../auth/login-redirect';
import {
  forgetDialogForLogin,
  rememberDialogForLogin,
  useReopenAfterLogin,
} from '../auth/reopen-after-login';
import { useT } from '../i18n/language';
import { useOnline } from '../offline/online-status';
import { LockIcon } from './icons';

interface LoginPromptProps {
  /** why a login is needed here */
  message?: string;
  /** the heading; "请先登录后再使用此功能" by default */
  title?: string;
  /** the account kinds offered, the main one first; both by default */
  kinds?: readonly LoginType[];
  /** a button's words when "个人登录" / "企业登录" do not fit (e.g. switching account) */
  label?: (kind: LoginType) => string;
  /** screen: stands in for a whole screen; inline: an alert inside a dialog, form or aside */
  variant?: 'screen' | 'inline';
  color?: 'blue' | 'orange';
}

/** The login buttons, disabled offline (the platform cannot be reached), with a note when a start fails. */
export function LoginPrompt({
  message,
  title,
  kinds = [1, 2],
  label,
  variant = 'screen',
  color = 'blue',
}: LoginPromptProps) {
  const t = useT();
  const online = useOnline();
  const [failed, setFailed] = useState(false);
  const reopen = useReopenAfterLogin();
  const login = (kind: LoginType) => {
    setFailed(false);
    // inside a dialog, the user comes back to that dialog after logging in
    if (reopen) rememberDialogForLogin(reopen);
    startLogin(kind).then(
      (left) => {
        if (!left) forgetDialogForLogin();
      },
      () => {
        forgetDialogForLogin();
        setFailed(true);
      },
    );
  };
  const heading = title ?? t('login.needLogin');
  const body: ReactNode = (
    <>
      {message && (
        <Text fz="sm" c="dark.6" maw={520}>
          {message}
        </Text>
      )}
      <Group justify={variant === 'screen' ? 'center' : 'flex-start'} gap="sm">
        {kinds.map((kind) => (
          <Button
            key={kind}
            variant={kind === kinds[0] ? 'filled' : 'outline'}
            disabled={!online}
            onClick={() => login(kind)}
          >
            {label?.(kind) ?? (kind === 1 ? t('login.person') : t('login.enterprise'))}
          </Button>
        ))}
      </Group>
      {!online && <Text fz="sm">{t('offline.needNetwork')}</Text>}
      {failed && (
        <Alert color="red" variant="light" role="alert" maw={520}>
          {t('login.startFailed')}
        </Alert>
      )}
    </>
  );
  if (variant === 'inline') {
    return (
      <Alert color={color} variant="light" title={heading} role={color === 'orange' ? 'alert' : undefined}>
        <Stack gap="sm" align="flex-start">
          {body}
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <IconDisc size={64} tone="gov">
        <LockIcon />
      </IconDisc>
      <Text fw={600} fz="lg">
        {heading}
      </Text>
      {body}
    </Stack>
  );
}
