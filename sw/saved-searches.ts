// Saved searches: as the portal opens (the page's message), on activation and on Periodic Background Sync,
// the worker checks each saved search for policies published since the last look and, with notification
// permission, shows one notice per search with new ones; a click opens that search's list.
import { savedSearchesZh } from '../src/shared/i18n/messages/saved-searches';
import { savedSearchesEn } from '../src/shared/i18n/messages/en/saved-searches';
import { clientForHost, hostForPath, readEnvelope } from '../src/shared/api/contract';
import { parseWith } from '../src/shared/api/schema';
import { policyPageSchema } from '../src/shared/api/schemas/policy';
import { policyListCall } from '../src/shared/api/policy-list-call';
import type { PolicyListParams } from '../src/shared/api/policy-list-params';
import { apiUrl } from '../src/shared/api/api-url';
import { reminderState } from '../src/shared/offline/reminder-store';
import { savedSearches } from '../src/shared/offline/saved-searches';
import {
  checkSavedSearches,
  listAddress,
  type CheckedSearch,
} from '../src/shared/offline/saved-search-check';
import { CHECK_SAVED_SEARCHES_MESSAGE, SAVED_SEARCH_SYNC_TAG } from '../src/shared/offline/reminder-messages';
import { fillTemplate as fill } from '../src/shared/i18n/fill';

declare const self: ServiceWorkerGlobalScope;

interface PeriodicSyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** A public list page, as the page's client asks for it (no login: saved searches are public data). */
async function fetchPage(params: PolicyListParams) {
  const call = policyListCall(params);
  const host = hostForPath(call.path);
  const init: RequestInit = { headers: { Accept: 'application/json' }, credentials: 'include' };
  if (call.method === 'POST') {
    Object.assign(init, { method: 'POST', body: JSON.stringify(call.body) });
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }
  const url = apiUrl(call.path, call.method === 'GET' ? call.query : undefined);
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const reading = readEnvelope(clientForHost(host), await response.json());
  if (!reading.ok) throw new Error(reading.msg);
  return parseWith(policyPageSchema, reading.data, 'savedSearch');
}

async function notify({ search, unnotified }: CheckedSearch, lang: 'zh-CN' | 'en'): Promise<void> {
  const words = lang === 'en' ? savedSearchesEn : savedSearchesZh;
  await self.registration.showNotification(fill(words.notifyTitle, { name: search.name }), {
    body: fill(words.notifyBody, { n: search.newIds.length }),
    tag: `saved-search-${search.id}`,
    icon: '/icons/icon-192.png',
    lang,
    data: { url: listAddress(search.filters) },
  });
  await savedSearches.markNotified(search.id, unnotified);
}

/** Checks every saved search; returns how many notices were shown. */
export async function checkSearches(): Promise<number> {
  const { checked } = await checkSavedSearches(fetchPage);
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return 0;
  const lang = await reminderState.lang();
  const due = checked.filter((c) => c.unnotified.length > 0);
  for (const c of due) await notify(c, lang);
  return due.length;
}

export function setupSavedSearchChecks(): void {
  const check = (event: ExtendableEvent) => event.waitUntil(checkSearches().catch(() => 0));
  self.addEventListener('activate', check);
  self.addEventListener('periodicsync', (event) => {
    if ((event as PeriodicSyncEvent).tag === SAVED_SEARCH_SYNC_TAG) check(event as ExtendableEvent);
  });
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === CHECK_SAVED_SEARCHES_MESSAGE) check(event);
  });
}
