// Actions that need the server are disabled offline, with the copy deck's reason beside them.
import { cloneElement, useId, type ReactElement } from 'react';
import { Text, VisuallyHidden } from '@mantine/core';
import { useT } from '../i18n/language';
import { useOnline } from './online-status';

export interface NeedsNetworkState {
  offline: boolean;
  /** 此操作需要联网，请恢复网络后重试 while offline, else null */
  reason: string | null;
}

export function useNeedsNetwork(): NeedsNetworkState {
  const online = useOnline();
  const t = useT();
  return { offline: !online, reason: online ? null : t('offline.needNetwork') };
}

interface ActionProps {
  disabled?: boolean;
  title?: string;
  'aria-describedby'?: string;
}

/**
 * Wraps one button-like element: offline it is disabled and described by the reason
 * (shown under it with `showReason`, otherwise read by screen readers and shown as a tooltip).
 */
export function NeedsNetwork({
  children,
  showReason = false,
}: {
  children: ReactElement<ActionProps>;
  showReason?: boolean;
}) {
  const { offline, reason } = useNeedsNetwork();
  const id = useId();
  if (!offline || !reason) return children;
  const action = cloneElement(children, { disabled: true, title: reason, 'aria-describedby': id });
  return (
    <>
      {action}
      {showReason ? (
        <Text id={id} size="xs" c="dark.5" mt={4}>
          {reason}
        </Text>
      ) : (
        <VisuallyHidden id={id}>{reason}</VisuallyHidden>
      )}
    </>
  );
}
