import { describe, expect, it } from 'vitest';
import { applyHref, cardHref, freeTrialHref, inTimeOf } from '../../../src/features/policy/card/card-urls';

const base = {
  id: 'p-0001',
  declareTime: '2025-03-01 至 2025-05-31',
  remainingDays: 12,
  freeApplyNameId: 'fa-0001',
};

function parse(href: string) {
  expect(href.startsWith('#/')).toBe(true);
  const [path, query] = href.slice(1).split('?');
  return { path, params: Object.fromEntries(new URLSearchParams(query)) };
}

describe('policy card targets', () => {
  it('一键申报 opens the detail with id, isApply true and applySubject 2', () => {
    const { path, params } = parse(applyHref(base));
    expect(path).toBe('/policyDetail');
    expect(params).toEqual({ id: 'p-0001', isApply: 'true', applySubject: '2' });
    expect(cardHref({ ...base, declarationType: 1 })).toBe(applyHref(base));
  });

  it('查看 opens freeTrial with id, inTime, msId, isApply false and ms true', () => {
    const { path, params } = parse(freeTrialHref({ ...base, declarationType: 2 }));
    expect(path).toBe('/freeTrial');
    expect(params).toEqual({
      id: 'p-0001',
      inTime: '2025-03-01 至 2025-05-31',
      msId: 'fa-0001',
      isApply: 'false',
      ms: 'true',
    });
    expect(cardHref({ ...base, declarationType: 2 })).toContain('#/freeTrial?');
    expect(cardHref({ ...base, declarationType: 0 })).toContain('#/freeTrial?');
  });

  it('falls back to the remaining days when there is no declaration time', () => {
    expect(inTimeOf({ declareTime: '  ', remainingDays: 7 })).toBe('7');
    expect(inTimeOf({ declareTime: '', remainingDays: -3 })).toBe('0');
  });

  it('encodes ids so they cannot add parameters', () => {
    const { params } = parse(applyHref({ id: 'a&isApply=false' }));
    expect(params.id).toBe('a&isApply=false');
    expect(params.isApply).toBe('true');
  });
});
