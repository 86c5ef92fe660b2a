// Assumed content endpoints: news, declaration publicity, payout notices, declaration guides, compilations.
import type { Article, PublicityItem } from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import { generatePublicity } from '../data/articles';
import { generateNews } from '../data/news';
import { generateCompilations, generateGuides } from '../data/guides';
import { findCounty } from '../data/regions';
import type { DemoContext } from '../lib/context';
import { badRequest, notFound, ok } from '../lib/envelope';
import { paginate, pagingFromParams, param, query } from '../lib/http-helpers';
import type { Register } from '../lib/registry';
import { routeOf } from '../lib/route-pattern';

function filters(
  keywordRaw: string | undefined,
  countyRaw: string | undefined,
): { keyword: string; county?: string } {
  const keyword = (keywordRaw ?? '').trim();
  if (keyword.length > 100) throw badRequest('搜索关键词不能超过100个字符');
  if (countyRaw && !findCounty(countyRaw)) throw badRequest('区划代码不正确');
  return { keyword, county: countyRaw || undefined };
}

export function registerContentRoutes(ctx: DemoContext, reg: Register): void {
  const now = ctx.now();
  const news = generateNews(now);
  const publicity: Record<'publicity' | 'notice', PublicityItem[]> = {
    publicity: generatePublicity(ctx.policies, now, 'publicity'),
    notice: generatePublicity(ctx.policies, now, 'notice'),
  };
  const guides = generateGuides(ctx.policies, now);
  const compilations = generateCompilations(ctx.policies, now);
  const meta = { seed: true, assumed: true };

  reg('get', routeOf(paths.newsDetail, 'id'), meta, (req, res) => {
    const article = news.find((a) => a.id === param(req, 'id'));
    if (!article) throw notFound('资讯不存在或已删除');
    ok(res, article);
  });

  reg('get', routeOf(paths.newsPage, 'page', 'pageSize'), meta, (req, res) => {
    const { page, pageSize } = pagingFromParams(req);
    const { keyword, county } = filters(query(req, 'keyword'), query(req, 'countyCode'));
    const hits = news.filter(
      (a) => (!keyword || a.title.includes(keyword)) && (!county || a.countyCode === county),
    );
    const list: Article[] = hits.map((a) => ({ ...a, content: '' }));
    ok(res, paginate(list, page, pageSize));
  });

  for (const kind of ['publicity', 'notice'] as const) {
    reg('get', routeOf(paths.publicityPage, `#${kind}`, 'page', 'pageSize'), meta, (req, res) => {
      const { page, pageSize } = pagingFromParams(req);
      const { keyword, county } = filters(query(req, 'keyword'), query(req, 'countyCode'));
      const hits = publicity[kind].filter(
        (p) =>
          (!keyword || p.policyName.includes(keyword) || p.enterpriseName.includes(keyword)) &&
          (!county || p.countyCode === county),
      );
      ok(res, paginate(hits, page, pageSize));
    });
  }

  reg('get', paths.guideList, meta, (req, res) => {
    const audience = query(req, 'audience');
    if (audience !== undefined && audience !== '1' && audience !== '2')
      throw badRequest('参数 audience 只能是1或2');
    ok(
      res,
      guides.filter((g) => !audience || String(g.audience) === audience),
    );
  });

  reg('get', paths.compilationList, meta, (req, res) => {
    const year = query(req, 'year');
    const department = query(req, 'department');
    if (year !== undefined && year !== '' && !/^\d{4}$/.test(year)) throw badRequest('年份格式不正确');
    ok(
      res,
      compilations.filter(
        (c) => (!year || String(c.year) === year) && (!department || c.department.includes(department)),
      ),
    );
  });
}
