// The payout overview's own figure (the other figures come from the shared statistics query).
import { num, obj, str, withDefault, type Parser } from '../../../shared/api/parse';
import type { RewardCount } from '../../../shared/api/contract';
import { paths } from '../../../shared/api/paths';
import { request } from '../../../shared/api/http';
import { publicQuery } from '../../../shared/api/scoped-query';

export const parseRewardCount: Parser<RewardCount> = obj({
  applyCount: num,
  rewardMoney: num,
  rewardMoneyStr: withDefault(str, ''),
});

export const fetchRewardCount = (signal?: AbortSignal) =>
  request(paths.rewardCount, { signal }, parseRewardCount);

export const overviewQueries = {
  rewardCount: () => publicQuery(['overview', 'reward'], fetchRewardCount, { parse: parseRewardCount }),
};
