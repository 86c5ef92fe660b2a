// When the content on screen was fetched: the oldest `dataUpdatedAt` among the queries being shown.
import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isPublicQuery } from '../../shared/offline/query-scope';

export function useOldestShownDataTime(): number | null {
  const cache = useQueryClient().getQueryCache();
  return useSyncExternalStore(
    (listener) => cache.subscribe(listener),
    () => {
      let oldest: number | null = null;
      for (const query of cache.getAll()) {
        const { dataUpdatedAt, status } = query.state;
        if (status !== 'success' || dataUpdatedAt === 0 || query.getObserversCount() === 0) continue;
        if (!isPublicQuery(query)) continue;
        if (oldest === null || dataUpdatedAt < oldest) oldest = dataUpdatedAt;
      }
      return oldest;
    },
    () => null,
  );
}
