// The list's filter rows as one table: each row names its address key, its label, its choices and how a
// choice is written back. The filter bar renders them alike (docs/product.md#home-and-policy-list).
import { AMOUNT_RANGES } from '../../../shared/api/amount-range';
import { INDUSTRY_CODES } from '../../../shared/api/policy-facets';
import { ENTERPRISE_SIZES } from '../../../shared/eligibility/conditions';
import { city } from '../../../shared/config/city';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import type { ListSearch } from './list-search';
import type { CHECKED_KEYS } from '../../../shared/api/policy-list-params';

export type FilterKey =
  | 'audience'
  | 'declarationType'
  | 'applyState'
  | 'amountRange'
  | 'industry'
  | 'enterpriseSize'
  | 'department'
  | 'countyCode';

export interface Choice {
  value: string;
  label: string;
  /** the label is the policy data's own Chinese (a department's name) */
  lang?: 'zh-CN';
}

export interface FilterContext {
  t: (key: MessageKey) => string;
  lang: string;
  /** the departments of the policies in scope (empty until they are known) */
  departments: readonly string[];
}

export interface FilterRow {
  key: FilterKey;
  label: MessageKey;
  /** a few choices side by side, or a drop-down */
  control: 'segmented' | 'select';
  /** the choice that means "no filter" ('' = the key is left out); audience has none */
  allLabel?: MessageKey;
  /** the value is a number in the address */
  numeric?: boolean;
  /** only for the enterprise list: industry and size are conditions of enterprise policies */
  enterpriseOnly?: boolean;
  choices: (ctx: FilterContext) => Choice[];
}

/** A row of a few fixed choices side by side, numbers in the address. */
const segmented = (
  key: FilterKey,
  label: MessageKey,
  allLabel: MessageKey | undefined,
  options: readonly (readonly [string, MessageKey])[],
): FilterRow => ({
  key,
  label,
  control: 'segmented',
  allLabel,
  numeric: true,
  choices: ({ t }) => options.map(([value, word]) => ({ value, label: t(word) })),
});

export const FILTER_ROWS: readonly FilterRow[] = [
  segmented('audience', 'list.audience', undefined, [
    ['1', 'home.tabEnterprise'],
    ['2', 'home.tabPeople'],
  ]),
  segmented('declarationType', 'list.declarationType', 'list.typeAll', [
    ['1', 'list.typeApply'],
    ['2', 'list.typeFree'],
  ]),
  segmented('applyState', 'filter.applyState', 'list.typeAll', [['1', 'filter.openNow']]),
  {
    key: 'amountRange',
    label: 'filter.amount',
    control: 'select',
    allLabel: 'list.typeAll',
    numeric: true,
    choices: ({ t }) => AMOUNT_RANGES.map((r) => ({ value: String(r), label: t(`filter.amount.${r}`) })),
  },
  {
    key: 'industry',
    label: 'filter.industry',
    control: 'select',
    allLabel: 'filter.anyIndustry',
    enterpriseOnly: true,
    choices: ({ t }) => INDUSTRY_CODES.map((code) => ({ value: code, label: t(`filter.industry.${code}`) })),
  },
  {
    key: 'enterpriseSize',
    label: 'filter.size',
    control: 'select',
    allLabel: 'filter.anySize',
    enterpriseOnly: true,
    choices: ({ t }) => ENTERPRISE_SIZES.map((s) => ({ value: s, label: t(`eligibility.size.${s}`) })),
  },
  {
    key: 'department',
    label: 'filter.department',
    control: 'select',
    allLabel: 'filter.anyDepartment',
    choices: ({ departments }) => departments.map((d) => ({ value: d, label: d, lang: 'zh-CN' as const })),
  },
  {
    key: 'countyCode',
    label: 'list.county',
    control: 'select',
    allLabel: 'list.allCounties',
    // all 14 areas: 泉州台商投资区 has its own site, but its policies are listed and searchable here too
    choices: ({ lang }) =>
      city.counties.map((c) => ({ value: c.code, label: lang === 'en' ? c.nameEn : c.name })),
  },
];

export function rowsFor(search: ListSearch): FilterRow[] {
  return FILTER_ROWS.filter((row) => !row.enterpriseOnly || search.audience === 1);
}

/** The row's choices with its "all" choice first, and the current value (kept even before it is listed). */
export function choicesOf(row: FilterRow, search: ListSearch, ctx: FilterContext): Choice[] {
  const current = search[row.key];
  const list = row.choices(ctx);
  const all = row.allLabel ? [{ value: '', label: ctx.t(row.allLabel) }] : [];
  const missing =
    current !== undefined && !list.some((c) => c.value === String(current))
      ? [{ value: String(current), label: String(current), lang: 'zh-CN' as const }]
      : [];
  return [...all, ...list, ...missing];
}

/** The patch for a choice: back to page 1; a person's list drops the enterprise-only filters. */
export function patchFor(row: FilterRow, value: string): Partial<ListSearch> {
  const typed = value === '' ? undefined : row.numeric ? Number(value) : value;
  const patch = { [row.key]: typed, page: 1 } as Partial<ListSearch>;
  if (row.key === 'audience' && typed === 2)
    Object.assign(patch, { industry: undefined, enterpriseSize: undefined });
  // departments differ from scope to scope
  if (row.key === 'audience' || row.key === 'countyCode') patch.department = undefined;
  return patch;
}

/** The folded line on a phone: the applicant kind, the area, then every other filter that is set. */
export function summaryOf(search: ListSearch, ctx: FilterContext): string {
  const rows = rowsFor(search);
  const labelOf = (row: FilterRow) =>
    choicesOf(row, search, ctx).find((c) => c.value === String(search[row.key] ?? ''))?.label ?? '';
  const byKey = (key: FilterKey) => rows.find((r) => r.key === key);
  const first = [byKey('audience'), byKey('countyCode')].map((r) => (r ? labelOf(r) : ''));
  const rest = rows
    .filter((r) => r.key !== 'audience' && r.key !== 'countyCode' && search[r.key] !== undefined)
    .map(labelOf);
  return [...first, ...rest].filter(Boolean).join(' · ');
}

/** The label a rejected address value is named by in the list's note. */
export function labelOfKey(key: (typeof CHECKED_KEYS)[number]): MessageKey {
  return key === 'orderModel'
    ? 'list.sortLabel'
    : (FILTER_ROWS.find((r) => r.key === key)?.label ?? 'list.filters');
}
