import { queryOptions } from '@tanstack/react-query';
import { publicScope } from '../../../shared/offline/query-scope';
import { fetchSystemInfo } from './session-api';

export const sessionQueries = {
  systemInfo: () =>
    queryOptions({
      ...publicScope,
      queryKey: ['systemInfo'],
      queryFn: fetchSystemInfo,
      staleTime: 60 * 60 * 1000,
    }),
};
