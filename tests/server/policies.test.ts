// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdList,
  HotKeyword,
  OrgRegion,
  Page,
  PolicyDetail,
  PolicyListItem,
  Statistics,
} from '../../src/shared/api/contract';
import { findCounty } from '../../server/data/regions';
import { parseWith, ParseError } from '../../src/shared/api/schema';
import { policyQuerySchema } from '../../src/shared/api/schemas/policy';
import { startApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const COUNTY_CODES = [
  '350501',
  '350502',
  '350503',
  '350504',
  '350505',
  '350581',
  '350582',
  '350583',
  '350521',
  '350524',
  '350525',
  '350526',
  '350598',
  '350599',
];

describe('policy lists', () => {
  it('pages enterprise policies with filters and a total that reflects them', async () => {
    const all = await api.get<Page<PolicyListItem>>('/api/open/gj/v1/index/nonFinancialPolicyPage/1/10');
    expect(all.code).toBe(200);
    expect(all.data.records).toHaveLength(10);
    expect(all.data).toMatchObject({ current: 1, size: 10 });
    const people = await api.post<Page<PolicyListItem>>('/api/open/gj/v1/index/personalPolicyPage/1/20', {
      page: 1,
      pageSize: 20,
    });
    expect(all.data.total + people.data.total).toBeGreaterThanOrEqual(300);

    const county = await api.get<Page<PolicyListItem>>(
      '/api/open/gj/v1/index/nonFinancialPolicyPage/1/20?countyCode=350582',
    );
    expect(county.data.total).toBeLessThan(all.data.total);
    // a county's scope: its own policies and the city-wide (市本级) ones, and nothing of another county
    expect(county.data.records.every((p) => p.areaTypeStr === '晋江市' || p.areaTypeStr === '市本级')).toBe(
      true,
    );
    expect(county.data.records.some((p) => p.areaTypeStr === '晋江市')).toBe(true);
    expect(county.data.records.some((p) => p.areaTypeStr === '市本级')).toBe(true);
    const cityOnly = await api.get<Page<PolicyListItem>>(
      '/api/open/gj/v1/index/nonFinancialPolicyPage/1/20?countyCode=350501',
    );
    expect(cityOnly.data.records.every((p) => p.areaTypeStr === '市本级')).toBe(true);

    const free = await api.get<Page<PolicyListItem>>(
      '/api/open/gj/v1/index/nonFinancialPolicyPage/1/20?declarationType=2',
    );
    expect(free.data.total).toBeGreaterThan(0);
    expect(
      free.data.records.every((p) => p.declarationType === 2 && p.freeApplyNameId.startsWith('fa-')),
    ).toBe(true);

    const named = await api.get<Page<PolicyListItem>>(
      `/api/open/gj/v1/index/nonFinancialPolicyPage/1/20?policyName=${encodeURIComponent('研发费用')}`,
    );
    expect(named.data.total).toBeGreaterThan(0);
    expect(named.data.records.every((p) => p.policyName.includes('研发费用'))).toBe(true);
  });

  it('covers all 14 counties and both audiences', async () => {
    for (const code of COUNTY_CODES) {
      const ent = await api.get<Page<PolicyListItem>>(
        `/api/open/gj/v1/index/nonFinancialPolicyPage/1/10?countyCode=${code}`,
      );
      const ppl = await api.post<Page<PolicyListItem>>('/api/open/gj/v1/index/personalPolicyPage/1/10', {
        page: 1,
        pageSize: 10,
        countyCode: code,
      });
      expect(ent.data.total, code).toBeGreaterThan(0);
      expect(ppl.data.total, code).toBeGreaterThan(0);
    }
  });

  it('orders by latest, hot and visits', async () => {
    const latest = await api.get<Page<PolicyListItem>>(
      '/api/open/gj/v1/index/nonFinancialPolicyPage/1/20?orderModel=1',
    );
    const ids = latest.data.records.map((p) => p.id);
    const details = await Promise.all(
      ids.map((id) => api.get<PolicyDetail>(`/api/open/gj/v1/policy/detail/${id}`)),
    );
    const times = details.map((d) => d.data.publishTime);
    expect([...times].sort().reverse()).toEqual(times);
    const visits = await api.get<Page<PolicyListItem>>(
      '/api/open/gj/v1/index/nonFinancialPolicyPage/1/20?orderModel=3',
    );
    const v = await Promise.all(
      visits.data.records.map((p) => api.get<PolicyDetail>(`/api/open/gj/v1/policy/detail/${p.id}`)),
    );
    const counts = v.map((d) => d.data.visits);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it("refuses a people-list body the portal's schema refuses, with the schema's words", async () => {
    for (const body of [{ orderModel: 9 }, { audience: 'x' }, { applyState: 2 }]) {
      let portal = '';
      try {
        parseWith(policyQuerySchema, body, 'body');
      } catch (error) {
        if (error instanceof ParseError) portal = error.message;
      }
      expect(portal, JSON.stringify(body)).not.toBe('');
      const answer = await api.post('/api/open/gj/v1/index/personalPolicyPage/1/10', body);
      expect(answer, JSON.stringify(body)).toMatchObject({ code: 400, msg: portal });
    }
  });

  it('rejects page sizes other than 10/15/20 and bad pages or filters', async () => {
    const size = await api.get('/api/open/gj/v1/index/nonFinancialPolicyPage/1/13');
    expect(size).toMatchObject({ code: 400, msg: '每页条数只能是10、15或20' });
    expect((await api.get('/api/open/gj/v1/index/nonFinancialPolicyPage/0/10')).code).toBe(400);
    expect((await api.post('/api/open/gj/v1/index/personalPolicyPage/1/50', {})).code).toBe(400);
    expect((await api.get('/api/open/gj/v1/index/nonFinancialPolicyPage/1/10?orderModel=9')).code).toBe(400);
    expect((await api.post('/api/open/gj/v1/index/personalPolicyPage/1/10', { policyName: 42 })).code).toBe(
      400,
    );
    expect((await api.get('/api/open/gj/v1/index/nonFinancialPolicyPage/1/10?countyCode=110101')).code).toBe(
      400,
    );
  });

  it('serves known policies: open apply-type p-0001, free p-0002, p-xss, and 404 for unknown ids', async () => {
    const p1 = await api.get<PolicyDetail>('/api/open/gj/v1/policy/detail/p-0001');
    expect(p1.data).toMatchObject({
      id: 'p-0001',
      audience: 1,
      declarationType: 1,
      applyTimeState: 1,
      countyCode: '350501',
    });
    expect(p1.data.remainingDays).toBeGreaterThan(0);
    expect(p1.data.declareTime).toMatch(/^\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}$/);
    expect(p1.data.content).toContain('<table');
    expect(p1.data.content).toContain('<ol>');
    const p2 = await api.get<PolicyDetail>('/api/open/gj/v1/policy/detail/p-0002');
    expect(p2.data).toMatchObject({
      audience: 2,
      declarationType: 2,
      freeApplyNameId: 'fa-0002',
      applyTimeState: 1,
    });
    expect((await api.get<PolicyDetail>('/api/open/gj/v1/policy/detail/p-0003')).data.applyTimeState).toBe(2);
    expect((await api.get<PolicyDetail>('/api/open/gj/v1/policy/detail/p-0004')).data.applyTimeState).toBe(3);
    const xss = await api.get<PolicyDetail>('/api/open/gj/v1/policy/detail/p-xss');
    expect(xss.data.content).toContain('<img src=x onerror="window.__xss=1">');
    expect(xss.data.content).toContain('<script>window.__xss=2</script>');
    expect(await api.get('/api/open/gj/v1/policy/detail/p-9999')).toMatchObject({
      code: 404,
      msg: '政策不存在或已下架',
    });
  });

  it('suggests up to 8 names containing the keyword', async () => {
    const s = await api.get<{ id: string; policyName: string }[]>(
      `/api/open/gj/v1/policy/suggest?keyword=${encodeURIComponent('补贴')}&audience=2`,
    );
    expect(s.data.length).toBeGreaterThan(0);
    expect(s.data.length).toBeLessThanOrEqual(8);
    expect(s.data.every((x) => x.policyName.includes('补贴'))).toBe(true);
    expect((await api.get<unknown[]>('/api/open/gj/v1/policy/suggest?keyword=')).data).toEqual([]);
  });
});

describe('home page data', () => {
  it('answers hot words, statistics and questionnaire', async () => {
    const ent = await api.get<HotKeyword[]>('/api/manage/gj/v1/pcApi/getDic?dicCode=HotEnterpriseKeywords');
    const ppl = await api.get<HotKeyword[]>('/api/manage/gj/v1/pcApi/getDic?dicCode=HotPeopleKeywords');
    expect(ent.data.length).toBeGreaterThanOrEqual(12);
    expect(ppl.data.length).toBeGreaterThanOrEqual(12);
    expect(ent.data[0]?.entryName).not.toBe(ppl.data[0]?.entryName);
    expect((await api.get('/api/manage/gj/v1/pcApi/getDic?dicCode=Nope')).code).toBe(400);
    const hot = await api.get<string>('/api/open/gj/v1/index/hotWord');
    expect(hot.data.split(',').length).toBeGreaterThanOrEqual(12);

    const stats = await api.get<Statistics>('/api/open/gj/v1/index/applyAmount');
    expect(stats.data.total).toBeCloseTo(stats.data.freeAmount + stats.data.applyAmount, 2);
    expect(stats.data.policyCount).toBeGreaterThanOrEqual(300);
    expect(
      (await api.get<{ homePageCount: number }>('/api/open/gj/v1/index/accessCount')).data.homePageCount,
    ).toBeGreaterThan(10_000_000);
    const reward = await api.get<{ applyCount: number; rewardMoneyStr: string }>(
      '/api/open/gj/v1/index/rewardCount',
    );
    expect(reward.data.rewardMoneyStr).toMatch(/亿元$/);

    const form = await api.get<{ name: string; fieldList: { fieldType: number }[] }[]>(
      '/api/open/gj/v1/index/personalInfoForm',
    );
    expect(form.data.length).toBeGreaterThanOrEqual(3);
    const fields = form.data.flatMap((g) => g.fieldList);
    expect(fields.length).toBeGreaterThanOrEqual(8);
    expect(fields.some((f) => f.fieldType === 3)).toBe(true);
    expect(fields.some((f) => f.fieldType === 4)).toBe(true);
  });

  it('serves ads whose images are SVG banners and whose links are portal routes', async () => {
    for (const code of ['ad_PC_homePage2', 'ad_PC_policyDetail']) {
      const ads = await api.get<AdList>(`/api/v1/tads/findByCode/${code}`);
      expect(ads.data.adList.length).toBeGreaterThanOrEqual(3);
      for (const ad of ads.data.adList) {
        expect(ad.adLink).toMatch(/^#\/(policyDetail|newsDetail)\?id=/);
        const img = await fetch(api.base + ad.adContent);
        expect(img.headers.get('content-type')).toContain('image/svg+xml');
        const svg = await img.text();
        expect(svg).toContain('width="1200"');
        expect(svg).toContain('演示广告');
      }
    }
    expect((await api.get('/api/v1/tads/findByCode/ad_unknown')).code).toBe(404);
    expect((await fetch(`${api.base}/demo-assets/ads/99.svg`)).status).toBe(404);
  });

  it('answers regions, enterprise types and financing products', async () => {
    const counties = await api.get<OrgRegion[]>('/api/gj/v1/orgCommons/qzCountyOrg');
    expect(counties.data.map((c) => c.code)).toEqual(COUNTY_CODES);
    const streets = await api.get<OrgRegion[]>('/api/gj/v1/orgCommons/qzStreetOrg/350502');
    const licheng = findCounty('350502');
    expect(licheng?.streets).toHaveLength(8);
    expect(streets.data.map((s) => s.name)).toEqual(licheng?.streets);
    expect((await api.get('/api/gj/v1/orgCommons/qzStreetOrg/000000')).code).toBe(404);
    expect((await api.get<OrgRegion>('/api/gj/v1/orgCommons/districtCode/350582')).data.name).toBe('晋江市');
    expect((await api.get<OrgRegion>('/api/gj/v1/orgCommons/districtCode/350502001')).data.name).toBe(
      '海滨街道',
    );
    const tree = await api.get<{ label: string; children?: unknown[] }[]>(
      '/api/gj/v1/gjCommonApi/treeEnterpriseType',
    );
    expect(tree.data.some((n) => (n.children?.length ?? 0) > 0)).toBe(true);
    expect(
      (await api.get<{ productName: string }>('/api/manage/gj/v1/pcApi/financingMarket/product/f-001')).data
        .productName,
    ).toBe('科技贷');
    expect((await api.get('/api/manage/gj/v1/pcApi/financingMarket/product/f-999')).code).toBe(404);
  });

  it('answers news, publicity, notices, guides and compilations', async () => {
    const news = await api.get<Page<{ id: string; content: string }>>('/api/open/gj/v1/news/page/1/10');
    expect(news.data.total).toBeGreaterThanOrEqual(30);
    const first = news.data.records[0];
    const detail = await api.get<{ content: string }>(`/api/open/gj/v1/news/detail/${first?.id}`);
    expect(detail.data.content).toContain('<p>');
    expect((await api.get('/api/open/gj/v1/news/detail/n-999')).code).toBe(404);
    for (const kind of ['publicity', 'notice']) {
      const page = await api.get<Page<{ kind: string }>>(`/api/open/gj/v1/${kind}/page/2/15`);
      expect(page.data.total).toBeGreaterThanOrEqual(30);
      expect(page.data.records.every((r) => r.kind === kind)).toBe(true);
      expect(page.data.current).toBe(2);
    }
    const guides = await api.get<{ steps: unknown[] }[]>('/api/open/gj/v1/declarationGuide');
    expect(guides.data.length).toBeGreaterThanOrEqual(8);
    expect(guides.data.every((g) => g.steps.length >= 3)).toBe(true);
    const comp = await api.get<{ year: number; department: string }[]>('/api/open/gj/v1/compilation');
    expect(comp.data.length).toBeGreaterThanOrEqual(8);
    expect(new Set(comp.data.map((c) => c.year)).size).toBeGreaterThanOrEqual(2);
  });
});
