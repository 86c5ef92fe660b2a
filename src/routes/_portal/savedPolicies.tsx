import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { parseId } from '../../shared/routing/search-params';
import { SavedPoliciesPage } from '../../features/saved-policies/pages/saved-policies-page';
import { savedPolicyQueries } from '../../features/saved-policies/api/saved-policy-queries';
import { usePendingDeadlines } from '../../features/user-centre/api/use-pending-deadlines';

interface SavedPoliciesSearch {
  id?: string;
}

export const Route = createFileRoute('/_portal/savedPolicies')({
  validateSearch: (raw: SavedPoliciesSearch & SearchSchemaInput): SavedPoliciesSearch => {
    const id = parseId(raw.id);
    return id ? { id } : {};
  },
  loaderDeps: ({ search }) => ({ id: search.id ?? '' }),
  loader: async ({ context, deps }) => {
    const qc = context.queryClient;
    const load = deps.id
      ? qc.ensureQueryData(savedPolicyQueries.one(deps.id))
      : qc.ensureQueryData(savedPolicyQueries.list());
    // a storage failure is shown by the page with a retry button
    await load.catch(() => undefined);
  },
  component: SavedPoliciesRoute,
});

function SavedPoliciesRoute() {
  const { id } = Route.useSearch();
  const applications = usePendingDeadlines();
  return <SavedPoliciesPage id={id ?? ''} applications={applications} />;
}
