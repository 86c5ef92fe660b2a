import { createFileRoute } from '@tanstack/react-router';
import { PolicyDetailPage } from '../../features/policy/pages/policy-detail-page';
import { policyQueries } from '../../features/policy/api/policy-queries';
import { SavePolicyButton } from '../../features/offline/components/save-policy-button';
import { validateDetailSearch, type DetailSearch } from '../../features/policy/lib/detail-search';

export const Route = createFileRoute('/_portal/policyDetail')({
  validateSearch: (raw: Record<string, unknown>): Partial<DetailSearch> => validateDetailSearch(raw),
  loaderDeps: ({ search }) => ({ id: validateDetailSearch(search).id }),
  loader: async ({ context, deps }) => {
    // an unknown id or a failed call is shown by the page itself, never as a broken route
    if (deps.id)
      await context.queryClient.ensureQueryData(policyQueries.detail(deps.id)).catch(() => undefined);
  },
  component: PolicyDetail,
});

function PolicyDetail() {
  return (
    <PolicyDetailPage
      search={validateDetailSearch(Route.useSearch())}
      actions={(p) => <SavePolicyButton policy={p} detailQuery={policyQueries.detail} />}
    />
  );
}
