import { useEffect, useRef, useState } from 'react';
import type { Audience, PolicySuggestion } from '../../../shared/api/contract';
import { fetchSuggestions } from '../api/policy-api';
import {
  createSuggestionController,
  type SuggestionController,
  type SuggestionState,
} from '../lib/suggestion-controller';

const EMPTY: SuggestionState<PolicySuggestion> = { keyword: '', items: [], loading: false };

/** Suggestions for what the user types; `suggest` is called on every change, the controller debounces. */
export function useSuggestions(audience: Audience) {
  const [state, setState] = useState(EMPTY);
  const controller = useRef<SuggestionController | null>(null);

  useEffect(() => {
    const c = createSuggestionController<PolicySuggestion>(
      (keyword, signal) => fetchSuggestions(keyword, audience, signal),
      setState,
    );
    controller.current = c;
    return () => {
      c.dispose();
      controller.current = null;
    };
  }, [audience]);

  return {
    ...state,
    suggest: (keyword: string) => controller.current?.input(keyword),
    clear: () => {
      controller.current?.input('');
    },
  };
}
