// One applicant's application, as the applicant sees it.
import { arr, num, obj, oneOf, str, withDefault, type Parser } from '../../../shared/api/parse';
import { APPLY_STATUSES, type ApplyDetail, type ApplyRecord } from '../../../shared/api/contract';
import { paths } from '../../../shared/api/paths';
import { request } from '../../../shared/api/http';
import { userQuery } from '../../../shared/api/scoped-query';
import { userKey } from '../../../shared/auth/account-scope';

const applyStatus = oneOf<ApplyRecord['status']>(...APPLY_STATUSES);

export const parseApplyDetail: Parser<ApplyDetail> = obj({
  id: str,
  policyId: str,
  policyName: str,
  applyTime: str,
  status: applyStatus,
  rewardMoney: withDefault(num, 0),
  applicantName: withDefault(str, ''),
  materials: withDefault(arr(str), []),
  progress: withDefault(arr(obj({ time: str, node: str, remark: withDefault(str, '') })), []),
});

export const fetchApplyDetail = (id: string, signal?: AbortSignal) =>
  request(paths.myApplyDetail(id), { signal }, parseApplyDetail);

export const applyQueries = {
  // the key carries the account like every user-scoped key
  detail: (id: string) => userQuery([...userKey('apply'), 'detail', id], (signal) => fetchApplyDetail(id, signal)),
};
