// The words of a saved policy's change notice: their own namespace (shared/i18n/messages/saved-policy-changes.ts),
// which loads with the saved-policy screens and the worker rather than with every first screen's catalogue.
import { fillTemplate } from '../../../shared/i18n/fill';
import { useLang } from '../../../shared/i18n/language';
import { savedPolicyChangesZh } from '@words/zh/saved-policy-changes';
import { savedPolicyChangesEn } from '@words/en/saved-policy-changes';
import type { PolicyChange } from '../../../shared/api/schemas/policy-changes';
import { changeSentence } from '../../../shared/offline/policy-change-words';

export function useChangeWords() {
  const lang = useLang();
  const words = lang === 'en' ? savedPolicyChangesEn : savedPolicyChangesZh;
  return {
    w: (key: keyof typeof savedPolicyChangesZh, params?: Record<string, string | number>) =>
      fillTemplate(words[key], params),
    sentence: (change: PolicyChange) => changeSentence(change, words, lang),
  };
}
