import { createFileRoute } from '@tanstack/react-router';
import { SavedPoliciesPage } from '../../features/offline/pages/saved-policies-page';
import { savedPolicyQueries } from '../../features/offline/api/saved-policy-queries';

interface SavedPoliciesSearch {
  id?: string;
}

export const Route = createFileRoute('/_portal/savedPolicies')({
  validateSearch: (search: Record<string, unknown>): SavedPoliciesSearch => {
    const id = search.id;
    return typeof id === 'string' && /^[\w-]{1,64}$/.test(id) ? { id } : {};
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
  return <SavedPoliciesPage id={id ?? ''} />;
}
