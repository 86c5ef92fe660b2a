// The element of the phone's header that holds the floating tools' one button: the header renders it
// (site-header.tsx), the tools (floating-tools.tsx) render into it once it is there.
import { useSyncExternalStore } from 'react';

let slot: HTMLElement | null = null;
const listeners = new Set<() => void>();

/** The header's ref callback for the slot. */
export function phoneToolsSlotRef(element: HTMLElement | null): void {
  slot = element;
  listeners.forEach((l) => l());
}

export function usePhoneToolsSlot(): HTMLElement | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => slot,
    () => null,
  );
}
