// Suggestions for what the person types: one request per typing pause (300 ms), each keyword its own
// query, so an answer for an older keyword can never replace the one for the newer keyword.
import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Audience } from '../../../shared/api/contract';
import { policyQueries } from '../api/policy-queries';

export const SUGGEST_DEBOUNCE_MS = 300;

export function useSuggestions(audience: Audience) {
  const [typed, setTyped] = useState('');
  const [keyword] = useDebouncedValue(typed.trim(), SUGGEST_DEBOUNCE_MS);
  // blank text asks nothing and hides the list at once, without waiting for the pause
  const active = typed.trim() !== '' && keyword !== '';
  const query = useQuery({
    ...policyQueries.suggestions(keyword, audience),
    enabled: active,
    // the previous list stays while the next one loads, so it does not flicker
    placeholderData: keepPreviousData,
  });

  return {
    keyword: active ? keyword : '',
    items: active && !query.isError ? (query.data ?? []) : [],
    loading: active && query.isFetching,
    /** called on every change of the input; the request waits for the pause */
    suggest: setTyped,
    clear: () => setTyped(''),
  };
}
