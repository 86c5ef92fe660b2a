// The county scope of home and the policy list: one state kept in the address (countyCode) and remembered on
// the device (the header's county, portal.county). The address wins when it names a county; an address
// without one takes the device's; clearing the scope clears both (docs/product.md#counties-and-themes).
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { city, countyByCode } from '../config/city';
import { useCounty } from './county';
import { countyStore, deviceScope, parseCountyCode } from './device-county';

export { deviceScope, parseCountyCode };

/** An address value that is there but names no county of the city: the page says it showed a default. */
export function isBadCountyCode(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && parseCountyCode(value) === undefined;
}

/** Sets the device's county to the scope (or back to the default); a county with its own site is not kept. */
export function rememberScope(code: string | undefined): void {
  if (code === undefined) countyStore.set(city.defaultCounty);
  else if (!countyByCode(code)?.externalUrl) countyStore.set(code);
}

/**
 * Keeps address and device in step while a scoped screen is open. `county` is the screen's validated scope,
 * `raw` what the address wrote. An address county is remembered; a scope the address does not show (none
 * written, or a bad code) is written into it (replace); a new device county (header, login) moves it.
 */
export function useScopeSync(
  county: string | undefined,
  raw: string | null,
  setAddressCounty: (code?: string) => void,
  /** false while the address already shows another screen */
  current = true,
): void {
  const device = deviceScope(useCounty());
  const lastDevice = useRef(device);
  const written = parseCountyCode(raw) !== undefined;
  const moveAddress = useEffectEvent((code?: string) => setAddressCounty(code));
  useEffect(() => {
    if (!current) return;
    if (device !== lastDevice.current) {
      lastDevice.current = device;
      if (device !== county || !written) moveAddress(device);
      return;
    }
    if (!written) {
      if (county !== undefined || raw !== null) moveAddress(county);
      return;
    }
    if (county !== undefined && county !== device && !countyByCode(county)?.externalUrl) {
      lastDevice.current = deviceScope(county);
      rememberScope(county);
    }
  }, [device, county, written, raw, current]);
}

/** Whether the address held a county code the city does not know when the screen opened. */
export function useBadCountyNote(raw: unknown): boolean {
  const [bad] = useState(() => isBadCountyCode(raw));
  return bad;
}
