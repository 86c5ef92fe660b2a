import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { loadForScreen } from '../../shared/routing/load-for-screen';
import { PolicyListPage } from '../../features/policy/list/policy-list-page';
import { SavePolicyButton } from '../../features/saved-policies/components/save-policy-button';
import type { PolicyListItem } from '../../shared/api/contract';
import type { PolicyListParams } from '../../shared/api/policy-list-params';
import { policyQueries } from '../../features/policy/api/policy-queries';
import { validateListSearch, type ListSearch } from '../../features/policy/list/list-search';
import { deviceScope, rememberScope, useScopeSync } from '../../shared/storage/county-scope';
import { useIsCurrentPath, useRawSearchValue } from '../../shared/routing/raw-search';

// saved searches are not needed for the first results: their code loads after them
const SavedSearchesBar = lazy(() =>
  import('../../features/saved-policies/components/saved-searches-bar').then((m) => ({
    default: m.SavedSearchesBar,
  })),
);

export const Route = createFileRoute('/_portal/policyList')({
  // validated once here: links may leave any param out, the loader and the page read the typed result
  // an address without a county takes the device's (the header's choice): one scope for home and the list
  validateSearch: (raw: Partial<ListSearch> & SearchSchemaInput) => {
    const search = validateListSearch(raw);
    search.countyCode ??= deviceScope();
    return search;
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // a failing call must not break the page: the list renders its own error state with a retry
    await loadForScreen(context.queryClient, policyQueries.list(deps));
  },
  component: PolicyList,
});

function PolicyList() {
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  const rawCounty = useRawSearchValue('countyCode');
  const queryClient = useQueryClient();
  const [newMarks, setNewMarks] = useState<{ of: (p: PolicyListItem) => ReactNode }>();
  // a saved search's check asks the server afresh, and a list kept from before shows what it found
  const fetchPage = useCallback(
    (p: PolicyListParams) => queryClient.fetchQuery({ ...policyQueries.list(p), staleTime: 0 }),
    [queryClient],
  );
  const onNewFound = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: [...policyQueries.all(), 'list'] }),
    [queryClient],
  );
  const { page: _page, pageSize, ...filters } = search;
  useScopeSync(
    search.countyCode,
    rawCounty,
    (countyCode?: string) =>
      void navigate({ search: (prev) => ({ ...prev, countyCode, page: 1 }), replace: true }),
    useIsCurrentPath('/policyList'),
  );
  return (
    <PolicyListPage
      search={search}
      rawCounty={rawCounty}
      onSearchChange={(next, options) => {
        if (next.countyCode !== search.countyCode) rememberScope(next.countyCode);
        void navigate({ search: next, replace: options?.replace ?? false });
      }}
      cardActions={(p) => <SavePolicyButton policy={p} detailQuery={policyQueries.detail} />}
      cardMarks={newMarks?.of}
      savedSearches={
        <Suspense fallback={null}>
          <SavedSearchesBar
            filters={filters}
            fetchPage={fetchPage}
            onOpen={(f) => void navigate({ search: { ...f, page: 1, pageSize } })}
            onNewMarks={setNewMarks}
            onNewFound={onNewFound}
          />
        </Suspense>
      }
    />
  );
}
