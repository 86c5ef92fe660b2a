// The 申报中 label (docs/product.md#policy-cards-and-detail): one rule for cards, detail, apply page and centre.
import type { PolicyListItem } from '../api/contract';

/** 申报中: within the window (applyTimeState 1) and an apply-type policy (declarationType 1). */
export function isDeclaring(p: Pick<PolicyListItem, 'applyTimeState' | 'declarationType'>): boolean {
  return p.applyTimeState === 1 && p.declarationType === 1;
}
