import { describe, expect, it } from 'vitest';
import * as search from '../../../src/features/content/api/content-search';

describe('content search params', () => {
  it('keeps good paging values, including numbers the router already parsed', () => {
    expect(search.validateNewsSearch({ page: 3, pageSize: 20, keyword: '  补贴 ' })).toEqual({
      page: 3,
      pageSize: 20,
      keyword: '补贴',
    });
    expect(search.validateNewsSearch({ page: '2', pageSize: '15' })).toEqual({ page: 2, pageSize: 15, keyword: '' });
  });

  it('turns bad paging values into defaults instead of failing', () => {
    for (const page of [0, -1, 1.5, 'abc', null, {}, 100001, Number.NaN]) {
      expect(search.validateNewsSearch({ page }).page).toBe(1);
    }
    for (const pageSize of [5, 25, '999', 'ten', null]) {
      expect(search.validateNewsSearch({ pageSize }).pageSize).toBe(10);
    }
  });

  it('cuts keywords to 100 characters and reads a numeric keyword as text', () => {
    expect(search.validateNewsSearch({ keyword: 'x'.repeat(150) }).keyword).toHaveLength(100);
    expect(search.validateNewsSearch({ keyword: 2026 }).keyword).toBe('2026');
    expect(search.validateNewsSearch({ keyword: ['a'] }).keyword).toBe('');
  });

  it('accepts only counties of the city config', () => {
    expect(search.validatePublicitySearch({ county: '350582' }).county).toBe('350582');
    expect(search.validatePublicitySearch({ county: 350582 }).county).toBe('350582');
    expect(search.validatePublicitySearch({ county: '999999' }).county).toBe('');
    expect(search.validatePublicitySearch({ county: '<script>' }).county).toBe('');
  });

  it('accepts short record ids only', () => {
    expect(search.validateIdSearch({ id: 'n-001' })).toEqual({ id: 'n-001' });
    expect(search.validateIdSearch({ id: 42 })).toEqual({ id: '42' });
    expect(search.validateIdSearch({ id: '../etc/passwd' })).toEqual({ id: '' });
    expect(search.validateIdSearch({ id: 'x'.repeat(65) })).toEqual({ id: '' });
    expect(search.validateIdSearch({})).toEqual({ id: '' });
  });

  it('reads the guide audience, compilation year and information topic safely', () => {
    expect(search.validateGuideSearch({ audience: 2 })).toEqual({ audience: 2 });
    expect(search.validateGuideSearch({ audience: '7' })).toEqual({ audience: 1 });
    expect(search.validateCompilationSearch({ year: 2025 })).toEqual({ year: 2025 });
    expect(search.validateCompilationSearch({ year: '20x5' })).toEqual({});
    expect(search.validateCompilationSearch({ year: 1800 })).toEqual({});
    expect(search.validateInfoSearch({ topic: 'privacy' })).toEqual({ topic: 'privacy' });
    expect(search.validateInfoSearch({ topic: 'admin' })).toEqual({ topic: 'about' });
  });
});
