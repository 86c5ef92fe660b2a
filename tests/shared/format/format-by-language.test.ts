// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formatCompact, formatInUnit, formatMoney, formatNumber } from '../../../src/shared/format/money';
import {
  formatDate,
  formatDateRange,
  formatServerRange,
  labelColon,
  splitDateRange,
} from '../../../src/shared/format/dates';

/** formatMoney in `lang` of each value gives its text. */
const expectMoney = (lang: 'zh-CN' | 'en', cases: [number, string][]) =>
  expect(cases.map(([value]) => formatMoney(value, lang))).toEqual(cases.map(([, text]) => text));

describe('money by language', () => {
  it('writes 万元 (亿元 from a hundred million) with two decimals in Chinese', () => {
    expectMoney('zh-CN', [
      [387000, '38.70万元'],
      [34000, '3.40万元'],
      [2647000000, '26.47亿元'],
      [8000, '0.80万元'],
      [1200, '0.12万元'],
      [-15000, '-1.50万元'],
    ]);
  });

  it('writes CNY with k / m / bn in English, never a Chinese unit', () => {
    expectMoney('en', [
      [387000, 'CNY 387k'],
      [1200, 'CNY 1,200'],
      [38650000, 'CNY 38.65 m'],
      [2647000000, 'CNY 2.65 bn'],
      [8000, 'CNY 8,000'],
      [Number.NaN, '—'],
    ]);
  });

  it('keeps the figures under unit labels (万元, 亿元) in Chinese and whole amounts in English', () => {
    expect(formatInUnit(386500 * 10000, 'hundredMillion', 'zh-CN')).toBe('38.65');
    expect(formatInUnit(386500 * 10000, 'hundredMillion', 'en')).toBe('CNY 3.87 bn');
    expect(formatCompact(12873500, 'zh-CN')).toBe('1,287.35万');
    expect(formatCompact(12873500, 'en')).toBe('12.87 m');
    expect(formatNumber(12345, 'en')).toBe('12,345');
  });
});

describe('dates by language', () => {
  it('formats a day and a range with 至 / to', () => {
    expect(formatDate('2026-11-23', 'zh-CN')).toBe('2026-11-23');
    expect(formatDate('2026-11-23 10:00:00', 'en')).toBe('23 Nov 2026');
    expect(formatDateRange('2026-11-24', '2027-03-12', 'zh-CN')).toBe('2026-11-24 至 2027-03-12');
    expect(formatDateRange('2026-11-24', '2027-03-12', 'en')).toBe('24 Nov 2026 to 12 Mar 2027');
  });

  it('reformats the server range "A 至 B" and leaves other text as sent', () => {
    expect(splitDateRange('2026-11-24 至 2027-03-12')).toEqual(['2026-11-24', '2027-03-12']);
    expect(formatServerRange('2026-11-24 至 2027-03-12', 'en')).toBe('24 Nov 2026 to 12 Mar 2027');
    expect(formatServerRange('长期有效', 'en')).toBe('长期有效');
    expect(formatDate('2026-02-30', 'en')).toBe('2026-02-30');
    expect(formatDate('', 'en')).toBe('—');
  });

  it('separates label and value with the language own colon', () => {
    expect(labelColon('zh-CN')).toBe('：');
    expect(labelColon('en')).toBe(': ');
  });
});

describe('grouping without Intl', () => {
  it('writes every figure as Intl.NumberFormat would, in both languages', () => {
    const values = [
      0, 1, -1, 0.005, 1.005, 12.5, 999.995, 1000, 1234.5, -98765.432, 1_000_000, 123_456_789.126,
    ];
    for (let i = 0; i < 200; i++) values.push(Math.round(Math.sin(i) * 10 ** (i % 10) * 1000) / 1000);
    for (const lang of ['zh-CN', 'en'] as const) {
      const intl = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'zh-CN', { maximumFractionDigits: 2 });
      for (const value of values)
        expect(formatNumber(value, lang), `${lang} ${value}`).toBe(intl.format(value));
    }
  });
});
