import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { FreeTrialPage } from '../../features/policy/free-trial/free-trial-page';
import { policyQueries } from '../../features/policy/api/policy-queries';
import { validateFreeTrialSearch } from '../../features/policy/detail/detail-search';
import { ApplyAction } from '../../features/apply/components/apply-action';
import { ReceiptProgress } from '../../features/apply/components/receipt-progress';
import { idScreen } from './-screen-route';
import { keepTrackSlots } from './-keep-track';

export const Route = createFileRoute('/_portal/freeTrial')({
  ...idScreen(validateFreeTrialSearch, policyQueries.detail),
  component: FreeTrial,
});

function FreeTrial() {
  return (
    <FreeTrialPage
      search={Route.useSearch()}
      {...keepTrackSlots}
      receiveCheck={(p, receive) => (
        <Stack gap="md">
          <ApplyAction policy={p} action={receive} declaredBy="receive" />
          <ReceiptProgress policyId={p.id} />
        </Stack>
      )}
    />
  );
}
