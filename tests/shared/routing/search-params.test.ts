import { describe, expect, it } from 'vitest';
import { parseChoice, parseId, parseKeyword } from '../../../src/shared/routing/search-params';

describe('route search parsers', () => {
  it('parseChoice keeps one of the allowed whole numbers, from a number or its digits', () => {
    expect(parseChoice(2, [1, 2] as const)).toBe(2);
    expect(parseChoice(' 3 ', [1, 2, 3] as const)).toBe(3);
    for (const bad of [4, '2.5', 2.5, -1, '', 'abc', [1], { n: 1 }, null, undefined, '1'.repeat(12)]) {
      expect(parseChoice(bad, [1, 2, 3] as const), JSON.stringify(bad)).toBeUndefined();
    }
  });

  it('parseId takes short tokens as text and nothing else', () => {
    expect(parseId(123)).toBe('123');
    expect(parseId('pj-ent-1-1')).toBe('pj-ent-1-1');
    expect(parseId('a'.repeat(65))).toBe('');
    expect(parseId('<script>')).toBe('');
  });

  it('parseKeyword drops or cuts an over-long keyword as asked', () => {
    expect(parseKeyword('x'.repeat(101))).toBe('');
    expect(parseKeyword('x'.repeat(101), 'cut')).toHaveLength(100);
  });
});
