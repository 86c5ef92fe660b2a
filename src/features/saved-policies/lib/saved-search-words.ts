// The saved-search screens' words: their own namespace (shared/i18n/messages/saved-searches.ts), which loads
// with these lazily loaded screens rather than with every first screen's catalogue, its English only when
// English is shown (shared/i18n/room-words.ts).
import { fillTemplate } from '../../../shared/i18n/fill';
import type { FieldErrors } from '../../../shared/forms/field-rules';
import { SEARCH_NAME_MAX } from '../../../shared/offline/saved-searches';
import { useLang } from '../../../shared/i18n/language';
import { roomWords } from '../../../shared/i18n/room-words';
import { savedSearchesZh } from '@words/zh/saved-searches';

const wordsIn = await roomWords(savedSearchesZh, () =>
  import('@words/en/saved-searches').then((m) => m.savedSearchesEn),
);

export type SavedSearchWord = keyof typeof savedSearchesZh;

export function useSavedSearchWords(): (
  key: SavedSearchWord,
  params?: Record<string, string | number>,
) => string {
  const words = wordsIn(useLang());
  return (key, params) => fillTemplate(words[key], params);
}

/** A saved search's name, when saved and when renamed: some text, at most SEARCH_NAME_MAX characters. */
export function searchNameRules(w: ReturnType<typeof useSavedSearchWords>) {
  return ({ name }: { name: string }): FieldErrors<'name'> =>
    name.trim() === '' || name.trim().length > SEARCH_NAME_MAX ? { name: { words: w('nameRequired') } } : {};
}
