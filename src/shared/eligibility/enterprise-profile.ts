// An enterprise's profile for matching: the county the credit code names when none is saved, and which
// missing fields would settle its possible matches (docs/product.md#enterprise-matching).
import type { EnterpriseProfileField } from './conditions';
import type { Eligibility } from './evaluate';

/** The fields in the order the enterprise information page lists them. */
export const ENTERPRISE_FIELDS: readonly EnterpriseProfileField[] = [
  'enterpriseType',
  'industry',
  'size',
  'founded',
  'area',
];

/**
 * The county of the registration authority a unified social credit code names (characters 3–8), when it
 * is one of the city's; undefined for anything else.
 */
export function countyOfCreditCode(
  code: string | undefined,
  cityCounties: readonly string[],
): string | undefined {
  if (!code || !/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return undefined;
  const county = code.slice(2, 8);
  return cityCounties.includes(county) ? county : undefined;
}

/** The enterprise fields some result could not judge (unknown), in page order: filling them settles those. */
export function missingEnterpriseFields(results: readonly Eligibility[]): EnterpriseProfileField[] {
  const unknown = new Set<string>();
  for (const r of results)
    for (const o of r.outcomes) if (o.status === 'unknown') unknown.add(o.condition.kind);
  return ENTERPRISE_FIELDS.filter((f) => unknown.has(f));
}
