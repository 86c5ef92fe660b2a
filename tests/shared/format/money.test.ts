import { describe, expect, it } from 'vitest';
import { perTenThousand, twoDecimals } from '../../../src/shared/format/money';

describe('money and counts ÷ 10 000, two decimals', () => {
  // [value, shown]
  const cases: Record<string, [number, string][]> = {
    'shows 万元 amounts in 亿元 and counts in 万次': [
      [123456, '12.35'],
      [98765.43, '9.88'],
      [10000, '1.00'],
      [1234567, '123.46'],
      [878000, '87.80'],
      [12345, '1.23'],
    ],
    'shows 0 as 0.00': [
      [0, '0.00'],
      [49, '0.00'],
    ],
    'rounds the decimal value half away from zero, not its binary approximation': [
      [10050, '1.01'],
      [10049, '1.00'],
      [99, '0.01'],
    ],
    'keeps the sign of negative amounts and rounds them symmetrically': [
      [-10050, '-1.01'],
      [-123456, '-12.35'],
      [-49, '0.00'],
    ],
  };
  for (const [title, rows] of Object.entries(cases)) {
    it(title, () => {
      for (const [value, shown] of rows) expect(perTenThousand(value)).toBe(shown);
    });
  }

  it('rounds two decimals half away from zero', () => {
    expect(twoDecimals(1.005)).toBe('1.01');
    expect(twoDecimals(2.675)).toBe('2.68');
  });

  it('shows a dash, never NaN or a made-up 0.00, for a broken number', () => {
    expect(perTenThousand(Number.NaN)).toBe('—');
    expect(perTenThousand(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('rounding on the decimal value', () => {
  it('rounds the half up where the binary value sits just below it', () => {
    expect(twoDecimals(8.415)).toBe('8.42');
    expect(twoDecimals(1.005)).toBe('1.01');
    expect(twoDecimals(-8.415)).toBe('-8.42');
    expect(twoDecimals(1e-7)).toBe('0.00');
    expect(perTenThousand(84150)).toBe('8.42');
  });
});
