// What a policy's state fields mean (docs/product.md#policy-cards-and-detail).
import type { PolicyListItem } from '../../../shared/api/contract';

/** 1 = apply online; anything else is a free (exempt) application. */
export function isApplyType(p: Pick<PolicyListItem, 'declarationType'>): boolean {
  return p.declarationType === 1;
}

export type WindowState = 'open' | 'notStarted' | 'closed';

export function windowState(p: Pick<PolicyListItem, 'applyTimeState'>): WindowState {
  if (p.applyTimeState === 1) return 'open';
  return p.applyTimeState === 2 ? 'notStarted' : 'closed';
}
