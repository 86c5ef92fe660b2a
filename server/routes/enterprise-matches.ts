// 惠企政策匹配: an enterprise's policies matched from its enterprise information (docs/product.md#enterprise-matching).
import type { EnterpriseMatchPage } from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import type { ApplicantProfile } from '../../src/shared/eligibility/conditions';
import { countyOfCreditCode, missingEnterpriseFields } from '../../src/shared/eligibility/enterprise-profile';
import { matchConditions } from '../../src/shared/eligibility/match';
import { toListItem } from '../data/policies';
import { CITY_COUNTIES, profileOf, zh } from '../lib/applicant';
import { enterpriseInfo, sessionOf } from '../lib/auth';
import type { DemoContext } from '../lib/context';
import { badRequest, ok } from '../lib/envelope';
import { mapPage, paginate, pagingFromParams } from '../lib/http-helpers';
import { explainMatch, MODEL_OF } from '../lib/matching';
import { sortPolicies } from '../lib/policy-query';
import type { Register } from '../lib/registry';
import { routeOf } from '../lib/route-pattern';
import type { Session } from '../lib/state';
import { parseModel } from './person-matches';

/** The enterprise's profile; without a saved region, the county its credit code was registered in. */
export async function enterpriseMatchProfile(
  ctx: DemoContext,
  session: Session,
): Promise<{ profile: ApplicantProfile; countySource: EnterpriseMatchPage['countySource'] }> {
  const profile = await profileOf(ctx, session);
  if (profile.countyCode) return { profile, countySource: 'record' };
  const county = countyOfCreditCode(
    (await enterpriseInfo(ctx, session.accountId))?.enterpriseCode,
    CITY_COUNTIES,
  );
  return county
    ? { profile: { ...profile, countyCode: county }, countySource: 'creditCode' }
    : { profile, countySource: 'none' };
}

export function registerEnterpriseMatchRoutes(ctx: DemoContext, reg: Register): void {
  reg(
    'get',
    routeOf(paths.enterpriseMatchingPage, 'page', 'pageSize'),
    { auth: 'login', assumed: true },
    async (req, res) => {
      const session = sessionOf(res);
      if (session.kind !== 2) throw badRequest(zh('login.isPerson'));
      const { page, pageSize } = pagingFromParams(req);
      const model = parseModel((req.query as Record<string, unknown>).matchingModel) ?? 1;
      const { profile, countySource } = await enterpriseMatchProfile(ctx, session);
      const matched = ctx.policies
        .filter((p) => !p.hidden && p.audience === 1)
        .map((policy) => ({ policy, ...matchConditions(policy.eligibility ?? [], profile, CITY_COUNTIES) }));
      const count = (m: 1 | 2 | 3) => matched.filter((x) => MODEL_OF[x.match] === m).length;
      const possible = matched.filter((x) => x.match === 'possible');
      const group = matched.filter((x) => MODEL_OF[x.match] === model).map((x) => x.policy);
      const now = ctx.now();
      const answer: EnterpriseMatchPage = {
        ...mapPage(paginate(sortPolicies(group, 1, now), page, pageSize), (p) => ({
          ...toListItem(p, now),
          explanation: explainMatch(p, profile),
        })),
        accurateCount: count(1),
        probablyCount: count(2),
        mismatchingCount: count(3),
        profile,
        countySource,
        // only what could change a result: a field the policies of other counties ask for changes nothing
        missingFields: missingEnterpriseFields(
          matched.filter((x) => x.match !== 'none').map((x) => x.result),
        ),
        undecidedCount: possible.filter((x) => x.result.outcomes.some((o) => o.status === 'unknown')).length,
      };
      ok(res, answer);
    },
  );
}
