import { useSyncExternalStore } from 'react';
import { useDeviceStore } from '../storage/use-device-store';
import {
  allNamespacesLoaded,
  catalogueFor,
  loadCatalogue,
  loadNamespaces,
  LATER_NAMESPACES,
  namespaceArrivals,
  type LaterNamespace,
  type MessageKey,
} from './catalogue';
import { LANGS, type Lang } from './types';
import { createPersistentStore } from '../storage/persistent-store';

export const languageStore = createPersistentStore<Lang>('portal.lang', (raw) =>
  LANGS.includes(raw as Lang) ? (raw as Lang) : 'zh-CN',
);

export type Params = Record<string, string | number>;

export function translate(lang: Lang, key: MessageKey, params?: Params): string {
  // a catalogue still loading reads as zh-CN rather than as raw keys; a later namespace must be loaded
  // (loadMessages) before a screen names its keys
  const template = catalogueFor(lang)?.[key] ?? catalogueFor('zh-CN')?.[key] ?? notYetLoaded(key);
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * A key no loaded catalogue has: while later namespaces are still missing it is probably one of theirs
 * (a lazily loaded dialog that did not ask for them): they are asked for, the text stays empty rather than
 * a raw key, and useT renders again when they arrive. Once all are there, an unknown key shows as itself.
 */
function notYetLoaded(key: string): string {
  if (allNamespacesLoaded()) return key;
  loadMessages().catch(() => undefined);
  return '';
}

/** Loads the language's catalogue, then switches to it, so no half-translated screen is shown. */
export async function setLanguage(lang: Lang): Promise<void> {
  await loadCatalogue(lang);
  languageStore.set(lang);
}

/** Before the first render: load the stored language's catalogue (falls back to zh-CN if it cannot). */
export async function prepareLanguage(): Promise<void> {
  try {
    await loadCatalogue(languageStore.get());
  } catch {
    languageStore.set('zh-CN');
  }
}

/** Later namespaces (catalogue.ts) in the chosen language, and in zh-CN, which an unfinished one falls back to. */
export function loadMessages(names: readonly LaterNamespace[] = LATER_NAMESPACES): Promise<unknown> {
  const lang = languageStore.get();
  return Promise.all([
    loadNamespaces('zh-CN', names),
    lang === 'zh-CN' ? undefined : loadNamespaces(lang, names),
  ]);
}

/** A lazily imported module (a dialog) that names keys of later namespaces: it arrives with them. */
export function withMessages<M>(names: readonly LaterNamespace[], load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadMessages(names)]).then(([module]) => module);
}

/** For code outside React (error reactions, notifications). */
export function t(key: MessageKey, params?: Params): string {
  return translate(languageStore.get(), key, params);
}

export function useLang(): Lang {
  return useDeviceStore(languageStore);
}

export function useT(): (key: MessageKey, params?: Params) => string {
  const lang = useLang();
  // a later namespace arriving renders the text that named its keys again
  useSyncExternalStore(namespaceArrivals.subscribe, namespaceArrivals.get, namespaceArrivals.get);
  return (key, params) => translate(lang, key, params);
}

/** The page's language (the document title follows the screen on show: src/app/document-title.tsx). */
export function applyDocumentLanguage(lang: Lang): void {
  document.documentElement.lang = lang;
}
