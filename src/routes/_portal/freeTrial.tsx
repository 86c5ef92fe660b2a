import { createFileRoute } from '@tanstack/react-router';
import { FreeTrialPage } from '../../features/policy/pages/free-trial-page';
import { policyQueries } from '../../features/policy/api/policy-queries';
import { validateFreeTrialSearch, type FreeTrialSearch } from '../../features/policy/lib/detail-search';

export const Route = createFileRoute('/_portal/freeTrial')({
  validateSearch: (raw: Record<string, unknown>): Partial<FreeTrialSearch> => validateFreeTrialSearch(raw),
  loaderDeps: ({ search }) => ({ id: validateFreeTrialSearch(search).id }),
  loader: async ({ context, deps }) => {
    if (deps.id)
      await context.queryClient.ensureQueryData(policyQueries.detail(deps.id)).catch(() => undefined);
  },
  component: FreeTrial,
});

function FreeTrial() {
  return <FreeTrialPage search={validateFreeTrialSearch(Route.useSearch())} />;
}
