import { describe, expect, it } from 'vitest';
import {
  bigrams,
  mergeRecords,
  queryTerms,
  searchDevice,
  type DeviceRecord,
} from '../../src/shared/offline/device-search';

const record = (id: string, name: string, department: string, area: string, savedAt = 1): DeviceRecord => ({
  id,
  name,
  department,
  area,
  savedAt,
  source: 'cache',
});

const RECORDS = [
  record('p-1', '泉州市高新技术企业认定奖励', '泉州市科学技术局', '全市'),
  record('p-2', '惠民生育补贴', '泉州市卫生健康委员会', '鲤城区'),
  record('p-3', '外贸企业出口信用保险补助', '泉州市商务局', '晋江市'),
];

describe('Chinese query terms', () => {
  it('splits a Chinese query into words with Intl.Segmenter', () => {
    const terms = queryTerms('高新技术企业奖励');
    expect(terms.length).toBeGreaterThan(1);
    expect(terms.join('')).toBe('高新技术企业奖励');
  });

  it('without a segmenter, splits on spaces and compares by character bigrams', () => {
    expect(bigrams('出口保险')).toEqual(['出口', '口保', '保险']);
    expect(queryTerms('出口保险 晋江', null)).toEqual(['出口保险', '晋江']);
    expect(bigrams('SM4 加密')).toEqual(['sm4', '加密']);
  });
});

describe('searching what the device holds', () => {
  it('finds by name, department and area, name first', () => {
    expect(searchDevice(RECORDS, '高新技术').map((h) => h.id)).toEqual(['p-1']);
    expect(searchDevice(RECORDS, '商务局').map((h) => h.id)).toEqual(['p-3']);
    expect(searchDevice(RECORDS, '晋江').map((h) => h.id)).toEqual(['p-3']);
    expect(searchDevice(RECORDS, '泉州市').map((h) => h.id)).toContain('p-2');
  });

  it('needs every word: a query across name and area matches only that policy', () => {
    expect(searchDevice(RECORDS, '生育补贴 鲤城').map((h) => h.id)).toEqual(['p-2']);
    expect(searchDevice(RECORDS, '生育补贴 晋江')).toEqual([]);
  });

  it('matches words the text cuts differently, through bigrams', () => {
    // "出口保险" is not a substring of any name; most of its bigrams are
    expect(searchDevice(RECORDS, '出口保险').map((h) => h.id)).toEqual(['p-3']);
    expect(searchDevice(RECORDS, '出口保险', null).map((h) => h.id)).toEqual(['p-3']);
  });

  it('finds nothing for an empty or unrelated query', () => {
    expect(searchDevice(RECORDS, '   ')).toEqual([]);
    expect(searchDevice(RECORDS, '农业机械')).toEqual([]);
  });

  it('keeps one record per policy: the one the user saved, else the newest', () => {
    const merged = mergeRecords([
      record('p-1', 'old', '', '', 1),
      record('p-1', 'new', '', '', 5),
      { ...record('p-2', 'saved', '', '', 1), source: 'saved' },
      record('p-2', 'cached later', '', '', 9),
    ]);
    expect(merged.find((r) => r.id === 'p-1')?.name).toBe('new');
    expect(merged.find((r) => r.id === 'p-2')?.name).toBe('saved');
  });
});
