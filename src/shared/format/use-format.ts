// The formatters bound to the active language: components call useFormat() rather than Intl directly.
import { translate, useLang } from '../i18n/language';
import type { MessageKey } from '../i18n/catalogue';
import { NO_FIGURE } from './money';
import { formatDate, formatDateRange, formatDateTime, formatServerRange, labelColon } from './dates';
import { formatCompact, formatInUnit, formatMoney, formatNumber, perTenThousand } from './money';

const plurals = new Map<string, Intl.PluralRules>();
/** one PluralRules per language, built on first use */
function pluralRules(lang: string): Intl.PluralRules {
  let rules = plurals.get(lang);
  if (!rules) plurals.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules;
}

export function useFormat() {
  const lang = useLang();
  /** a count of things by the language's plural rule: the `one` key for 1 in English, else `other` */
  const count = (n: number, one: MessageKey, other: MessageKey) =>
    translate(lang, pluralRules(lang).select(n) === 'one' ? one : other, { n: formatNumber(n, lang) });
  return {
    lang,
    number: (n: number) => formatNumber(n, lang),
    money: (yuan: number) => formatMoney(yuan, lang),
    /** a policy's ceiling: 最高¥38.7万 / Up to CNY 387k; a dash when the server gives none */
    upTo: (yuan: number) =>
      Number.isFinite(yuan) && yuan > 0
        ? translate(lang, 'common.upTo', { amount: formatMoney(yuan, lang) })
        : NO_FIGURE,
    compact: (n: number) => formatCompact(n, lang),
    /** a number of days by the language's plural rule: 12 天 / 1 day / 12 days */
    days: (n: number) => count(n, 'card.day', 'card.days'),
    /** days left by the one rule (deadline-reminders.ts daysUntil): 今天截止 / Closes today on the last day */
    daysLeft: (n: number) =>
      n === 0 ? translate(lang, 'card.closesToday') : count(n, 'card.day', 'card.days'),
    count,
    inUnit: (yuan: number, unit: 'tenThousand' | 'hundredMillion') => formatInUnit(yuan, unit, lang),
    /** a count under a label that says 万次 in Chinese (two decimals); compact in English */
    countInTenThousands: (n: number) => (lang === 'en' ? formatCompact(n, lang) : perTenThousand(n)),
    /** a share of a whole: 62.3% */
    percent: (part: number, whole: number) =>
      whole > 0 && Number.isFinite(part)
        ? new Intl.NumberFormat(lang, {
            style: 'percent',
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
          }).format(part / whole)
        : NO_FIGURE,
    date: (text: string) => formatDate(text, lang),
    dateTime: (text: string) => formatDateTime(text, lang),
    dateRange: (start: string, end: string) => formatDateRange(start, end, lang),
    serverRange: (text: string) => formatServerRange(text, lang),
    /** "label：" / "label: " */
    label: (label: string) => `${label}${labelColon(lang)}`,
  };
}
