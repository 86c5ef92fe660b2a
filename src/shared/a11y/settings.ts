// The device's 长辈模式 and accessibility choices for React: the store itself is settings-store.ts.
import { useSyncExternalStore } from 'react';
import { a11yStore, type A11ySettings } from './settings-store';

export * from './settings-store';

export function useA11ySettings(): A11ySettings {
  return useSyncExternalStore(a11yStore.subscribe, a11yStore.get, a11yStore.get);
}

/** 长辈模式: no ads, no carousel, no promotional pop-ups, a simpler home. */
export function useElderMode(): boolean {
  return useA11ySettings().elder;
}
