// Display rules shared by the user-centre screens.
import type { MessageKey } from '../../../shared/i18n/catalogue';
import type { ApplyRow } from '../api/centre-api';

/** Applications still waiting on the authorities: the ones that may be urged. */
export function isUrgeable(status: ApplyRow['status']): boolean {
  return status === 'submitted' || status === 'accepted' || status === 'reviewing';
}

const PROJECT_STATUS_COLORS: Record<string, string> = {
  在建: 'blue',
  已竣工: 'green',
  筹建中: 'orange',
  已提交: 'gray',
};

export function projectStatusColor(status: string): string {
  return PROJECT_STATUS_COLORS[status] ?? 'gray';
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
