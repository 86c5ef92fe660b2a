import { useSyncExternalStore } from 'react';
import { catalogueFor, loadCatalogue, zhCN, type MessageKey } from './catalogue';
import { LANGS, type Lang } from './types';
import { createPersistentStore } from '../storage/persistent-store';

export const languageStore = createPersistentStore<Lang>('portal.lang', (raw) =>
  LANGS.includes(raw as Lang) ? (raw as Lang) : 'zh-CN',
);

export type Params = Record<string, string | number>;

export function translate(lang: Lang, key: MessageKey, params?: Params): string {
  // a catalogue still loading reads as zh-CN rather than as raw keys
  const template = catalogueFor(lang)?.[key] ?? zhCN[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
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

/** For code outside React (error reactions, notifications). */
export function t(key: MessageKey, params?: Params): string {
  return translate(languageStore.get(), key, params);
}

export function useLang(): Lang {
  return useSyncExternalStore(languageStore.subscribe, languageStore.get, () => 'zh-CN' as Lang);
}

export function useT(): (key: MessageKey, params?: Params) => string {
  const lang = useLang();
  return (key, params) => translate(lang, key, params);
}

export function applyDocumentLanguage(lang: Lang): void {
  document.documentElement.lang = lang;
  document.title = translate(lang, 'app.title');
}
