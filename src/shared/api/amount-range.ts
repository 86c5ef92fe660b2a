// Reward bands of the list's amount filter, shared by the app and the demo server (yuan, upper bound inclusive).
import type { AmountRange } from './contract';

export const AMOUNT_RANGES: readonly AmountRange[] = [1, 2, 3, 4];

const BOUNDS: Record<AmountRange, [number, number]> = {
  1: [0, 10_000],
  2: [10_000, 100_000],
  3: [100_000, 500_000],
  4: [500_000, Number.POSITIVE_INFINITY],
};

export function inAmountRange(money: number, range: AmountRange): boolean {
  const [low, high] = BOUNDS[range];
  return range === 1 ? money <= high : money > low && money <= high;
}
