import { describe, expect, it } from 'vitest';
import { LIST_DEFAULTS, validateListSearch } from '../../../src/features/policy/list/list-search';
import { rejectedKeys } from '../../../src/shared/api/policy-list-params';

describe('policy list search params', () => {
  it('uses the defaults when nothing is given', () => {
    expect(validateListSearch({})).toEqual(LIST_DEFAULTS);
    expect(LIST_DEFAULTS).toMatchObject({ page: 1, pageSize: 10, orderModel: 1, audience: 1, keyword: '' });
  });

  it('keeps every valid value, from numbers or strings', () => {
    expect(
      validateListSearch({
        keyword: ' 研发 ',
        page: '3',
        pageSize: 20,
        orderModel: '2',
        audience: 2,
        countyCode: '350582',
        declarationType: '2',
      }),
    ).toEqual({
      keyword: '研发',
      page: 3,
      pageSize: 20,
      orderModel: 2,
      audience: 2,
      countyCode: '350582',
      declarationType: 2,
    });
  });

  it('turns each invalid value into its default', () => {
    const search = validateListSearch({
      keyword: 'x'.repeat(101),
      page: 0,
      pageSize: 25,
      orderModel: 5,
      audience: 3,
      countyCode: '999999',
      declarationType: 5,
      applyState: 2,
      amountRange: 'lots',
    });
    expect(search).toEqual(LIST_DEFAULTS);
  });

  it('rejects non-numbers, fractions and negative pages', () => {
    expect(validateListSearch({ page: 'abc' }).page).toBe(1);
    expect(validateListSearch({ page: -2 }).page).toBe(1);
    expect(validateListSearch({ page: 2.5 }).page).toBe(1);
    expect(validateListSearch({ pageSize: '15' }).pageSize).toBe(15);
    expect(validateListSearch({ orderModel: [1] }).orderModel).toBe(1);
  });

  it('accepts a keyword of exactly 100 characters and a number typed as keyword', () => {
    expect(validateListSearch({ keyword: 'a'.repeat(100) }).keyword).toHaveLength(100);
    expect(validateListSearch({ keyword: 2024 }).keyword).toBe('2024');
    expect(validateListSearch({ keyword: { evil: true } }).keyword).toBe('');
  });

  it('keeps closing-soonest order, the open-now and amount filters', () => {
    expect(validateListSearch({ orderModel: '4', applyState: 1, amountRange: '3' })).toMatchObject({
      orderModel: 4,
      applyState: 1,
      amountRange: 3,
    });
  });

  it('accepts all 14 areas, the one with its own site included, and nothing else', () => {
    expect(validateListSearch({ countyCode: '350599' }).countyCode).toBe('350599');
    expect(validateListSearch({ countyCode: '110101' }).countyCode).toBeUndefined();
    expect(validateListSearch({ countyCode: 350501 }).countyCode).toBe('350501');
  });

  it("keeps industry, size and department for the enterprise list; a person's list has no industry or size", () => {
    expect(
      validateListSearch({ industry: 'C', enterpriseSize: 'small', department: ' 泉州市科学技术局 ' }),
    ).toMatchObject({ industry: 'C', enterpriseSize: 'small', department: '泉州市科学技术局' });
    const people = validateListSearch({ audience: 2, industry: 'C', enterpriseSize: 'small' });
    expect(people.industry).toBeUndefined();
    expect(people.enterpriseSize).toBeUndefined();
  });

  it('turns malformed industry, size and department values into no filter', () => {
    for (const raw of [
      { industry: 'manufacturing' },
      { industry: 3 },
      { enterpriseSize: 'huge' },
      { enterpriseSize: ['small'] },
      { department: 'x'.repeat(41) },
      { department: '<script>' },
      { department: 'a\u0007b' },
    ]) {
      const search = validateListSearch(raw);
      expect(
        search.industry ?? search.enterpriseSize ?? search.department,
        JSON.stringify(raw),
      ).toBeUndefined();
    }
  });

  it('names every value the address wrote but the list could not use, and none it kept', () => {
    const raw = { industry: 'Z', enterpriseSize: 'small', orderModel: 9, amountRange: '3', keyword: 'x' };
    expect(rejectedKeys(raw, validateListSearch(raw))).toEqual(['orderModel', 'industry']);
    const people = { audience: 2, industry: 'C' };
    expect(rejectedKeys(people, validateListSearch(people))).toEqual(['industry']);
    expect(rejectedKeys({ page: 3, countyCode: '350503' }, validateListSearch({}))).toEqual([]);
  });
});
