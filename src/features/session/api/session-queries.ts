import { publicQuery } from '../../../shared/api/scoped-query';
import { fetchSystemInfo, parseSystemInfo } from './session-api';

export const sessionQueries = {
  systemInfo: () =>
    publicQuery(['systemInfo'], fetchSystemInfo, { parse: parseSystemInfo, staleTime: 60 * 60 * 1000 }),
};
