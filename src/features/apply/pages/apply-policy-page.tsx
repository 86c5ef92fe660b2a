import { Alert, Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { LoginType } from '../../../shared/api/contract';
import { accountKind, useSession } from '../../../shared/auth/session';
import { useT } from '../../../shared/i18n/language';
import { policySummaryQueries } from '../../../shared/api/policy-summary';
import { ApplyWorkspace } from '../components/apply-workspace';
import { ContentPage } from '../../../shared/ui/content-page';
import { LoginPrompt } from '../../../shared/ui/login-prompt';
import { policyHref } from '../../../shared/ui/policy-link';
import { PolicySummaryCard } from '../components/policy-summary-card';
import { LoadError, TextSkeleton, isNotFound } from '../../../shared/ui/query-states';
import { NotFoundPanel } from '../../../shared/ui/not-found-panel';

export function ApplyPolicyPage({ id }: { id: string }) {
  const t = useT();
  const session = useSession();
  const kind = accountKind(session);
  const policy = useQuery({ ...policySummaryQueries.summary(id), enabled: id !== '' });
  const crumbs = [{ label: t('nav.directPayment'), to: '/policyList' as const }];
  const title = t('content.apply.title');

  if (id === '' || (policy.isError && isNotFound(policy.error))) {
    return (
      <ContentPage title={title} crumbs={crumbs}>
        <NotFoundPanel
          titleOrder={2}
          title={t('content.apply.missingTitle')}
          body={t('content.apply.missingBody')}
          back={{ to: '/policyList', label: t('nav.directPayment') }}
        />
      </ContentPage>
    );
  }
  // not QueryBody: the page's frame is the policy's, so the faces before it are drawn in the frame here
  if (!policy.isSuccess) {
    return (
      <ContentPage title={title} crumbs={crumbs}>
        {policy.isError ? (
          <LoadError error={policy.error} onRetry={() => void policy.refetch()} />
        ) : (
          <TextSkeleton />
        )}
      </ContentPage>
    );
  }

  const p = policy.data;
  // audience 1 (enterprise benefit) needs login type 2, audience 2 (people benefit) login type 1
  const requiredKind: LoginType = (p.audience ?? 1) === 1 ? 2 : 1;
  let gate: React.ReactNode = null;
  if (p.declarationType !== 1) gate = t('content.apply.freeNoApply');
  else if (p.applyTimeState !== 1) gate = t('content.apply.outsideWindow');

  return (
    <ContentPage title={title} crumbs={crumbs}>
      <Stack gap="xl">
        <PolicySummaryCard policy={p} />
        {gate ? (
          <Alert color="yellow" variant="light" title={t('content.apply.cannotApply')}>
            {gate}
            <Group mt="sm">
              <Button component="a" href={policyHref(p.id)} size="xs" variant="outline" color="dark">
                {t('content.apply.viewPolicy')}
              </Button>
            </Group>
          </Alert>
        ) : kind === 4 ? (
          <LoginPrompt message={t('content.apply.needLogin')} kinds={[requiredKind]} />
        ) : kind !== requiredKind ? (
          <>
            <Alert color="yellow" variant="light" title={t('login.wrongKindTitle')}>
              {requiredKind === 2 ? t('login.isPerson') : t('login.isEnterprise')}
            </Alert>
            <LoginPrompt message={t('content.apply.switchKind')} kinds={[requiredKind]} />
          </>
        ) : (
          <ApplyWorkspace key={p.id} policy={p} />
        )}
      </Stack>
    </ContentPage>
  );
}
