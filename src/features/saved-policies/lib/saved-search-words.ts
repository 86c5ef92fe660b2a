// The saved-search screens' words: their own namespace (shared/i18n/messages/saved-searches.ts), which loads
// with these lazily loaded screens rather than with every first screen's catalogue.
import { fillTemplate } from '../../../shared/i18n/fill';
import { useLang } from '../../../shared/i18n/language';
import { savedSearchesZh } from '../../../shared/i18n/messages/saved-searches';
import { savedSearchesEn } from '../../../shared/i18n/messages/en/saved-searches';

export type SavedSearchWord = keyof typeof savedSearchesZh;

export function useSavedSearchWords(): (
  key: SavedSearchWord,
  params?: Record<string, string | number>,
) => string {
  const words = useLang() === 'en' ? savedSearchesEn : savedSearchesZh;
  return (key, params) => fillTemplate(words[key], params);
}
