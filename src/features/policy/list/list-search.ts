// The policy list keeps ALL its state in the URL; every value is validated and a bad one becomes its default.
// The rules are shared with saved searches and the service worker (shared/api/policy-list-params.ts).
import { useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { rawSearchValues, searchAsOpened } from '../../../shared/routing/raw-search-values';
import { parseListParams, rejectedKeys, type PolicyListParams } from '../../../shared/api/policy-list-params';

export { PAGE_SIZES, type PageSize } from '../../../shared/api/paging';
export { LIST_DEFAULTS, ORDER_MODELS, parseAudience } from '../../../shared/api/policy-list-params';

export type ListSearch = PolicyListParams;

export function validateListSearch(raw: Record<string, unknown>): ListSearch {
  return parseListParams(raw);
}

/**
 * The filters the address wrote as the list opened but that it could not use (the router then writes the
 * defaults into the address): named in a note until the visitor changes the list.
 */
export function useRejectedFilters(search: ListSearch): ReturnType<typeof rejectedKeys> {
  const searchStr = useRouterState({ select: (s) => searchAsOpened(s.location.href, s.location.searchStr) });
  const [opened] = useState(() => ({ rejected: rejectedKeys(rawSearchValues(searchStr), search), search }));
  return JSON.stringify(opened.search) === JSON.stringify(search) ? opened.rejected : [];
}
