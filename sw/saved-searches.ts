// Saved searches and saved policies, in one check: as the portal opens (the page's message), on activation and
// on Periodic Background Sync, the worker checks each saved search for policies published since the last look
// and each saved policy for changes since its copy (the copy is refreshed); with notification permission it
// shows one notice per search with new policies and one per changed policy; a click opens that search's list
// or the saved policy.
import { savedSearchesZh } from '@words/zh/saved-searches';
import { savedSearchesEn } from '@words/en/saved-searches';
import { readAnswer } from '../src/shared/api/read-answer';
import { wireRequest } from '../src/shared/api/wire';
import { policyDetailSchema, policyPageSchema } from '../src/shared/api/schemas/policy';
import { policyChangesSchema } from '../src/shared/api/schemas/policy-changes';
import { paths } from '../src/shared/api/paths';
import type { Schema } from '../src/shared/api/schema';
import { savedPolicyChangesZh } from '@words/zh/saved-policy-changes';
import { savedPolicyChangesEn } from '@words/en/saved-policy-changes';
import { changesText } from '../src/shared/offline/policy-change-words';
import { savedPolicyChanges, newestRevision } from '../src/shared/offline/saved-policy-changes';
import {
  checkSavedPolicies,
  savedPolicyAddress,
  type ChangedPolicy,
  type PolicyChangeFetchers,
} from '../src/shared/offline/saved-policy-check';
import { policyListCall } from '../src/shared/api/policy-list-call';
import type { PolicyListParams } from '../src/shared/api/policy-list-params';
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
  const { url, init } = wireRequest(
    call.method === 'POST'
      ? { method: 'POST', path: call.path, body: call.body }
      : { method: 'GET', path: call.path, query: call.query },
  );
  return readAnswer(call.path, await fetch(url, init), policyPageSchema, 'savedSearch');
}

/** A public GET answer read through its schema, as the page's client reads it. */
async function getPublic<T>(
  path: string,
  query: Record<string, string> | undefined,
  schema: Schema<T>,
  at: string,
) {
  const { url, init } = wireRequest({ method: 'GET', path, query });
  return readAnswer(path, await fetch(url, init), schema, at);
}

const policyFetchers: PolicyChangeFetchers = {
  changes: (ids, after) =>
    getPublic(
      paths.policyChanges,
      { ids: ids.join(','), after: String(after) },
      policyChangesSchema,
      'changes',
    ),
  detail: (id) => getPublic(paths.policyDetail(id), undefined, policyDetailSchema, 'savedPolicy'),
};

/** One notice per changed policy (a later change replaces it: the same tag), saying every change not seen. */
async function notifyChanged({ policy, changes }: ChangedPolicy, lang: 'zh-CN' | 'en'): Promise<void> {
  const words = lang === 'en' ? savedPolicyChangesEn : savedPolicyChangesZh;
  await self.registration.showNotification(fill(words.notifyTitle, { name: policy.detail.policyName }), {
    body: changesText(changes.revisions, words, lang),
    tag: `saved-policy-${policy.id}`,
    icon: '/icons/icon-192.png',
    lang,
    data: { url: savedPolicyAddress(policy.id) },
  });
  await savedPolicyChanges.markNotified(policy.id, newestRevision(changes));
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

/** Checks every saved search and saved policy; returns how many notices were shown. */
export async function checkSaved(): Promise<number> {
  const [searches, policies] = await Promise.all([
    checkSavedSearches(fetchPage),
    checkSavedPolicies(policyFetchers).catch(() => ({ changed: [] as ChangedPolicy[], failed: 0 })),
  ]);
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return 0;
  const lang = await reminderState.lang();
  const due = searches.checked.filter((c) => c.unnotified.length > 0);
  for (const c of due) await notify(c, lang);
  const changed = policies.changed.filter((c) => c.unnotified);
  for (const c of changed) await notifyChanged(c, lang);
  return due.length + changed.length;
}

/**
 * One cycle at a time: a request during a cycle runs one more after it (what changed meanwhile is found), and
 * any further requests join that one; two cycles never tell the same change side by side.
 */
let running: Promise<number> | null = null;
let queued: Promise<number> | null = null;
function checkOnce(): Promise<number> {
  if (!running) {
    running = checkSaved().finally(() => {
      running = null;
    });
    return running;
  }
  queued ??= running
    .catch(() => 0)
    .then(() => {
      queued = null;
      return checkOnce();
    });
  return queued;
}

export function setupSavedSearchChecks(): void {
  const check = (event: ExtendableEvent) => event.waitUntil(checkOnce().catch(() => 0));
  self.addEventListener('activate', check);
  self.addEventListener('periodicsync', (event) => {
    if ((event as PeriodicSyncEvent).tag === SAVED_SEARCH_SYNC_TAG) check(event as ExtendableEvent);
  });
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === CHECK_SAVED_SEARCHES_MESSAGE) check(event);
  });
}
