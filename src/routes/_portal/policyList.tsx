import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { loadForScreen } from '../../shared/routing/load-for-screen';
import { PolicyListPage } from '../../features/policy/pages/policy-list-page';
import { SavePolicyButton } from '../../features/saved-policies/components/save-policy-button';
import { policyQueries } from '../../features/policy/api/policy-queries';
import { validateListSearch, type ListSearch } from '../../features/policy/lib/list-search';
import { useSearchProps } from '../../shared/routing/search-props';

export const Route = createFileRoute('/_portal/policyList')({
  // validated once here: links may leave any param out, the loader and the page read the typed result
  validateSearch: (raw: Partial<ListSearch> & SearchSchemaInput) => validateListSearch(raw),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // a failing call must not break the page: the list renders its own error state with a retry
    await loadForScreen(context.queryClient, policyQueries.list(deps));
  },
  component: PolicyList,
});

function PolicyList() {
  return (
    <PolicyListPage
      {...useSearchProps(Route)}
      cardActions={(p) => <SavePolicyButton policy={p} detailQuery={policyQueries.detail} />}
    />
  );
}
