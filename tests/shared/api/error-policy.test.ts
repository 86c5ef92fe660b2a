import { describe, expect, it } from 'vitest';
import { errorPolicyFor } from '../../../src/shared/api/error-policy';
import { paths } from '../../../src/shared/api/paths';

const get = (path: string, query?: Record<string, unknown>) => ({ path, method: 'GET', query });

describe('the error policy table', () => {
  it('makes only the search calls quiet: list search, suggestions and hot words', () => {
    expect(errorPolicyFor(get(paths.nonFinancialPolicyPage(1, 10)))).toBe('search');
    expect(
      errorPolicyFor({ path: paths.personalPolicyPage(2, 15), method: 'POST', body: { orderModel: 1 } }),
    ).toBe('search');
    expect(errorPolicyFor(get(paths.policySuggest, { keyword: '补贴' }))).toBe('search');
    expect(errorPolicyFor(get(paths.hotWord))).toBe('search');
    expect(errorPolicyFor(get(paths.getDic, { dicCode: 'HotPeopleKeywords' }))).toBe('search');
    expect(errorPolicyFor(get(paths.newsPage(1, 10), { keyword: '补贴' }))).toBe('search');
    expect(errorPolicyFor(get(paths.publicityPage('notice', 1, 10), { keyword: '泉州' }))).toBe('search');
  });

  it('gives statistics, ads, policy detail, free-trial reads and 我的政策 the whole catalogue', () => {
    for (const path of [
      paths.applyAmount,
      paths.accessCount,
      paths.rewardCount,
      paths.ads('ad_PC_homePage2'),
      paths.policyDetail('p-0001'),
      paths.newsPage(1, 10),
      paths.systemInfo,
      paths.personalLoginInfo,
      paths.districtCode('350502'),
    ])
      expect(errorPolicyFor(get(path)), path).toBe('catalogue');
    expect(
      errorPolicyFor({ path: paths.personalPolicyPage(1, 10), method: 'POST', body: { matchingModel: 1 } }),
    ).toBe('catalogue');
    expect(errorPolicyFor({ path: paths.imgFile, method: 'POST' })).toBe('catalogue');
  });

  it('names the few calls that are neither: SMS sending (inline), access log, logout, login check', () => {
    expect(errorPolicyFor({ path: paths.sendCode, method: 'POST' })).toBe('inline');
    expect(errorPolicyFor({ path: paths.accessLog, method: 'POST' })).toBe('background');
    expect(errorPolicyFor({ path: paths.mztQuit, method: 'POST' })).toBe('background');
    expect(errorPolicyFor(get(paths.loginStatus))).toBe('background');
  });
});
