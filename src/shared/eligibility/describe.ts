// An outcome in words: the catalogue key and its values, in the reader's language (browser and demo server).
import { city } from '../config/city';
import type { MessageKey } from '../i18n/catalogue';
import type { Lang } from '../i18n/types';
import type { ApplicantProfile, FoundedCondition } from './conditions';
import type { ConditionOutcome } from './evaluate';

type Translate = (key: MessageKey, params?: Record<string, string>) => string;

function countyName(code: string | undefined, lang: Lang, tr: Translate): string {
  const county = city.counties.find((c) => c.code === code);
  if (!county) return tr('eligibility.notGiven');
  return lang === 'en' ? county.nameEn : county.name;
}

/** A founding-date window in words: a range, or one open end ("2023-12-31及以前"). */
export function foundedWindow(c: FoundedCondition, tr: Translate): string {
  if (c.notBefore && c.notAfter) return tr('eligibility.foundedRange', { from: c.notBefore, to: c.notAfter });
  if (c.notAfter) return tr('eligibility.foundedBy', { to: c.notAfter });
  return c.notBefore ? tr('eligibility.foundedFrom', { from: c.notBefore }) : tr('eligibility.foundedAny');
}

export function describeOutcome(
  outcome: ConditionOutcome,
  profile: ApplicantProfile,
  lang: Lang,
  tr: Translate,
): string {
  const c = outcome.condition;
  const list = (items: readonly string[]) => items.join(lang === 'en' ? ', ' : '、');
  const given = (v: string | undefined) => v ?? tr('eligibility.notGiven');
  let expected = '';
  let actual = '';
  switch (c.kind) {
    case 'applicant':
      expected = tr(`eligibility.kind.${c.allowed}`);
      actual = tr(`eligibility.kind.${profile.kind}`);
      break;
    case 'area':
      expected =
        c.counties === 'city'
          ? tr('eligibility.cityWide')
          : list(c.counties.map((x) => countyName(x, lang, tr)));
      actual = countyName(profile.countyCode, lang, tr);
      break;
    case 'enterpriseType':
      expected = list(c.anyOf);
      actual = given(profile.enterpriseType);
      break;
    case 'industry':
      expected = list(c.anyOf);
      actual = given(profile.industry);
      break;
    case 'size':
      expected = list(c.anyOf.map((s) => tr(`eligibility.size.${s}`)));
      actual = profile.size ? tr(`eligibility.size.${profile.size}`) : tr('eligibility.notGiven');
      break;
    case 'founded':
      expected = foundedWindow(c, tr);
      actual = given(profile.foundedOn);
      break;
    case 'situation':
      expected = c.text;
      actual = given(profile.answerLabels?.[c.fieldCode] ?? profile.answers?.[c.fieldCode]);
      break;
  }
  return tr(`eligibility.${c.kind}.${outcome.status}`, { expected, actual });
}

/**
 * An outcome's sentence key and its two values, as describeOutcome fills them; `server` says which values are
 * the policy's or the questionnaire's own Chinese words (marked lang="zh-CN" in the English interface).
 */
export function outcomeParts(
  outcome: ConditionOutcome,
  profile: ApplicantProfile,
  lang: Lang,
  tr: Translate,
): { key: MessageKey; expected: string; actual: string; server: { expected: boolean; actual: boolean } } {
  let parts = {
    key: `eligibility.${outcome.condition.kind}.${outcome.status}` as MessageKey,
    expected: '',
    actual: '',
  };
  // the sentence is the one call given both values
  describeOutcome(outcome, profile, lang, (key, params) => {
    if (params && 'expected' in params && 'actual' in params)
      parts = { key, expected: params.expected ?? '', actual: params.actual ?? '' };
    return tr(key, params);
  });
  const kind = outcome.condition.kind;
  const words = kind === 'situation' || kind === 'enterpriseType' || kind === 'industry';
  const answered = parts.actual !== tr('eligibility.notGiven');
  return { ...parts, server: { expected: words, actual: words && answered } };
}
