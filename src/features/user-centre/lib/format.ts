// Display rules shared by the user-centre screens.
import type { MessageKey } from '../../../shared/i18n/catalogue';
import type { ApplyRow } from '../api/centre-api';

/** Applications still waiting on the authorities: the ones that may be urged. */
export function isUrgeable(status: ApplyRow['status']): boolean {
  return status === 'submitted' || status === 'accepted' || status === 'reviewing';
}

/** The server's project statuses (Chinese words): each one's colour and its words in the reader's language. */
const PROJECT_STATUSES: Record<string, { color: string; label: MessageKey }> = {
  在建: { color: 'blue', label: 'centre.project.status.building' },
  已竣工: { color: 'green', label: 'centre.project.status.completed' },
  筹建中: { color: 'orange', label: 'centre.project.status.preparing' },
  已提交: { color: 'gray', label: 'centre.project.status.submitted' },
};

export function projectStatusColor(status: string): string {
  return PROJECT_STATUSES[status]?.color ?? 'gray';
}

/** The message key of a known project status; undefined for one the server added since (shown as sent). */
export function projectStatusLabel(status: string): MessageKey | undefined {
  return PROJECT_STATUSES[status]?.label;
}

/** "2026-03-04 10:22:01" → "2026-03-04": urges are limited per calendar day. */
export function dayOf(dateTime: string): string {
  return dateTime.slice(0, 10);
}

export function todayInChina(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);
}

export const PREFERENCE_LABELS: Record<string, MessageKey> = {
  sms: 'centre.person.prefSms',
  site: 'centre.person.prefSite',
  phone: 'centre.person.prefPhone',
};
