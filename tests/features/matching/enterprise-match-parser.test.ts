// 惠企政策匹配's answer read at the edge: unknown fields dropped, absent counts 0, a bad profile refused.
import { describe, expect, it } from 'vitest';
import { ParseError, parseWith } from '../../../src/shared/api/schema';
import { enterpriseMatchPageSchema } from '../../../src/shared/api/schemas/matching';

const parseEnterpriseMatchPage = (value: unknown, at: string) =>
  parseWith(enterpriseMatchPageSchema, value, at);

const profile = {
  kind: 'enterprise',
  countyCode: '350583',
  enterpriseType: '有限责任公司',
  foundedOn: '2022-03-15',
};

describe('the enterprise match page', () => {
  it('keeps the known missing fields in order and defaults what is absent', () => {
    const page = parseEnterpriseMatchPage(
      { records: [], total: 3, profile, missingFields: ['industry', 'shoeSize', 'size'], countySource: 'x' },
      'data',
    );
    expect(page).toMatchObject({
      total: 3,
      accurateCount: 0,
      probablyCount: 0,
      mismatchingCount: 0,
      undecidedCount: 0,
      missingFields: ['industry', 'size'],
      profile: { kind: 'enterprise', countyCode: '350583' },
    });
    expect(page.profile.industry).toBeUndefined();
    expect(page.countySource).toBe('none');
  });

  it('reads an unknown county source as none and keeps the credit-code one', () => {
    expect(parseEnterpriseMatchPage({ profile, countySource: 'guess' }, 'data').countySource).toBe('none');
    expect(parseEnterpriseMatchPage({ profile, countySource: 'creditCode' }, 'data').countySource).toBe(
      'creditCode',
    );
    expect(parseEnterpriseMatchPage({ profile }, 'data').countySource).toBe('none');
  });

  it('refuses an answer without a profile to explain the matches against', () => {
    expect(() => parseEnterpriseMatchPage({ records: [], total: 0 }, 'data')).toThrow(ParseError);
  });
});
