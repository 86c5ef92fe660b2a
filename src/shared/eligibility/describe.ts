// An outcome in words: the catalogue key and its values, in the reader's language (browser and demo server).
import { city } from '../config/city';
import type { MessageKey } from '../i18n/catalogue';
import type { Lang } from '../i18n/types';
import type { ApplicantProfile } from './conditions';
import type { ConditionOutcome } from './evaluate';

type Translate = (key: MessageKey, params?: Record<string, string>) => string;

function countyName(code: string | undefined, lang: Lang, tr: Translate): string {
  const county = city.counties.find((c) => c.code === code);
  if (!county) return tr('eligibility.notGiven');
  return lang === 'en' ? county.nameEn : county.name;
}

/**
 * An outcome's sentence and its two values; `server` says which values are the policy's or the
 * questionnaire's own Chinese words (to be marked lang="zh-CN" in the English interface).
 */
export function outcomeParts(
  outcome: ConditionOutcome,
  profile: ApplicantProfile,
  lang: Lang,
  tr: Translate,
): { key: MessageKey; expected: string; actual: string; server: { expected: boolean; actual: boolean } } {
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
      expected = tr('eligibility.foundedRange', { from: c.notBefore ?? '…', to: c.notAfter ?? '…' });
      actual = given(profile.foundedOn);
      break;
    case 'situation':
      expected = c.text;
      actual = given(profile.answerLabels?.[c.fieldCode] ?? profile.answers?.[c.fieldCode]);
      break;
  }
  const words = c.kind === 'situation' || c.kind === 'enterpriseType' || c.kind === 'industry';
  const answered = actual !== tr('eligibility.notGiven');
  return {
    key: `eligibility.${c.kind}.${outcome.status}`,
    expected,
    actual,
    server: { expected: words, actual: words && answered },
  };
}

export function describeOutcome(
  outcome: ConditionOutcome,
  profile: ApplicantProfile,
  lang: Lang,
  tr: Translate,
): string {
  const { key, expected, actual } = outcomeParts(outcome, profile, lang, tr);
  return tr(key, { expected, actual });
}
