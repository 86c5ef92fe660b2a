import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api/api-error';
import { CheckedQueryCache } from '../shared/offline/restored-data';

export const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // data restored from the device passes its query's schema before a screen reads it
    queryCache: new CheckedQueryCache(),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: SEVEN_DAYS_MS,
        networkMode: 'offlineFirst',
        refetchOnWindowFocus: false,
        // the primary client already retries network failures within one timeout; server answers are final
        retry: (count, error) => !(error instanceof ApiError) && count < 1,
        // a read that has just failed (a route loader's) is not asked again as its screen mounts: the screen
        // shows its error with a retry instead of starting a second round of waiting
        retryOnMount: false,
      },
      mutations: { networkMode: 'offlineFirst', retry: false },
    },
  });
}
