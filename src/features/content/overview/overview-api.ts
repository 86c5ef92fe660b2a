// The payout overview's own figure (the other figures come from the shared statistics query).
import { rewardCountSchema } from '../../../shared/api/schemas/statistics';
import { paths } from '../../../shared/api/paths';
import { request } from '../../../shared/api/http';
import { publicQuery } from '../../../shared/api/scoped-query';

export const fetchRewardCount = (signal?: AbortSignal) =>
  request(paths.rewardCount, { signal }, rewardCountSchema);

export const overviewQueries = {
  rewardCount: () => publicQuery(['overview', 'reward'], fetchRewardCount, { parse: rewardCountSchema }),
};
