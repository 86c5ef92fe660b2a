// The policy list keeps ALL its state in the URL; every value is validated and a bad one becomes its default.
// The rules are shared with saved searches and the service worker (shared/api/policy-list-params.ts).
import { useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { parseListParams, rejectedKeys, type PolicyListParams } from '../../../shared/api/policy-list-params';

export { PAGE_SIZES, type PageSize } from '../../../shared/api/paging';
export { LIST_DEFAULTS, ORDER_MODELS, parseAudience } from '../../../shared/api/policy-list-params';

export type ListSearch = PolicyListParams;

export function validateListSearch(raw: Record<string, unknown>): ListSearch {
  return parseListParams(raw);
}

/** The address's values as the router reads them (JSON where it parses, text otherwise). */
function rawValues(searchStr: string): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [key, text] of new URLSearchParams(searchStr)) {
    try {
      raw[key] = JSON.parse(text);
    } catch {
      raw[key] = text;
    }
  }
  return raw;
}

/**
 * The filters the address wrote as the list opened but that it could not use (the router then writes the
 * defaults into the address): named in a note until the visitor changes the list.
 */
export function useRejectedFilters(search: ListSearch): ReturnType<typeof rejectedKeys> {
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const [opened] = useState(() => ({ rejected: rejectedKeys(rawValues(searchStr), search), search }));
  return JSON.stringify(opened.search) === JSON.stringify(search) ? opened.rejected : [];
}
