import { useSyncExternalStore } from 'react';
import { city, countyByCode } from '../config/city';
import { createPersistentStore } from './persistent-store';

/** The selected county; a code that is not a theme-changing county falls back to the default. */
export const countyStore = createPersistentStore<string>('portal.county', (raw) => {
  const county = countyByCode(raw);
  return county && !county.externalUrl ? county.code : city.defaultCounty;
});

export function useCounty(): string {
  return useSyncExternalStore(countyStore.subscribe, countyStore.get, () => city.defaultCounty);
}
