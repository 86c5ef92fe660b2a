import { describe, expect, it } from 'vitest';
import {
  validateDetailSearch,
  validateFreeTrialSearch,
} from '../../../src/features/policy/detail/detail-search';

describe('detail and free-trial search params', () => {
  it('reads the card parameters', () => {
    expect(validateDetailSearch({ id: 'p-0001', isApply: true, applySubject: 2 })).toEqual({
      id: 'p-0001',
      isApply: true,
      applySubject: 2,
    });
    expect(
      validateFreeTrialSearch({
        id: 'p-0002',
        inTime: '2025-01-01 至 2025-02-01',
        msId: 'fa-0002',
        isApply: 'false',
        ms: 'true',
      }),
    ).toEqual({
      id: 'p-0002',
      inTime: '2025-01-01 至 2025-02-01',
      msId: 'fa-0002',
      isApply: false,
      ms: true,
    });
  });

  it('turns hostile or broken values into safe defaults', () => {
    expect(validateDetailSearch({ id: '<script>', isApply: 'maybe', applySubject: 9 })).toEqual({
      id: '',
      isApply: false,
    });
    expect(validateFreeTrialSearch({ id: '../x', inTime: 'x'.repeat(300), msId: { a: 1 } })).toEqual({
      id: '',
      inTime: '',
      msId: '',
      isApply: false,
      ms: true,
    });
  });
});
