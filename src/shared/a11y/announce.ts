// One polite live region for the toolbar's announcements (rendered once by A11yServices).
import { useSyncExternalStore } from 'react';

let message = '';
const listeners = new Set<() => void>();

export function announce(text: string): void {
  // the same words twice in a row are still read: clear, then set on the next frame
  message = '';
  listeners.forEach((l) => l());
  setTimeout(() => {
    message = text;
    listeners.forEach((l) => l());
  }, 50);
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useAnnouncement(): string {
  return useSyncExternalStore(
    subscribe,
    () => message,
    () => '',
  );
}
