import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { loadForScreen } from '../../shared/routing/load-for-screen';
import { PolicyDetailPage } from '../../features/policy/pages/policy-detail-page';
import { policyQueries } from '../../features/policy/api/policy-queries';
import { SavePolicyButton } from '../../features/offline/components/save-policy-button';
import { validateDetailSearch, type DetailSearch } from '../../features/policy/lib/detail-search';

export const Route = createFileRoute('/_portal/policyDetail')({
  // validated once here: links may leave any param out, the loader and the page read the typed result
  validateSearch: (raw: Partial<DetailSearch> & SearchSchemaInput) => validateDetailSearch(raw),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    // an unknown id or a failed call is shown by the page itself, never as a broken route
    if (deps.id)
      await loadForScreen(context.queryClient, policyQueries.detail(deps.id));
  },
  component: PolicyDetail,
});

function PolicyDetail() {
  return (
    <PolicyDetailPage
      search={Route.useSearch()}
      actions={(p) => <SavePolicyButton policy={p} detailQuery={policyQueries.detail} />}
    />
  );
}
