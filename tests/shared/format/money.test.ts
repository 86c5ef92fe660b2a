import { describe, expect, it } from 'vitest';
import { formatYuan, perTenThousand, twoDecimals } from '../../../src/shared/format/money';

const unit = (u: 'yuan' | 'tenThousand') => (u === 'yuan' ? '元' : '万元');

describe('money and counts ÷ 10 000, two decimals', () => {
  it('shows 万元 amounts in 亿元 and counts in 万次', () => {
    expect(perTenThousand(123456)).toBe('12.35');
    expect(perTenThousand(98765.43)).toBe('9.88');
    expect(perTenThousand(10000)).toBe('1.00');
    expect(perTenThousand(1234567)).toBe('123.46');
    expect(perTenThousand(878000)).toBe('87.80');
    expect(perTenThousand(12345)).toBe('1.23');
  });

  it('shows 0 as 0.00', () => {
    expect(perTenThousand(0)).toBe('0.00');
    expect(perTenThousand(49)).toBe('0.00');
  });

  it('rounds the decimal value half away from zero, not its binary approximation', () => {
    expect(perTenThousand(10050)).toBe('1.01');
    expect(perTenThousand(10049)).toBe('1.00');
    expect(perTenThousand(99)).toBe('0.01');
    expect(twoDecimals(1.005)).toBe('1.01');
    expect(twoDecimals(2.675)).toBe('2.68');
  });

  it('keeps the sign of negative amounts and rounds them symmetrically', () => {
    expect(perTenThousand(-10050)).toBe('-1.01');
    expect(perTenThousand(-123456)).toBe('-12.35');
    expect(perTenThousand(-49)).toBe('0.00');
  });

  it('shows a dash, never NaN or a made-up 0.00, for a broken number', () => {
    expect(perTenThousand(Number.NaN)).toBe('—');
    expect(perTenThousand(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatYuan(Number.NaN, unit)).toBe('—');
  });

  it('formats yuan amounts in 元 below 10 000 and in 万元 from 10 000 on', () => {
    expect(formatYuan(2200, unit)).toBe('2,200 元');
    expect(formatYuan(203300, unit)).toBe('20.33 万元');
    expect(formatYuan(10000, unit)).toBe('1.00 万元');
    expect(formatYuan(-15000, unit)).toBe('-1.50 万元');
  });
});
