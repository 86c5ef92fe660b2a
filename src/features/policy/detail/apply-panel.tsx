import type { ReactNode } from 'react';
import { useFormat } from '../../../shared/format/use-format';
import { Button, Stack, Text } from '@mantine/core';
import { accountKind, useSession } from '../../../shared/auth/session';
import { useT } from '../../../shared/i18n/language';
import type { PolicyDetail as PolicyDetailData } from '../../../shared/api/contract';
import { inTimeOf } from '../card/card-urls';
import { isApplyType, windowState } from '../common/policy-state';
import { LoginPrompt } from '../../../shared/ui/login-prompt';
import { loginKindFor } from '../common/login-kind';
import { ButtonLink } from '../../../shared/ui/router-links';

/** What a policy allows now (docs/product.md#policy-cards-and-detail): apply, log in first, or why not. */
export function ApplyPanel({
  policy,
  applyAction,
}: {
  policy: PolicyDetailData;
  /** for a logged-in applicant of the right kind in an open window: the apply feature's block */
  applyAction: (policy: PolicyDetailData) => ReactNode;
}) {
  const t = useT();
  const fmt = useFormat();
  const session = useSession();
  const kind = accountKind(session);
  const needed = loginKindFor(policy.audience);

  if (!isApplyType(policy)) {
    return (
      <Stack gap="sm">
        <Text fz="sm">{t('detail.freeHint')}</Text>
        <ButtonLink
          to="/freeTrial"
          search={{
            id: policy.id,
            inTime: inTimeOf(policy),
            msId: policy.freeApplyNameId,
            isApply: false,
            ms: true,
          }}
          fullWidth
        >
          {t('detail.toFreeTrial')}
        </ButtonLink>
      </Stack>
    );
  }

  const state = windowState(policy);
  if (state !== 'open') {
    const reason =
      state === 'notStarted'
        ? t('detail.notStarted', { date: policy.declareStart })
        : t('detail.ended', { date: policy.declareEnd });
    return <CannotApply reason={`${fmt.label(t('detail.notInWindow'))}${reason}`} color="dark.6" />;
  }

  if (kind === 4) return <LoginPrompt variant="inline" message={t('detail.loginHint')} kinds={[needed]} />;

  if (kind !== needed) {
    return <CannotApply reason={kind === 2 ? t('login.isEnterprise') : t('login.isPerson')} color="gov.8" />;
  }

  return applyAction(policy);
}

/** 申报 shown but not available, with the reason read out with the button. */
function CannotApply({ reason, color }: { reason: string; color: string }) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Button fullWidth disabled aria-describedby="apply-reason">
        {t('detail.apply')}
      </Button>
      <Text id="apply-reason" fz="sm" c={color}>
        {reason}
      </Text>
    </Stack>
  );
}
