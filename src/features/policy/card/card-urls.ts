// Where a policy card's button leads (docs/product.md#policy-cards-and-detail). Both open in a new tab, so
// they are full hash hrefs.
import type { PolicyListItem } from '../../../shared/api/contract';

type CardPolicy = Pick<
  PolicyListItem,
  'id' | 'declareTime' | 'remainingDays' | 'freeApplyNameId' | 'declarationType'
>;

function hashHref(path: string, params: Record<string, string>): string {
  return `#${path}?${new URLSearchParams(params).toString()}`;
}

/** The declaration window as the card shows it; with no window, the days left. */
export function inTimeOf(policy: Pick<PolicyListItem, 'declareTime' | 'remainingDays'>): string {
  const time = policy.declareTime.trim();
  return time !== '' ? time : String(Math.max(0, policy.remainingDays));
}

export function applyHref(policy: Pick<PolicyListItem, 'id'>): string {
  return hashHref('/policyDetail', { id: policy.id, isApply: 'true', applySubject: '2' });
}

export function freeTrialHref(policy: CardPolicy): string {
  return hashHref('/freeTrial', {
    id: policy.id,
    inTime: inTimeOf(policy),
    msId: policy.freeApplyNameId,
    isApply: 'false',
    ms: 'true',
  });
}

export function cardHref(policy: CardPolicy): string {
  return policy.declarationType === 1 ? applyHref(policy) : freeTrialHref(policy);
}
