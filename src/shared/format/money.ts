// Amounts and counts are shown divided by 10 000 with two decimals (万元 → 亿元, 元 → 万元, visits → 万次).
const TEN_THOUSAND = 10000;

/** What a value that is not a finite number shows: a dash, never "NaN" and never a made-up 0.00. */
export const NO_FIGURE = '—';

/** Two decimals, half away from zero on the decimal value, not its binary approximation (1.005 → 1.01). */
export function twoDecimals(value: number): string {
  if (!Number.isFinite(value)) return NO_FIGURE;
  const rounded = Math.round((Math.abs(value) + Number.EPSILON) * 100) / 100;
  return (value < 0 && rounded !== 0 ? -rounded : rounded).toFixed(2);
}

/** value ÷ 10 000, two decimals: 万元 → 亿元, 元 → 万元, a count → 万次. */
export function perTenThousand(value: number): string {
  return Number.isFinite(value) ? twoDecimals(value / TEN_THOUSAND) : NO_FIGURE;
}

export type MoneyUnitLabel = (unit: 'yuan' | 'tenThousand') => string;

/** A yuan amount: in 万元 from 10 000 on, in whole 元 (grouped) below. */
export function formatYuan(yuan: number, unit: MoneyUnitLabel): string {
  if (!Number.isFinite(yuan)) return NO_FIGURE;
  if (Math.abs(yuan) >= TEN_THOUSAND) return `${perTenThousand(yuan)} ${unit('tenThousand')}`;
  return `${yuan.toLocaleString('zh-CN')} ${unit('yuan')}`;
}
