// Matching constants (docs/product.md#matching).
import type { MatchingModel, OrderModel } from '../../../shared/api/contract';
import type { MessageKey } from '../../../shared/i18n/catalogue';

/** Tab index 0/1/2 ↔ matchingModel 1/2/3. */
export const MATCH_TABS: readonly { model: MatchingModel; label: MessageKey }[] = [
  { model: 1, label: 'match.precise' },
  { model: 2, label: 'match.possible' },
  { model: 3, label: 'match.notMatched' },
];

export function modelForTab(index: number): MatchingModel {
  return MATCH_TABS[index]?.model ?? 1;
}

export function tabForModel(model: MatchingModel): number {
  return Math.max(
    0,
    MATCH_TABS.findIndex((t) => t.model === model),
  );
}

export const ORDER_OPTIONS: readonly { value: OrderModel; label: MessageKey }[] = [
  { value: 1, label: 'match.sortLatest' },
  { value: 2, label: 'match.sortHot' },
  { value: 3, label: 'match.sortVisits' },
];

/** Wait after a submit before switching to the precise tab and reloading. */
export const REFRESH_DELAY_MS = 3000;

export interface MatchCounts {
  accurate: number;
  probably: number;
  mismatching: number;
}

export function countForModel(counts: MatchCounts, model: MatchingModel): number {
  return model === 1 ? counts.accurate : model === 2 ? counts.probably : counts.mismatching;
}
