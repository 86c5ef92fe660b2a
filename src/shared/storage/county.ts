import { countyStore } from './device-county';
import { useDeviceStore } from './use-device-store';

export { countyStore };

export function useCounty(): string {
  return useDeviceStore(countyStore);
}
