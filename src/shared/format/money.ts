// Amounts and counts are shown divided by 10 000 with two decimals (万元 → 亿元, 元 → 万元, visits → 万次).
const TEN_THOUSAND = 10000;

/** What a value that is not a finite number shows: a dash, never "NaN" and never a made-up 0.00. */
export const NO_FIGURE = '—';

/**
 * |value| rounded half away from zero on its decimal value, not its binary approximation: 1.005 → 1.01,
 * 8.415 → 8.42. Shifting through the decimal text ("8.415e2" is exactly 841.5) avoids the ×100 error.
 */
function roundAbs(value: number, places: number): number {
  const abs = Math.abs(value);
  const text = String(abs);
  if (text.includes('e')) return Math.round(abs * 10 ** places) / 10 ** places;
  return Number(`${Math.round(Number(`${text}e${places}`))}e-${places}`);
}

/** Two decimals, half away from zero on the decimal value (1.005 → 1.01). */
export function twoDecimals(value: number): string {
  if (!Number.isFinite(value)) return NO_FIGURE;
  const rounded = roundAbs(value, 2);
  return (value < 0 && rounded !== 0 ? -rounded : rounded).toFixed(2);
}

/** value ÷ 10 000, two decimals: 万元 → 亿元, 元 → 万元, a count → 万次. */
export function perTenThousand(value: number): string {
  return Number.isFinite(value) ? twoDecimals(value / TEN_THOUSAND) : NO_FIGURE;
}

// ——— by language: the one place the portal formats money and numbers for display ———

type FormatLang = 'zh-CN' | 'en';
const HUNDRED_MILLION = 100_000_000;

/**
 * Grouped by thousands with at most maxFraction decimals (half away from zero, trailing zeros dropped).
 * zh-CN and en-GB write numbers the same way (1,234.5), so this is not Intl.NumberFormat: building the
 * first one loads the locale data, about 100 ms of a slow phone's first render for a comma.
 */
function grouped(value: number, maxFraction: number): string {
  const rounded = roundAbs(value, maxFraction);
  const [whole = '', fraction = ''] = rounded.toFixed(maxFraction).split('.');
  const digits = fraction.replace(/0+$/, '');
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${digits ? `.${digits}` : ''}`;
}

/** A count grouped for the reader: 12,345 (Chinese and English group alike; the language stays in the call). */
export function formatNumber(value: number, _lang: FormatLang): string {
  return Number.isFinite(value) ? grouped(value, 2) : NO_FIGURE;
}

/** The English scale of a figure of this size: bn from a billion, m from a million, k from 10 000. */
function englishScale(abs: number): [divisor: number, suffix: string] {
  if (abs >= 1e9) return [1e9, ' bn'];
  if (abs >= 1e6) return [1e6, ' m'];
  if (abs >= 1e4) return [1e3, 'k'];
  return [1, ''];
}

/**
 * A yuan amount in the reader's language, the one way amounts read on cards, detail and the user centre
 * (docs/product.md: amounts divided by 10 000, two decimals): 3.40万元, 0.12万元, 26.47亿元 in Chinese; in
 * English, where no unit of 万 exists, CNY 34k, CNY 1,200, CNY 38.65 m, CNY 2.65 bn.
 */
export function formatMoney(yuan: number, lang: FormatLang): string {
  if (!Number.isFinite(yuan)) return NO_FIGURE;
  const sign = yuan < 0 ? '-' : '';
  const abs = Math.abs(yuan);
  if (lang === 'en') {
    const [divisor, suffix] = englishScale(abs);
    return `${sign}CNY ${grouped(abs / divisor, 2)}${suffix}`;
  }
  return abs >= HUNDRED_MILLION
    ? `${sign}${twoDecimals(abs / HUNDRED_MILLION)}亿元`
    : `${sign}${twoDecimals(abs / TEN_THOUSAND)}万元`;
}

/** A count in the reader's language: 1287.35万 in Chinese, 12.87 m / 387k in English. */
export function formatCompact(value: number, lang: FormatLang): string {
  if (!Number.isFinite(value)) return NO_FIGURE;
  const abs = Math.abs(value);
  if (lang === 'en') {
    const [divisor, suffix] = englishScale(abs);
    return `${grouped(value / divisor, 2)}${suffix}`;
  }
  return abs >= TEN_THOUSAND ? `${grouped(value / TEN_THOUSAND, 2)}万` : grouped(value, 0);
}

/**
 * An amount under a column or label that names its unit in Chinese (金额（万元）, 累计兑现金额（亿元）;
 * docs/product.md#amounts-and-formats): the figure in that unit with two decimals in Chinese; in English,
 * where labels name no unit, the whole amount as formatMoney writes it.
 */
export function formatInUnit(yuan: number, unit: 'tenThousand' | 'hundredMillion', lang: FormatLang): string {
  if (lang === 'en') return formatMoney(yuan, lang);
  return twoDecimals(yuan / (unit === 'tenThousand' ? TEN_THOUSAND : HUNDRED_MILLION));
}
