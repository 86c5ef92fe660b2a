import { queryOptions } from '@tanstack/react-query';
import { paths } from '../../../shared/api/paths';
import { request } from '../../../shared/api/http';
import { arr, obj, str } from '../../../shared/api/parse';

const parseRegions = arr(obj({ code: str, id: str, name: str }));

export const regionQueries = {
  counties: () =>
    queryOptions({
      queryKey: ['regions', 'counties'],
      queryFn: () => request(paths.countyOrg, {}, parseRegions),
      staleTime: Infinity,
    }),
  streets: (countyId: string) =>
    queryOptions({
      queryKey: ['regions', 'streets', countyId],
      queryFn: () => request(paths.streetOrg(countyId), {}, parseRegions),
      enabled: countyId !== '',
      staleTime: Infinity,
    }),
};

/** Saves the enterprise's region; the street code is what is sent (spec §5). */
export function saveEnterpriseRegion(streetCode: string): Promise<unknown> {
  return request(paths.countyInfo, { method: 'POST', body: { countyCode: streetCode } });
}
