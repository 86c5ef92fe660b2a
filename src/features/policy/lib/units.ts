// Spec §9: amounts arrive in 万元 and are shown in 亿元; visits arrive as counts and are shown in 万次.
const TEN_THOUSAND = 10000;

function twoDecimals(value: number): string {
  if (!Number.isFinite(value)) return '0.00';
  // round half away from zero on the decimal value, not the binary one (1.005 → 1.01)
  const rounded = Math.round((Math.abs(value) + Number.EPSILON) * 100) / 100;
  return (value < 0 ? -rounded : rounded).toFixed(2);
}

/** 万元 → 亿元, two decimals. */
export function wanToYi(amountInWan: number): string {
  return twoDecimals(amountInWan / TEN_THOUSAND);
}

/** count → 万次, two decimals. */
export function countToWan(count: number): string {
  return twoDecimals(count / TEN_THOUSAND);
}
