import { queryOptions } from '@tanstack/react-query';
import { fetchSystemInfo } from './session-api';

export const sessionQueries = {
  systemInfo: () =>
    queryOptions({ queryKey: ['systemInfo'], queryFn: fetchSystemInfo, staleTime: 60 * 60 * 1000 }),
};
