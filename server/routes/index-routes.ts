// Home-page endpoints: ads, statistics, hot words, the questionnaire form, policy lists, detail and suggestions.
import type {
  AdList,
  HotKeyword,
  PolicySuggestion,
  RewardCount,
  Statistics,
} from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import { policyQuerySchema } from '../../src/shared/api/schemas/policy';
import { AD_SEEDS, HOT_ENTERPRISE_KEYWORDS, HOT_PEOPLE_KEYWORDS, STATISTICS_BASE } from '../data/catalog';
import { toDetail, toListItem } from '../data/policies';
import { QUESTION_GROUPS } from '../data/questionnaire';
import type { DemoContext } from '../lib/context';
import { badRequest, notFound, ok } from '../lib/envelope';
import {
  body,
  bodyAs,
  isRecord,
  mapPage,
  paginate,
  pagingFromParams,
  param,
  query,
} from '../lib/http-helpers';
import { filterPolicies, inScope, parsePolicyFilter } from '../lib/policy-query';
import { personMatchFilter } from './person-matches';
import type { Register } from '../lib/registry';
import { routeOf } from '../lib/route-pattern';

/** The visit count: the database's accepted access-log records, as loaded at start and counted since. */
export function homePageCount(ctx: DemoContext): number {
  return STATISTICS_BASE.homePageCount + ctx.state.accessLog.accepted;
}

function yi(tenThousands: number): string {
  return `${(tenThousands / 10000).toFixed(2)}亿元`;
}

export function registerIndexRoutes(ctx: DemoContext, reg: Register): void {
  reg('get', routeOf(paths.ads, 'adCode'), { seed: true }, (req, res) => {
    const code = param(req, 'adCode');
    if (code !== 'ad_PC_homePage2' && code !== 'ad_PC_policyDetail') throw notFound('广告位不存在');
    const answer: AdList = {
      adList: AD_SEEDS[code].map(({ adContent, adLink, adTitle }) => ({ adContent, adLink, adTitle })),
    };
    ok(res, answer);
  });

  reg('get', paths.applyAmount, { seed: true }, (_req, res) => {
    const { freeAmount, applyAmount } = STATISTICS_BASE;
    const stats: Statistics = {
      freeAmount,
      applyAmount,
      total: Math.round((freeAmount + applyAmount) * 100) / 100,
      policyCount: ctx.policies.filter((p) => !p.hidden).length,
      homePageCount: homePageCount(ctx),
    };
    ok(res, stats);
  });

  reg('get', paths.accessCount, { seed: true }, (_req, res) => {
    ok(res, { homePageCount: homePageCount(ctx) });
  });

  reg('get', paths.rewardCount, { seed: true }, (_req, res) => {
    const total = Math.round((STATISTICS_BASE.freeAmount + STATISTICS_BASE.applyAmount) * 100) / 100;
    const answer: RewardCount = {
      // the applications counted on the policies themselves, so the figure and the lists agree
      applyCount: ctx.policies.reduce((sum, p) => sum + p.applyCount, 0),
      rewardMoney: total,
      rewardMoneyStr: yi(total),
    };
    ok(res, answer);
  });

  reg('get', paths.hotWord, { seed: true }, (req, res) => {
    const audience = query(req, 'audience');
    if (audience !== undefined && audience !== '1' && audience !== '2')
      throw badRequest('参数 audience 只能是1或2');
    ok(res, (audience === '2' ? HOT_PEOPLE_KEYWORDS : HOT_ENTERPRISE_KEYWORDS).join(','));
  });

  reg('get', paths.getDic, { seed: true }, (req, res) => {
    const code = query(req, 'dicCode');
    if (code === 'HotEnterpriseKeywords' || code === 'HotPeopleKeywords') {
      const words = code === 'HotEnterpriseKeywords' ? HOT_ENTERPRISE_KEYWORDS : HOT_PEOPLE_KEYWORDS;
      const list: HotKeyword[] = words.map((entryName) => ({ entryName }));
      ok(res, list);
      return;
    }
    throw badRequest('字典编码 dicCode 不正确');
  });

  reg('get', paths.personalInfoForm, { seed: true }, (_req, res) => {
    ok(res, QUESTION_GROUPS);
  });

  reg('get', routeOf(paths.nonFinancialPolicyPage, 'page', 'pageSize'), { seed: true }, (req, res) => {
    const { page, pageSize } = pagingFromParams(req);
    const filter = parsePolicyFilter(req.query as Record<string, unknown>, 1);
    const now = ctx.now();
    ok(
      res,
      mapPage(paginate(filterPolicies(ctx.policies, filter, ctx.now()), page, pageSize), (p) =>
        toListItem(p, now),
      ),
    );
  });

  reg('post', routeOf(paths.personalPolicyPage, 'page', 'pageSize'), { seed: true }, async (req, res) => {
    const { page, pageSize } = pagingFromParams(req);
    const raw = req.body === undefined ? {} : body(req);
    // a body the portal's schema refuses gets the schema's words; then each value is checked strictly
    if (req.body !== undefined) bodyAs(req, policyQuerySchema);
    const filter = parsePolicyFilter(raw, 2);
    const policies = (await personMatchFilter(ctx, req, raw.matchingModel))(
      filterPolicies(ctx.policies, filter, ctx.now()),
    );
    const now = ctx.now();
    ok(
      res,
      mapPage(paginate(policies, page, pageSize), (p) => toListItem(p, now)),
    );
  });

  reg('get', paths.policyDepartments, { seed: true, assumed: true }, (req, res) => {
    const filter = parsePolicyFilter(req.query as Record<string, unknown>, 1);
    const names = new Set(
      ctx.policies
        .filter((p) => !p.hidden && p.audience === filter.audience && inScope(p, filter.countyCode))
        .map((p) => p.competentDepartmentPath),
    );
    ok(
      res,
      [...names].sort((a, b) => a.localeCompare(b, 'zh-CN')),
    );
  });

  reg('get', routeOf(paths.policyDetail, 'id'), { seed: true, assumed: true }, (req, res) => {
    const policy = ctx.policyById.get(param(req, 'id'));
    if (!policy) throw notFound('政策不存在或已下架');
    ok(res, toDetail(policy, ctx.now()));
  });

  reg('get', paths.policySuggest, { seed: true, assumed: true }, (req, res) => {
    const keyword = (query(req, 'keyword') ?? '').trim().toLowerCase();
    if (keyword.length > 100) throw badRequest('搜索关键词不能超过100个字符');
    const q = req.query as Record<string, unknown>;
    const audienceRaw = isRecord(q) ? q.audience : undefined;
    if (audienceRaw !== undefined && audienceRaw !== '1' && audienceRaw !== '2')
      throw badRequest('参数 audience 只能是1或2');
    if (keyword === '') {
      ok(res, []);
      return;
    }
    const seen = new Set<string>();
    const list: PolicySuggestion[] = [];
    for (const p of ctx.policies) {
      if (p.hidden || (audienceRaw !== undefined && String(p.audience) !== audienceRaw)) continue;
      if (!p.policyName.toLowerCase().includes(keyword) || seen.has(p.policyName)) continue;
      seen.add(p.policyName);
      list.push({ id: p.id, policyName: p.policyName });
      if (list.length === 8) break;
    }
    ok(res, list);
  });
}
