// zh-CN is the source. The first screens' namespaces ship with the app (FIRST_ZH below); the others
// (LATER_NAMESPACES) load with the screens and dialogs that use them: src/app/later-resources.ts awaits them
// before any other screen shows and asks for them when the page is idle after the first screen. English
// loads only when chosen (catalogue-en.ts for the first screens' namespaces, messages/en/ for the others).
// Each feature adds one namespace file under messages/ (and its English twin under messages/en/); a
// namespace no first screen uses belongs in LATER_NAMESPACES. tests/shared/i18n/first-screen-messages.test.ts
// holds the split both ways: it fails when a first screen's code names a key of a later namespace, and when a
// first-screen namespace holds a key no first screen (nor a dialog or panel it opens) names.
import type { Lang } from './types';
import { shellZh } from './messages/shell';
import { sessionZh } from './messages/session';
import { offlineZh } from './messages/offline';
import { pwaZh } from './messages/pwa';
import { policyZh } from './messages/policy';
import { remindersZh } from './messages/reminders';
import { connectionZh } from './messages/connection';
import { a11yZh } from './messages/a11y';
import { applyZh } from './messages/apply';
import { discoveryZh } from './messages/discovery';

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
  matching: () => import('./messages/matching').then((m) => m.matchingZh),
  consult: () => import('./messages/consult').then((m) => m.consultZh),
  centre: () => import('./messages/centre').then((m) => m.centreZh),
  content: () => import('./messages/content').then((m) => m.contentZh),
  application: () => import('./messages/application').then((m) => m.applicationZh),
  savedPolicies: () => import('./messages/saved-policies').then((m) => m.savedPoliciesZh),
  transit: () => import('./messages/transit').then((m) => m.transitZh),
  free: () => import('./messages/free').then((m) => m.freeZh),
  sharedLater: () => import('./messages/shared-later').then((m) => m.sharedLaterZh),
};
const LATER_EN: Record<keyof typeof LATER_ZH, () => Promise<Messages>> = {
  matching: () => import('./messages/en/matching').then((m) => m.matchingEn),
  consult: () => import('./messages/en/consult').then((m) => m.consultEn),
  centre: () => import('./messages/en/centre').then((m) => m.centreEn),
  content: () => import('./messages/en/content').then((m) => m.contentEn),
  application: () => import('./messages/en/application').then((m) => m.applicationEn),
  savedPolicies: () => import('./messages/en/saved-policies').then((m) => m.savedPoliciesEn),
  transit: () => import('./messages/en/transit').then((m) => m.transitEn),
  free: () => import('./messages/en/free').then((m) => m.freeEn),
  sharedLater: () => import('./messages/en/shared-later').then((m) => m.sharedLaterEn),
};
/** Per language, how to load each later namespace. */
export const LATER_MESSAGES: Record<Lang, Record<LaterNamespace, () => Promise<Messages>>> = {
  'zh-CN': LATER_ZH,
  en: LATER_EN,
};
export const LATER_NAMESPACES = Object.keys(LATER_ZH) as LaterNamespace[];
export type LaterNamespace = keyof typeof LATER_ZH;

type LaterZh = typeof import('./messages/matching').matchingZh &
  typeof import('./messages/consult').consultZh &
  typeof import('./messages/centre').centreZh &
  typeof import('./messages/content').contentZh &
  typeof import('./messages/application').applicationZh &
  typeof import('./messages/saved-policies').savedPoliciesZh &
  typeof import('./messages/transit').transitZh &
  typeof import('./messages/free').freeZh &
  typeof import('./messages/shared-later').sharedLaterZh;

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
