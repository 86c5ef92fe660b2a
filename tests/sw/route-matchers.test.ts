// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/api/paths';
import { matchesFresh, matchesPolicy } from '../../sw/routes-api';
import { matchesAdImage, matchesBackground } from '../../sw/routes-images';

const USER_PATHS = [
  paths.myApplyPage(1, 10),
  paths.myApplyDetail('a-1'),
  paths.myEnjoyPage(1, 10),
  paths.myConsultPage(1, 10),
  paths.myMessagePage(1, 10),
  paths.projectPage(1, 10),
  paths.policyMatchingResult,
  paths.policyMatchingPage(1, 10),
  paths.formRecord,
  paths.bankAccountChanges('e-1', 1, 10),
  paths.accessLog,
  // issue 32: the user's contact, enterprise and personal info, files and the login state
  paths.myContact,
  paths.enterpriseLogin,
  paths.personalLoginInfo,
  paths.myConsultDetail('cs-1'),
  paths.projectDetail('pr-1'),
  paths.applyContext('p-0001'),
  paths.applyDraft('p-0001'),
  paths.applyFile('f-1'),
  paths.loginStatus,
  paths.pcLoginStatus,
];

describe('API routes the worker caches', () => {
  it('serves the small public answers stale-while-revalidate', () => {
    for (const path of [
      paths.hotWord,
      paths.getDic,
      paths.applyAmount,
      paths.accessCount,
      paths.rewardCount,
      paths.ads('ad_PC_homePage2'),
    ]) {
      expect(matchesFresh(path), path).toBe(true);
      expect(matchesPolicy(path), path).toBe(false);
    }
  });

  it('serves the public lists and details a visitor browses network-first', () => {
    for (const path of [
      paths.nonFinancialPolicyPage(1, 10),
      paths.nonFinancialPolicyPage(3, 20),
      paths.policyDetail('p-0001'),
      paths.newsPage(1, 10),
      paths.newsDetail('n-1'),
      paths.publicityPage('publicity', 2, 10),
      paths.publicityPage('notice', 1, 10),
      paths.guideList,
      paths.compilationList,
    ]) {
      expect(matchesPolicy(path), path).toBe(true);
      expect(matchesFresh(path), path).toBe(false);
    }
  });

  it('matches exact paths only where the path is exact', () => {
    expect(matchesFresh(`${paths.hotWord}/extra`)).toBe(false);
    expect(matchesFresh(`/x${paths.hotWord}`)).toBe(false);
    expect(matchesPolicy(`/x${paths.policyDetail('p-1')}`)).toBe(false);
  });

  it('never matches a user-scoped or write endpoint', () => {
    for (const path of [...USER_PATHS, paths.applySubmit, paths.formSubmit, paths.personInfoSave]) {
      expect(matchesFresh(path), path).toBe(false);
      expect(matchesPolicy(path), path).toBe(false);
    }
  });
});

describe('image routes the worker caches', () => {
  const url = (path: string, origin = 'http://localhost:4173') => new URL(path, origin);

  it('caches ad images', () => {
    expect(matchesAdImage(url('/demo-assets/ads/banner-1.webp'))).toBe(true);
    expect(matchesAdImage(url('/demo-assets/other/banner-1.webp'))).toBe(false);
    expect(matchesAdImage(url('/api/v1/tads/findByCode/x'))).toBe(false);
    // a consultation's images are the user's: never cached (issue 32)
    expect(matchesAdImage(url('/__uploads/0b0c6f5e-2a57-4c43-9f0e-1c2d3e4f5a6b.png'))).toBe(false);
    expect(matchesBackground(url('/__uploads/0b0c6f5e-2a57-4c43-9f0e-1c2d3e4f5a6b.png'), true)).toBe(false);
  });

  it('caches the regional backgrounds of this origin only', () => {
    expect(matchesBackground(url('/backgrounds/fengze-district.svg'), true)).toBe(true);
    expect(matchesBackground(url('/assets/backgrounds/licheng.svg'), true)).toBe(true);
    expect(matchesBackground(url('/backgrounds/fengze.svg', 'https://cdn.example'), false)).toBe(false);
    expect(matchesBackground(url('/backgrounds/fengze.png'), true)).toBe(false);
    expect(matchesBackground(url('/backgrounds/../x.svg?y'), true)).toBe(false);
    expect(matchesBackground(url('/backgrounds/sub/dir.svg.js'), true)).toBe(false);
  });
});
