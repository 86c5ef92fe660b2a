import type { Translation } from '../../types';
import type { savedPolicyChangesZh } from '../saved-policy-changes';
export const savedPolicyChangesEn: Translation<typeof savedPolicyChangesZh> = {
  deadline: 'Application deadline moved from {from} to {to}',
  closed: 'Applications closed early: the deadline moved from {from} to {to}',
  amount: 'Amount changed from {from} to {to}',
  conditions: 'Eligibility conditions changed',
  withdrawn: 'Withdrawn by its department: applications are no longer accepted',
  joiner: '; ',
  heading: 'This policy has changed',
  changedAt: 'Changed on {time}',
  conditionsNow: 'Conditions now: ',
  refreshed: 'The copy on this device now shows the changed policy.',
  acknowledge: 'Got it',
  acknowledgeLabel: 'Got it: changes to {name}',
  withdrawnBadge: 'Withdrawn',
  notifyTitle: 'A saved policy has changed: {name}',
};
