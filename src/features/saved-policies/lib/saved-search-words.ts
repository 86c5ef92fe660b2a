// The saved-search screens' words: their own namespace (shared/i18n/messages/saved-searches.ts), which loads
// with these lazily loaded screens rather than with every first screen's catalogue.
import { fillTemplate } from '../../../shared/i18n/fill';
import type { FieldErrors } from '../../../shared/forms/field-rules';
import { SEARCH_NAME_MAX } from '../../../shared/offline/saved-searches';
import { useLang } from '../../../shared/i18n/language';
import { savedSearchesZh } from '@words/zh/saved-searches';
import { savedSearchesEn } from '@words/en/saved-searches';

export type SavedSearchWord = keyof typeof savedSearchesZh;

export function useSavedSearchWords(): (
  key: SavedSearchWord,
  params?: Record<string, string | number>,
) => string {
  const words = useLang() === 'en' ? savedSearchesEn : savedSearchesZh;
  return (key, params) => fillTemplate(words[key], params);
}

/** A saved search's name, when saved and when renamed: some text, at most SEARCH_NAME_MAX characters. */
export function searchNameRules(w: ReturnType<typeof useSavedSearchWords>) {
  return ({ name }: { name: string }): FieldErrors<'name'> =>
    name.trim() === '' || name.trim().length > SEARCH_NAME_MAX ? { name: { words: w('nameRequired') } } : {};
}
