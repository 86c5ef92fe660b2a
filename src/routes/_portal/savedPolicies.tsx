import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { parseId } from '../../shared/routing/search-params';
import { SavedPoliciesPage } from '../../features/saved-policies/pages/saved-policies-page';
import { savedPolicyViews } from '../../shared/offline/saved-policy-views';
import { usePendingDeadlines } from '../../features/user-centre/api/use-pending-deadlines';
import { fetchPolicyChanges } from '../../features/saved-policies/api/policy-changes-api';
import { fetchPolicyDetail } from '../../features/policy/api/policy-api';
import type { PolicyChangeFetchers } from '../../shared/offline/saved-policy-check';

/** the check of saved policies asks the changes and, for a changed one, the policy feature's detail call */
const checkFetchers: PolicyChangeFetchers = {
  changes: (ids, after) => fetchPolicyChanges(ids, after),
  detail: (id) => fetchPolicyDetail(id),
};

interface SavedPoliciesSearch {
  id?: string;
}

export const Route = createFileRoute('/_portal/savedPolicies')({
  validateSearch: (raw: SavedPoliciesSearch & SearchSchemaInput): SavedPoliciesSearch => {
    const id = parseId(raw.id);
    return id ? { id } : {};
  },
  loaderDeps: ({ search }) => ({ id: search.id ?? '' }),
  loader: async ({ deps }) => {
    const load = deps.id ? savedPolicyViews.one(deps.id).load() : savedPolicyViews.list.load();
    // a storage failure is shown by the page with a retry button
    await load.catch(() => undefined);
  },
  component: SavedPoliciesRoute,
});

function SavedPoliciesRoute() {
  const { id } = Route.useSearch();
  const applications = usePendingDeadlines();
  return <SavedPoliciesPage id={id ?? ''} applications={applications} checkFetchers={checkFetchers} />;
}
