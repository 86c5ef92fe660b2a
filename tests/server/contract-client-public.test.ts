// @vitest-environment jsdom
// Contract tests, public side: every visitor endpoint of paths.ts called through the portal's own client and parsers.
import { describe, expect, it } from 'vitest';
import { request } from '../../src/shared/api/http';
import { isSuccessCode } from '../../src/shared/api/contract';
import { number, object, text } from '../../src/shared/api/schema';
import { financingProductSchema } from '../../src/shared/api/schemas/content';
import { paths } from '../../src/shared/api/paths';
import { sendAccessLogBatch } from '../../src/shared/access-log/access-log';
import {
  fetchAds,
  fetchHotWords,
  fetchPolicyDetail,
  fetchPolicyPage,
  fetchSuggestions,
  HOT_WORDS_SHOWN,
  splitHotWords,
  type ListParams,
} from '../../src/features/policy/api/policy-api';
import { hotKeywordsSchema } from '../../src/shared/api/schemas/policy';
import { fetchNewsDetail, fetchNewsPage } from '../../src/features/content/news/news-api';
import { fetchPublicityPage } from '../../src/features/content/notices/notice-api';
import { fetchCompilations, fetchGuides } from '../../src/features/content/guide/guide-api';
import { fetchRewardCount } from '../../src/features/content/overview/overview-api';
import { fetchPolicySummary } from '../../src/shared/api/policy-summary';
import * as regions from '../../src/shared/api/region-queries';
import * as statistics from '../../src/shared/api/statistics-queries';
import { fetchMatchPage, fetchQuestionGroups } from '../../src/features/matching/api/matching-api';
import { fetchEnterpriseTypes, fetchPersonalInfo } from '../../src/features/user-centre/api/centre-api';
import { fetchSystemInfo } from '../../src/features/session/api/session-api';
import { demoGet, expectApiError, setupClientApi } from './client-helpers';

const { api } = setupClientApi();

const list = (p: Partial<ListParams>): ListParams => ({
  keyword: '',
  page: 1,
  pageSize: 10,
  orderModel: 1,
  audience: 1,
  ...p,
});

describe('home page data', () => {
  it('hot words: both dictionaries and both hotWord lists have at least 12 words; the portal shows 12', async () => {
    for (const [audience, dicCode] of [
      [1, 'HotEnterpriseKeywords'],
      [2, 'HotPeopleKeywords'],
    ] as const) {
      const dic = await request(paths.getDic, { query: { dicCode } }, hotKeywordsSchema);
      expect(dic.length).toBeGreaterThanOrEqual(12);
      expect(dic.every((d) => d.entryName.trim() !== '')).toBe(true);
      const words = splitHotWords(await request(paths.hotWord, { query: { audience } }, text));
      expect(words.length).toBeGreaterThanOrEqual(12);
      expect(words).toEqual(dic.map((d) => d.entryName));
      const shown = await fetchHotWords(audience);
      expect(shown).toHaveLength(HOT_WORDS_SHOWN);
      expect(new Set(shown).size).toBe(HOT_WORDS_SHOWN);
    }
  });

  it('statistics, reward count and visits are positive and consistent', async () => {
    const stats = await statistics.fetchStatistics();
    expect(stats.freeAmount).toBeGreaterThan(0);
    expect(stats.applyAmount).toBeGreaterThan(0);
    expect(stats.total).toBeCloseTo(stats.freeAmount + stats.applyAmount, 2);
    expect(stats.policyCount).toBeGreaterThan(0);
    expect(stats.homePageCount).toBeGreaterThan(0);
    expect(await statistics.fetchStatistics()).toMatchObject({
      total: stats.total,
      policyCount: stats.policyCount,
    });
    const reward = await fetchRewardCount();
    expect(reward.applyCount).toBeGreaterThan(0);
    expect(reward.rewardMoney).toBeCloseTo(stats.total, 2);
    expect(reward.rewardMoneyStr).toMatch(/^\d+\.\d{2}亿元$/);
    expect((await statistics.fetchAccessCount()).homePageCount).toBe(stats.homePageCount);
  });

  it('ads for both codes have an image and a link', async () => {
    for (const code of ['ad_PC_homePage2', 'ad_PC_policyDetail'] as const) {
      const ads = await fetchAds(code);
      expect(ads.length).toBeGreaterThan(0);
      for (const ad of ads) {
        expect(ad.adContent).toMatch(/^\/.+\.svg$/);
        expect(ad.adLink).not.toBe('');
      }
    }
  });
});

describe('policies', () => {
  it('enterprise list: page size honoured, pages disjoint, declarationType filter, visits sort', async () => {
    const first = await fetchPolicyPage(list({ pageSize: 10 }));
    expect(first).toMatchObject({ current: 1, size: 10 });
    expect(first.records).toHaveLength(10);
    expect(first.total).toBeGreaterThan(10);
    const second = await fetchPolicyPage(list({ page: 2, pageSize: 10 }));
    expect(second.current).toBe(2);
    expect(second.records.some((r) => first.records.some((f) => f.id === r.id))).toBe(false);
    const fifteen = await fetchPolicyPage(list({ pageSize: 15 }));
    expect(fifteen.records).toHaveLength(15);
    expect(fifteen.total).toBe(first.total);
    expect((await fetchPolicyDetail(first.records[0]!.id)).audience).toBe(1);

    const free = await fetchPolicyPage(list({ declarationType: 2 }));
    expect(free.records.length).toBeGreaterThan(0);
    expect(free.records.every((r) => r.declarationType === 2 && r.freeApplyNameId !== '')).toBe(true);

    const byVisits = await fetchPolicyPage(list({ orderModel: 3, pageSize: 10 }));
    const visits = await Promise.all(
      byVisits.records.slice(0, 5).map(async (r) => (await fetchPolicyDetail(r.id)).visits),
    );
    expect(visits).toEqual([...visits].sort((a, b) => b - a));
  });

  it('people list (POST) answers people policies with its paging', async () => {
    const people = await fetchPolicyPage(list({ audience: 2, pageSize: 15 }));
    expect(people).toMatchObject({ current: 1, size: 15 });
    expect(people.records.length).toBeGreaterThan(0);
    expect(people.total).toBeGreaterThan(0);
    expect((await fetchPolicyDetail(people.records[0]!.id)).audience).toBe(2);
    const enterprise = await fetchPolicyPage(list({ pageSize: 15 }));
    expect(people.records.some((r) => enterprise.records.some((e) => e.id === r.id))).toBe(false);
  });

  it('suggestions match the keyword and the audience; an empty keyword gives none', async () => {
    const suggestions = await fetchSuggestions('补助', 1);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions.every((s) => s.policyName.includes('补助') && s.id !== '')).toBe(true);
    expect(await fetchSuggestions('', 1)).toEqual([]);
  });

  it('detail of p-0001 is complete; an unknown id rejects with code 404', async () => {
    const detail = await fetchPolicyDetail('p-0001');
    expect(detail).toMatchObject({ id: 'p-0001', audience: 1, declarationType: 1, applyTimeState: 1 });
    expect(detail.policyName).toContain('研发费用补助');
    expect(detail.content).not.toBe('');
    expect(detail.conditions.length).toBeGreaterThan(0);
    expect(detail.materials.length).toBeGreaterThan(0);
    expect(detail.declareStart <= detail.declareEnd).toBe(true);
    expect(detail.rewardMoney).toBeGreaterThan(0);
    const summary = await fetchPolicySummary('p-0001');
    expect(summary).toMatchObject({
      id: 'p-0001',
      policyName: detail.policyName,
      declarationType: 1,
      audience: 1,
    });
    await expectApiError(fetchPolicyDetail('p-9999'), { kind: 'code', code: '404', client: 'primary' });
  });
});

describe('matching for a visitor', () => {
  it('questionnaire form has single and multiple choice questions', async () => {
    const groups = await fetchQuestionGroups();
    const fields = groups.flatMap((g) => g.fieldList);
    expect(groups.length).toBeGreaterThan(1);
    expect(fields.some((f) => f.fieldType === 3)).toBe(true);
    expect(fields.some((f) => f.fieldType === 4)).toBe(true);
    expect(fields.every((f) => f.fieldCode !== '' && f.dictLabelList.length >= 2)).toBe(true);
  });

  it('a visitor sees every people policy as "mismatching" and none as precise', async () => {
    const all = await fetchMatchPage({ matchingModel: 3, orderModel: 1, page: 1, pageSize: 10 });
    expect(all.records).toHaveLength(10);
    expect(all.total).toBe((await fetchPolicyPage(list({ audience: 2 }))).total);
    expect((await fetchMatchPage({ matchingModel: 1, orderModel: 1, page: 1, pageSize: 10 })).total).toBe(0);
  });
});

describe('regions, content and catalogues', () => {
  it('counties, streets and district codes', async () => {
    const counties = await regions.fetchCounties();
    expect(counties).toHaveLength(14);
    const county = counties[0]!;
    const streets = await regions.fetchStreets(county.id);
    expect(streets.length).toBeGreaterThan(0);
    expect(
      streets.every((s) => s.code.startsWith(county.code) && s.code.length === county.code.length + 3),
    ).toBe(true);
    expect(await regions.fetchDistrict(county.code)).toEqual(county);
    expect(await regions.fetchDistrict(streets[0]!.code)).toEqual(streets[0]);
    await expectApiError(regions.fetchDistrict('999999'), { code: '404' });
  });

  it('news, publicity, notices, guides and compilations', async () => {
    const news = await fetchNewsPage({ page: 1, pageSize: 10, keyword: '' });
    expect(news.records).toHaveLength(10);
    expect(news.total).toBeGreaterThan(10);
    const article = await fetchNewsDetail(news.records[0]!.id);
    expect(article.title).toBe(news.records[0]!.title);
    expect(article.content).not.toBe('');
    for (const kind of ['publicity', 'notice'] as const) {
      const items = await fetchPublicityPage(kind, {
        page: 1,
        pageSize: 15,
        keyword: '',
        county: '',
      });
      expect(items.size).toBe(15);
      expect(items.records.length).toBeGreaterThan(0);
      expect(items.records.every((r) => r.kind === kind && r.rewardMoney >= 0)).toBe(true);
    }
    for (const audience of [1, 2] as const) {
      const guides = await fetchGuides(audience);
      expect(guides.length).toBeGreaterThan(0);
      expect(guides.every((g) => g.audience === audience && g.steps.length > 0)).toBe(true);
    }
    const compilations = await fetchCompilations();
    expect(compilations.length).toBeGreaterThan(0);
    expect(compilations[0]!.policies.length).toBeGreaterThan(0);
  });

  it('financing product, enterprise-type tree and sibling systems', async () => {
    const parseProduct = financingProductSchema;
    const product = await request(paths.financingProduct('f-001'), {}, parseProduct);
    expect(product).toMatchObject({ id: 'f-001', productName: '科技贷' });
    expect(product.maxAmount).toBeGreaterThan(0);
    await expectApiError(request(paths.financingProduct('f-999'), {}, parseProduct), { code: '404' });

    const tree = await fetchEnterpriseTypes();
    expect(tree.length).toBeGreaterThan(0);
    expect(tree.some((n) => (n.children?.length ?? 0) > 0)).toBe(true);

    const systems = await fetchSystemInfo();
    expect(systems.map((s) => s.systemCode).sort()).toEqual([
      'aiAssistant',
      'calculator',
      'creditLoan',
      'innovationVoucher',
      'listingConsult',
    ]);
    expect(systems.every((s) => s.pcUrl.startsWith(`${api().base}/__demo/sites/`))).toBe(true);
  });
});

describe('access log', () => {
  it('a batch is stored once (duplicates ignored) and counts as home-page visits', async () => {
    const before = await demoGet<{ records: unknown[]; requests: number }>(api(), '/__demo/access-logs');
    const visits = (await statistics.fetchAccessCount()).homePageCount;
    const stamp = Date.now().toString(36);
    const batch = [
      {
        accessType: 1,
        userType: 3 as const,
        sourceType: 1 as const,
        policyId: null,
        orgCode: '350500',
        clientRecordId: `c-${stamp}-1`,
        accessTime: '2025-01-01 10:00:00',
      },
      {
        accessType: 2,
        userType: 3 as const,
        sourceType: 1 as const,
        policyId: 'p-0001',
        orgCode: '350500',
        clientRecordId: `c-${stamp}-2`,
        accessTime: '2025-01-01 10:00:05',
      },
    ];
    await sendAccessLogBatch(batch);
    await sendAccessLogBatch(batch);
    const after = await demoGet<{
      records: { clientRecordId?: string; policyId: string | null }[];
      requests: number;
    }>(api(), '/__demo/access-logs');
    expect(after.requests).toBe(before.requests + 2);
    expect(after.records).toHaveLength(before.records.length + 2);
    expect(after.records.slice(-2)).toMatchObject([
      { clientRecordId: `c-${stamp}-1`, policyId: null },
      { clientRecordId: `c-${stamp}-2`, policyId: 'p-0001' },
    ]);
    expect((await statistics.fetchAccessCount()).homePageCount).toBe(visits + 2);
  });
});

describe('client behaviours for a visitor', () => {
  it('login-required primary call: 403 ApiError of the primary client', async () => {
    const error = await expectApiError(fetchPersonalInfo(), { kind: 'code', code: '403', client: 'primary' });
    expect(error.message).toBe('登录已失效，请重新登录');
  });

  it('platform calls: success code accepted, login status 4, login URLs, quit refused with 10001', async () => {
    expect(isSuccessCode('second', 200)).toBe(true);
    expect(await request(paths.loginStatus, {}, number)).toBe(4);
    expect(await request(paths.pcLoginStatus, {}, object({ loginStatus: number }))).toEqual({
      loginStatus: 4,
    });
    const register = new URL(
      await request(
        paths.mztLogin,
        { query: { frontRedirectUrl: '/#/indexHome', loginType: 1, register: 1 } },
        text,
      ),
    );
    expect(register.origin + register.pathname).toBe(`${api().base}/__idp/login`);
    expect(register.searchParams.get('register')).toBe('1');
    const check = new URL(
      await request(paths.loginCheck, { query: { frontRedirectUrl: '/#/indexHome', loginType: 2 } }, text),
    );
    expect(check.searchParams.get('loginType')).toBe('2');
    expect(check.searchParams.get('frontRedirectUrl')).toBe('/#/indexHome');
    await expectApiError(request(paths.mztQuit, { method: 'POST', query: { frontRedirectUrl: 'x' } }, null), {
      kind: 'code',
      code: '10001',
      client: 'second',
    });
  });
});
