import { describe, expect, it } from 'vitest';
import { validateIdSearch, validatePagedSearch } from '../../../src/shared/routing/paged-search';
import * as v from 'valibot';
import { publicitySearch } from '../../../src/features/content/notices/notice-api';

const validatePublicitySearch = (raw: object) => v.parse(publicitySearch, raw);
import { compilationSearchSchema, guideSearchSchema } from '../../../src/features/content/guide/guide-api';
import { infoSearchSchema } from '../../../src/features/content/info/info-search';

const validateGuideSearch = (raw: object) => v.parse(guideSearchSchema, raw);
const validateCompilationSearch = (raw: object) => v.parse(compilationSearchSchema, raw);
const validateInfoSearch = (raw: object) => v.parse(infoSearchSchema, raw);

describe('content search params', () => {
  it('keeps good paging values, including numbers the router already parsed', () => {
    expect(validatePagedSearch({ page: 3, pageSize: 20, keyword: '  补贴 ' })).toEqual({
      page: 3,
      pageSize: 20,
      keyword: '补贴',
    });
    expect(validatePagedSearch({ page: '2', pageSize: '15' })).toEqual({
      page: 2,
      pageSize: 15,
      keyword: '',
    });
  });

  it('turns bad paging values into defaults instead of failing', () => {
    for (const page of [0, -1, 1.5, 'abc', null, {}, 100001, Number.NaN]) {
      expect(validatePagedSearch({ page }).page).toBe(1);
    }
    for (const pageSize of [5, 25, '999', 'ten', null]) {
      expect(validatePagedSearch({ pageSize }).pageSize).toBe(10);
    }
  });

  it('cuts keywords to 100 characters and reads a numeric keyword as text', () => {
    expect(validatePagedSearch({ keyword: 'x'.repeat(150) }).keyword).toHaveLength(100);
    expect(validatePagedSearch({ keyword: 2026 }).keyword).toBe('2026');
    expect(validatePagedSearch({ keyword: ['a'] }).keyword).toBe('');
  });

  it('accepts only counties of the city config', () => {
    expect(validatePublicitySearch({ county: '350582' }).county).toBe('350582');
    expect(validatePublicitySearch({ county: 350582 }).county).toBe('350582');
    expect(validatePublicitySearch({ county: '999999' }).county).toBe('');
    expect(validatePublicitySearch({ county: '<script>' }).county).toBe('');
  });

  it('accepts short record ids only', () => {
    expect(validateIdSearch({ id: 'n-001' })).toEqual({ id: 'n-001' });
    expect(validateIdSearch({ id: 42 })).toEqual({ id: '42' });
    expect(validateIdSearch({ id: '../etc/passwd' })).toEqual({ id: '' });
    expect(validateIdSearch({ id: 'x'.repeat(65) })).toEqual({ id: '' });
    expect(validateIdSearch({})).toEqual({ id: '' });
  });

  it('reads the guide audience, compilation year and information topic safely', () => {
    expect(validateGuideSearch({ audience: 2 })).toEqual({ audience: 2 });
    expect(validateGuideSearch({ audience: '7' })).toEqual({ audience: 1 });
    expect(validateCompilationSearch({ year: 2025 })).toEqual({ year: 2025 });
    expect(validateCompilationSearch({ year: '20x5' })).toEqual({});
    expect(validateCompilationSearch({ year: 1800 })).toEqual({});
    expect(validateInfoSearch({ topic: 'privacy' })).toEqual({ topic: 'privacy' });
    expect(validateInfoSearch({ topic: 'admin' })).toEqual({ topic: 'about' });
  });
});
