// zh-CN is the source. The first screens' namespaces ship with the app (FIRST_ZH below); the others
// (LATER_NAMESPACES) load with the screens and dialogs that use them: src/app/later-resources.ts awaits them
// before any other screen shows and asks for them when the page is idle after the first screen. English
// loads only when chosen (catalogue-en.ts for the first screens' namespaces, LATER_EN for the others).
// Each feature adds one namespace file under messages/, both languages in it (roomZh and its English roomEn),
// imported as @words/zh/<room> or @words/en/<room> so a chunk carries one language (scripts/vite-words.ts); a
// namespace no first screen uses belongs in LATER_NAMESPACES. tests/shared/i18n/first-screen-messages.test.ts
// holds the split both ways: it fails when a first screen's code names a key of a later namespace, and when a
// first-screen namespace holds a key no first screen (nor a dialog or panel it opens) names.
import type { Lang } from './types';
import { shellZh } from '@words/zh/shell';
import { sessionZh } from '@words/zh/session';
import { offlineZh } from '@words/zh/offline';
import { pwaZh } from '@words/zh/pwa';
import { policyZh } from '@words/zh/policy';
import { remindersZh } from '@words/zh/reminders';
import { connectionZh } from '@words/zh/connection';
import { a11yZh } from '@words/zh/a11y';
import { applyZh } from '@words/zh/apply';
import { discoveryZh } from '@words/zh/discovery';

/** The strings of the first screens (home, list, detail, the layout and its dialogs): in the first download. */
export const zhCN = {
  ...shellZh,
  ...sessionZh,
  ...offlineZh,
  ...pwaZh,
  ...policyZh,
  ...remindersZh,
  ...connectionZh,
  ...a11yZh,
  ...applyZh,
  ...discoveryZh,
};

type Messages = Record<string, string>;

/** The namespaces no first screen uses, one chunk per language each. */
const LATER_ZH = {
  matching: () => import('@words/zh/matching').then((m) => m.matchingZh),
  consult: () => import('@words/zh/consult').then((m) => m.consultZh),
  centre: () => import('@words/zh/centre').then((m) => m.centreZh),
  content: () => import('@words/zh/content').then((m) => m.contentZh),
  application: () => import('@words/zh/application').then((m) => m.applicationZh),
  savedPolicies: () => import('@words/zh/saved-policies').then((m) => m.savedPoliciesZh),
  transit: () => import('@words/zh/transit').then((m) => m.transitZh),
  free: () => import('@words/zh/free').then((m) => m.freeZh),
  sharedLater: () => import('@words/zh/shared-later').then((m) => m.sharedLaterZh),
};
const LATER_EN: Record<keyof typeof LATER_ZH, () => Promise<Messages>> = {
  matching: () => import('@words/en/matching').then((m) => m.matchingEn),
  consult: () => import('@words/en/consult').then((m) => m.consultEn),
  centre: () => import('@words/en/centre').then((m) => m.centreEn),
  content: () => import('@words/en/content').then((m) => m.contentEn),
  application: () => import('@words/en/application').then((m) => m.applicationEn),
  savedPolicies: () => import('@words/en/saved-policies').then((m) => m.savedPoliciesEn),
  transit: () => import('@words/en/transit').then((m) => m.transitEn),
  free: () => import('@words/en/free').then((m) => m.freeEn),
  sharedLater: () => import('@words/en/shared-later').then((m) => m.sharedLaterEn),
};
/** Per language, how to load each later namespace. */
export const LATER_MESSAGES: Record<Lang, Record<LaterNamespace, () => Promise<Messages>>> = {
  'zh-CN': LATER_ZH,
  en: LATER_EN,
};
export const LATER_NAMESPACES = Object.keys(LATER_ZH) as LaterNamespace[];
export type LaterNamespace = keyof typeof LATER_ZH;

type LaterZh = typeof import('@words/zh/matching').matchingZh &
  typeof import('@words/zh/consult').consultZh &
  typeof import('@words/zh/centre').centreZh &
  typeof import('@words/zh/content').contentZh &
  typeof import('@words/zh/application').applicationZh &
  typeof import('@words/zh/saved-policies').savedPoliciesZh &
  typeof import('@words/zh/transit').transitZh &
  typeof import('@words/zh/free').freeZh &
  typeof import('@words/zh/shared-later').sharedLaterZh;

export type FirstScreenKey = keyof typeof zhCN;
export type MessageKey = FirstScreenKey | keyof LaterZh;
export type Catalogue = { readonly [K in MessageKey]: string };
/** What catalogue-en.ts carries: the first screens' namespaces. */
export type FirstScreenCatalogue = { readonly [K in FirstScreenKey]: string };

/** Per language: the strings loaded so far (the first screens' and every later namespace that arrived). */
const loaded: Record<Lang, Partial<Record<MessageKey, string>>> = { 'zh-CN': { ...zhCN }, en: {} };
/** the languages whose first-screen strings are in `loaded` */
const firstScreensIn = new Set<Lang>(['zh-CN']);
/** the later namespaces in `loaded`, per language */
const namespacesIn: Record<Lang, Set<LaterNamespace>> = { 'zh-CN': new Set(), en: new Set() };
const pending = new Map<string, Promise<void>>();
const arrivalListeners = new Set<() => void>();
let arrivals = 0;

/** A count that grows as later namespaces arrive, for useSyncExternalStore (language.ts's useT). */
export const namespaceArrivals = {
  get: () => arrivals,
  subscribe(listener: () => void) {
    arrivalListeners.add(listener);
    return () => void arrivalListeners.delete(listener);
  },
};

/** Whether every later namespace has arrived in zh-CN (after that, an unknown key is a mistake). */
export function allNamespacesLoaded(): boolean {
  return namespacesIn['zh-CN'].size === LATER_NAMESPACES.length;
}

/** The language's strings loaded so far (undefined before its first-screen strings have arrived). */
export function catalogueFor(lang: Lang): Partial<Record<MessageKey, string>> | undefined {
  return firstScreensIn.has(lang) ? loaded[lang] : undefined;
}

/** Whether a later namespace has arrived in that language. */
export function hasNamespace(lang: Lang, name: LaterNamespace): boolean {
  return namespacesIn[lang].has(name);
}

function once(id: string, load: () => Promise<void>): Promise<void> {
  let promise = pending.get(id);
  if (!promise) {
    // a chunk that could not be fetched (offline without the worker) is asked for again next time
    promise = load().catch((error: unknown) => {
      pending.delete(id);
      throw error;
    });
    pending.set(id, promise);
  }
  return promise;
}

/** The language's first-screen strings and every later namespace already loaded in another language. */
export async function loadCatalogue(lang: Lang): Promise<Partial<Record<MessageKey, string>>> {
  await once(`${lang}:first`, async () => {
    if (firstScreensIn.has(lang)) return;
    const { en } = await import('./catalogue-en');
    Object.assign(loaded.en, en);
    firstScreensIn.add('en');
  });
  const wanted = new Set([...namespacesIn['zh-CN'], ...namespacesIn.en]);
  await loadNamespaces(lang, [...wanted]);
  return loaded[lang];
}

/** Later namespaces in that language (resolves at once for those already there). */
export function loadNamespaces(lang: Lang, names: readonly LaterNamespace[]): Promise<unknown> {
  return Promise.all(
    names.map((name) =>
      once(`${lang}:${name}`, async () => {
        const messages = await LATER_MESSAGES[lang][name]();
        Object.assign(loaded[lang], messages);
        namespacesIn[lang].add(name);
        arrivals += 1;
        arrivalListeners.forEach((listener) => listener());
      }),
    ),
  );
}
