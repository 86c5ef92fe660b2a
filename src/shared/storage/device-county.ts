// The device's county and the address's county code, without React: the page's first module reads them
// to ask for the first screen's data (src/app/first-screen-calls.ts), the screens through county-scope.ts.
import { city, countyByCode } from '../config/city';
import { searchText } from '../routing/search-params';
import { createPersistentStore } from './persistent-store';

/** The selected county; a code that is not a theme-changing county falls back to the default. */
export const countyStore = createPersistentStore<string>('portal.county', (raw) => {
  const county = countyByCode(raw);
  return county && !county.externalUrl ? county.code : city.defaultCounty;
});

/** The device's scope: its county unless it is the default (市本级 = the whole portal). */
export function deviceScope(county: string = countyStore.get()): string | undefined {
  return county === city.defaultCounty ? undefined : county;
}

/** A county of the 14 from an address value (the router may hand a number); anything else is undefined. */
export function parseCountyCode(value: unknown): string | undefined {
  const code = searchText(value).replace(/"/g, '').trim();
  return countyByCode(code) ? code : undefined;
}
