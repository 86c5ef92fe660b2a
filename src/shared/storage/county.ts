import { useSyncExternalStore } from 'react';
import { city } from '../config/city';
import { countyStore } from './device-county';

export { countyStore };

export function useCounty(): string {
  return useSyncExternalStore(countyStore.subscribe, countyStore.get, () => city.defaultCounty);
}
