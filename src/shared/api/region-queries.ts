// Counties, streets and the enterprise's region: one owner for the region dialog and the region page.
import { useMutation } from '@tanstack/react-query';
import { request } from './http';
import { countySavedSchema } from './schemas/account';
import type { CountyChoice } from './schemas/centre-bodies';
import { orgRegionSchema, orgRegionsSchema } from './schemas/regions';
import { paths } from './paths';
import { publicQuery } from './scoped-query';

const REGION_STALE_MS = 24 * 60 * 60 * 1000;
/** Several clicks on save within this time make one call. */
export const REGION_SUBMIT_DEBOUNCE_MS = 500;

export const fetchCounties = (signal?: AbortSignal) => request(paths.countyOrg, { signal }, orgRegionsSchema);
export const fetchStreets = (countyId: string, signal?: AbortSignal) =>
  request(paths.streetOrg(countyId), { signal }, orgRegionsSchema);
export const fetchDistrict = (code: string, signal?: AbortSignal) =>
  request(paths.districtCode(code), { signal }, orgRegionSchema);

/** The street code is what the server stores as the enterprise's countyCode. */
export const saveRegion = (streetCode: string) => {
  const body: CountyChoice = { countyCode: streetCode };
  return request(paths.countyInfo, { method: 'POST', body }, countySavedSchema);
};

/** Public data: the same for every visitor. */
export const regionQueries = {
  all: () => ['regions'] as const,
  counties: () =>
    publicQuery([...regionQueries.all(), 'counties'], fetchCounties, {
      parse: orgRegionsSchema,
      staleTime: REGION_STALE_MS,
    }),
  streets: (countyId: string) =>
    publicQuery([...regionQueries.all(), 'streets', countyId], (signal) => fetchStreets(countyId, signal), {
      parse: orgRegionsSchema,
      staleTime: REGION_STALE_MS,
      enabled: countyId !== '',
    }),
  district: (code: string) =>
    publicQuery([...regionQueries.all(), 'district', code], (signal) => fetchDistrict(code, signal), {
      parse: orgRegionSchema,
      staleTime: REGION_STALE_MS,
      enabled: code !== '',
    }),
};

/** The one save call; the caller adds what follows (refresh the user info, show the result). */
export function useSaveRegion(onSaved: (streetCode: string) => unknown) {
  return useMutation({ mutationFn: saveRegion, onSuccess: (answer) => onSaved(answer.countyCode) });
}
