import type { ReactNode } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { accountKind, useSession } from '../../../shared/auth/session';
import { ConfirmButton } from '../../../shared/ui/confirm-dialog';
import { useT } from '../../../shared/i18n/language';
import { useFreeReceiveMutation } from '../api/policy-mutations';
import type { PolicyDetail as PolicyDetailData } from '../../../shared/api/contract';
import { isApplyType } from '../common/policy-state';
import { LoginPrompt } from '../../../shared/ui/login-prompt';
import { loginKindFor } from '../common/login-kind';
import { AnchorLink, ButtonLink } from '../../../shared/ui/router-links';

/** What the account's check of the policy shows around the receive action: 已领取, or the conditions, then the action unless a hard one fails. */
export type ReceiveCheck = (policy: PolicyDetailData, action: ReactNode) => ReactNode;

/**
 * Confirms and receives a free-application policy (POST free/name/receive/{id}). Its state belongs to one
 * policy: the page renders it anew for each.
 */
export function FreeReceivePanel({
  policy,
  receiveId,
  check,
}: {
  policy: PolicyDetailData;
  receiveId: string;
  check: ReceiveCheck;
}) {
  const t = useT();
  const kind = accountKind(useSession());
  const needed = loginKindFor(policy.audience);
  const mutation = useFreeReceiveMutation(receiveId);

  if (isApplyType(policy)) {
    return (
      <Stack gap="xs">
        <Text fz="sm">{t('free.notFree')}</Text>
        <ButtonLink to="/policyDetail" search={{ id: policy.id }} variant="default" fullWidth>
          {t('free.toDetail')}
        </ButtonLink>
      </Stack>
    );
  }
  if (kind === 4) return <LoginPrompt variant="inline" message={t('free.loginHint')} kinds={[needed]} />;
  if (kind !== needed) {
    return (
      <Text fz="sm" c="gov.8" role="alert">
        {kind === 2 ? t('login.isEnterprise') : t('login.isPerson')}
      </Text>
    );
  }

  if (mutation.isSuccess) {
    const { alreadyReceived, receiveTime } = mutation.data;
    return (
      <Alert
        color={alreadyReceived ? 'blue' : 'green'}
        variant="light"
        role="status"
        title={alreadyReceived ? t('free.already') : t('free.success')}
      >
        <Stack gap={4}>
          <Text fz="sm">
            {alreadyReceived
              ? t('free.alreadyBody', { time: receiveTime })
              : t('free.successBody', { time: receiveTime })}
          </Text>
          <AnchorLink to="/enterprise/myEnjoyPolicy" fz="sm">
            {t('free.myEnjoy')}
          </AnchorLink>
        </Stack>
      </Alert>
    );
  }

  return check(
    policy,
    <Stack gap="xs">
      {mutation.isError && (
        <Alert color="red" variant="light" role="alert" title={t('free.failed')}>
          <Text fz="sm">{mutation.error.message}</Text>
        </Alert>
      )}
      <ConfirmButton
        loading={mutation.isPending}
        testId="receive-button"
        title={t('free.confirmTitle')}
        message={t('free.confirmBody', { name: policy.policyName })}
        onConfirm={() => mutation.mutate()}
      >
        {mutation.isError ? t('common.retry') : t('free.receive')}
      </ConfirmButton>
    </Stack>,
  );
}
