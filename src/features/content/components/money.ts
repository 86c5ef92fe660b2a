// Amount display rules: yuan amounts of 10 000 or more read in 万元, statistics (in 万元) read in 亿元.
export type MoneyUnitLabel = (unit: 'yuan' | 'tenThousand') => string;

export function formatYuan(yuan: number, unit: MoneyUnitLabel): string {
  if (!Number.isFinite(yuan)) return '—';
  if (Math.abs(yuan) >= 10000) return `${(yuan / 10000).toFixed(2)} ${unit('tenThousand')}`;
  return `${yuan.toLocaleString('zh-CN')} ${unit('yuan')}`;
}

/** Spec §9: statistics are shown divided by 10000 with 2 decimals (万元 → 亿元, visits → 万次). */
export function perTenThousand(value: number): string {
  return Number.isFinite(value) ? (value / 10000).toFixed(2) : '—';
}
