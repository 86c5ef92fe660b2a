// A room outside the catalogue whose words a module reads as it renders, in the language shown (the saved
// searches', a saved policy's change notices). Its zh-CN words come with the module (@words/zh/<room>, the
// source and what a missing English falls back to); its English is its own chunk, fetched only when English is
// shown: awaited by the module before it runs (top-level await) when the page is in English, and by
// setLanguage before a switch to English. No zh-CN screen downloads the English. A chunk that cannot be fetched
// leaves the zh-CN words in use and is asked for again on the next switch.
import { beforeSwitch, languageStore } from './language';
import type { Lang } from './types';

/** The room's words in a language (zh-CN until its English has arrived). */
export async function roomWords<T>(zh: T, loadEnglish: () => Promise<T>): Promise<(lang: Lang) => T> {
  let english: T | undefined;
  const load = async (lang: Lang) => {
    if (lang === 'en' && !english) english = await loadEnglish().catch(() => undefined);
  };
  beforeSwitch.add(load);
  await load(languageStore.get());
  return (lang) => (lang === 'en' && english) || zh;
}
