import type { LoginType } from '../../../shared/api/contract';
import { publicQuery, userQuery } from '../../../shared/api/scoped-query';
import { userKey } from '../../../shared/auth/account-scope';
import { systemInfoSchema } from '../../../shared/api/schemas/account';
import { fetchSystemInfo, refreshUserInfo } from './session-api';

export const sessionQueries = {
  systemInfo: () =>
    publicQuery(['systemInfo'], fetchSystemInfo, { parse: systemInfoSchema, staleTime: 60 * 60 * 1000 }),
  /** the user info of a tab that has none yet (a new tab): fetched and stored in the session */
  userInfo: (kind: LoginType) =>
    userQuery([...userKey('session'), 'userInfo', kind], () => refreshUserInfo(kind), {
      retry: false,
      gcTime: 0,
    }),
};
