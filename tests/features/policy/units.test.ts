import { describe, expect, it } from 'vitest';
import { countToWan, wanToYi } from '../../../src/features/policy/lib/units';

describe('amount conversions (spec §9: ÷10000, two decimals)', () => {
  it('shows 万元 amounts in 亿元', () => {
    expect(wanToYi(123456)).toBe('12.35');
    expect(wanToYi(98765.43)).toBe('9.88');
    expect(wanToYi(10000)).toBe('1.00');
    expect(wanToYi(0)).toBe('0.00');
  });

  it('rounds the decimal value half up, not its binary approximation', () => {
    expect(wanToYi(10050)).toBe('1.01');
    expect(wanToYi(10049)).toBe('1.00');
  });

  it('shows visit counts in 万次', () => {
    expect(countToWan(1234567)).toBe('123.46');
    expect(countToWan(99)).toBe('0.01');
    expect(countToWan(49)).toBe('0.00');
  });

  it('never shows NaN for a broken number', () => {
    expect(wanToYi(Number.NaN)).toBe('0.00');
    expect(countToWan(Number.POSITIVE_INFINITY)).toBe('0.00');
  });
});
