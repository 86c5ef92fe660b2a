// @vitest-environment node
// 惠企政策匹配 through the demo API: an enterprise matched from its enterprise information.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnterpriseMatchPage } from '../../src/shared/api/contract';
import { city } from '../../src/shared/config/city';
import { ENTERPRISE_ACCOUNTS } from '../../server/data/accounts';
import { evaluateEligibility } from '../../src/shared/eligibility/evaluate';
import { classifyMatch } from '../../src/shared/eligibility/match';
import { login, startApi, type TestApi } from './helpers';

let api: TestApi;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  api = await startApi();
  for (const id of ['u-ent-1', 'u-ent-2', 'u-ent-3']) tokens[id] = await login(api, 'enterprise', id);
  tokens.person = await login(api, 'person');
});
afterAll(() => api.close());

const cityCounties = () => city.counties.map((c) => c.code);
const url = (model: number, size = 20, page = 1) =>
  `/api/pc/hm/v1/policy/enterpriseMatchingPage/${page}/${size}?matchingModel=${model}`;
const get = (who: string, model: number, page = 1) =>
  api.get<EnterpriseMatchPage>(url(model, 20, page), tokens[who]);

/** Every page of one group, the first page's answer with all the records. */
async function all(who: string, model: number) {
  const first = await get(who, model);
  const records = [...first.data.records];
  for (let page = 2; (page - 1) * 20 < first.data.total; page += 1)
    records.push(...(await get(who, model, page)).data.records);
  return { data: { ...first.data, records } };
}

describe('enterprise matching', () => {
  it('needs a login and refuses a person with the account-kind message', async () => {
    expect((await api.get(url(1))).code).toBe(403);
    const person = await get('person', 1);
    expect(person.code).toBe(400);
    expect(person.msg).toBe('当前为个人账号，请使用企业账号登录');
    expect((await get('u-ent-1', 7)).msg).toContain('matchingModel');
  });

  it('groups every enterprise policy for the demo enterprise, each group with members, from its profile', async () => {
    const [precise, possible, none] = await Promise.all([1, 2, 3].map((m) => all('u-ent-1', m)));
    const d = precise!.data;
    // the profile is the account's own record: its county from the street code, type and date from the info
    const account = ENTERPRISE_ACCOUNTS.find((a) => a.id === 'u-ent-1')!;
    expect(d.profile).toEqual({
      kind: 'enterprise',
      countyCode: account.info.countyCode!.slice(0, 6),
      enterpriseType: account.info.enterpriseType,
      foundedOn: account.info.establishDate,
      industry: account.industry,
      size: account.size,
      answers: {},
      answerLabels: {},
    });
    expect(d.countySource).toBe('record');
    expect(d.missingFields).toEqual([]);
    expect(d.accurateCount).toBeGreaterThan(5);
    expect(d.probablyCount).toBeGreaterThan(0);
    expect(d.mismatchingCount).toBeGreaterThan(100);
    // every visible enterprise policy of the 14 counties falls in one group
    expect(d.accurateCount + d.probablyCount + d.mismatchingCount).toBeGreaterThan(14 * 12);
    expect(d.records).toHaveLength(d.accurateCount);
    expect(possible!.data.records).toHaveLength(d.probablyCount);
    expect(none!.data.records).toHaveLength(d.mismatchingCount);
    // precise: only 鲤城 and city-wide policies, every condition met, as the browser evaluates them again
    for (const p of d.records) {
      expect(['鲤城区', '市本级']).toContain(p.areaTypeStr);
      const again = evaluateEligibility(p.explanation!.eligibility!, p.explanation!.profile!, cityCounties());
      expect(again.verdict).toBe('eligible');
    }
    for (const p of possible!.data.records) {
      const again = evaluateEligibility(p.explanation!.eligibility!, p.explanation!.profile!, cityCounties());
      expect(classifyMatch(again)).toBe('possible');
      expect(again.outcomes.some((o) => !o.condition.hard && o.status === 'notMet')).toBe(true);
    }
    // another county is at most not matched, because of the area
    const elsewhere = none!.data.records.find((p) => p.areaTypeStr === '晋江市')!;
    const why = evaluateEligibility(elsewhere.explanation!.eligibility!, d.profile, cityCounties());
    expect(why.failed[0]?.condition.kind).toBe('area');
  });

  it('names the missing fields that would settle possible matches, never leaving the list blank', async () => {
    const incomplete = (await all('u-ent-3', 2)).data;
    expect(incomplete.profile.industry).toBeUndefined();
    expect(incomplete.profile.size).toBeUndefined();
    expect(incomplete.missingFields).toEqual(['industry', 'size']);
    expect(incomplete.undecidedCount).toBeGreaterThan(0);
    expect(incomplete.probablyCount).toBeGreaterThanOrEqual(incomplete.undecidedCount);
    expect(incomplete.records.length).toBeGreaterThan(0);
    const unsettled = incomplete.records.find((p) =>
      p.explanation!.eligibility!.some((c) => c.kind === 'industry' && c.hard),
    )!;
    const again = evaluateEligibility(
      unsettled.explanation!.eligibility!,
      incomplete.profile,
      cityCounties(),
    );
    expect(again.outcomes.find((o) => o.condition.kind === 'industry')?.status).toBe('unknown');
  });

  it('takes the county from the credit code when no region is saved, and says so', async () => {
    const noRegion = (await get('u-ent-2', 1)).data;
    expect(noRegion.countySource).toBe('creditCode');
    expect(noRegion.profile.countyCode).toBe('350582');
    expect(noRegion.accurateCount).toBeGreaterThan(0);
    for (const p of noRegion.records) expect(['晋江市', '市本级']).toContain(p.areaTypeStr);
  });
});
