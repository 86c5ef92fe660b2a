// The payout and visit figures of the home cards and the overview page.
import * as v from 'valibot';
import { number, object, text, withDefault } from '../schema';

/** Amounts in 10 thousand yuan; visits as counts. */
export const statisticsSchema = object({
  freeAmount: withDefault(number, 0),
  applyAmount: withDefault(number, 0),
  total: withDefault(number, 0),
  policyCount: withDefault(number, 0),
  homePageCount: withDefault(number, 0),
});
export type Statistics = v.InferOutput<typeof statisticsSchema>;

export const accessCountSchema = object({ homePageCount: withDefault(number, 0) });

export const rewardCountSchema = object({
  applyCount: number,
  rewardMoney: number,
  rewardMoneyStr: withDefault(text, ''),
});
export type RewardCount = v.InferOutput<typeof rewardCountSchema>;
