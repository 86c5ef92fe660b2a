// The device's 长辈模式 and accessibility choices for React: the store itself is settings-store.ts.
import { useDeviceStore } from '../storage/use-device-store';
import { a11yStore, type A11ySettings } from './settings-store';

export * from './settings-store';

export function useA11ySettings(): A11ySettings {
  return useDeviceStore(a11yStore);
}

/** 长辈模式: no ads, no carousel, no promotional pop-ups, a simpler home. */
export function useElderMode(): boolean {
  return useA11ySettings().elder;
}
