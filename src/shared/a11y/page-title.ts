// The name a screen gives itself in the document title: the page on show declares it (its heading, a
// policy's name) while it is mounted; a screen that declares none is named by its manifest row.
import { useEffect, useSyncExternalStore } from 'react';

interface Declared {
  name: string;
}

let declared: Declared | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The page on show names itself (`name` in the current language or the record's own words); '' names nothing. */
export function usePageTitle(name: string): void {
  useEffect(() => {
    if (name === '') return;
    const mine: Declared = { name };
    declared = mine;
    notify();
    return () => {
      // a page that took over in the same commit keeps its name
      if (declared !== mine) return;
      declared = null;
      notify();
    };
  }, [name]);
}

/** The name the page on show declared, if any. */
export function useDeclaredPageTitle(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => declared?.name ?? null,
    () => null,
  );
}
