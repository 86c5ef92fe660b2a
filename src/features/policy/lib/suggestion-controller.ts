// Debounced, race-safe suggestions: one request per typing pause, and an answer for an older
// keyword never replaces the answer for a newer one (spec §9: 300 ms debounce).
export const SUGGEST_DEBOUNCE_MS = 300;

export type SuggestFetcher<T> = (keyword: string, signal: AbortSignal) => Promise<T[]>;

export interface SuggestionState<T> {
  keyword: string;
  items: T[];
  loading: boolean;
}

export interface SuggestionController {
  /** the input changed */
  input(keyword: string): void;
  /** stop timers and in-flight requests (unmount) */
  dispose(): void;
}

export function createSuggestionController<T>(
  fetcher: SuggestFetcher<T>,
  onChange: (state: SuggestionState<T>) => void,
  debounceMs: number = SUGGEST_DEBOUNCE_MS,
): SuggestionController {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let latest = 0;
  let inFlight: AbortController | null = null;
  // kept on screen while the next answer loads, so the list does not flicker
  let shown: T[] = [];
  const emit = (state: SuggestionState<T>) => {
    shown = state.items;
    onChange(state);
  };

  const cancelTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const run = async (keyword: string, ticket: number) => {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    emit({ keyword, items: shown, loading: true });
    try {
      const items = await fetcher(keyword, controller.signal);
      if (ticket === latest) emit({ keyword, items, loading: false });
    } catch {
      // suggestions are a convenience: a failure just shows none
      if (ticket === latest) emit({ keyword, items: [], loading: false });
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  };

  return {
    input(raw) {
      const keyword = raw.trim();
      latest += 1;
      const ticket = latest;
      cancelTimer();
      if (keyword === '') {
        inFlight?.abort();
        emit({ keyword, items: [], loading: false });
        return;
      }
      timer = setTimeout(() => {
        timer = null;
        void run(keyword, ticket);
      }, debounceMs);
    },
    dispose() {
      latest += 1;
      cancelTimer();
      inFlight?.abort();
    },
  };
}
