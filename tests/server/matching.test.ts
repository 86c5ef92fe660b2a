// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EnjoyPage,
  MatchListItem,
  MatchSummary,
  Page,
  PolicyListItem,
  QuestionnaireRecord,
} from '../../src/shared/api/contract';
import { startApiWithLogin, type TestApi } from './helpers';

let api: TestApi;
let token: string;
beforeAll(async () => ({ api, token } = await startApiWithLogin('person')));
afterAll(() => api.close());

const page = (model: number, extra = '') =>
  `/api/pc/hm/v1/policy/policyMatchingPage/1/20?matchingModel=${model}${extra}`;

describe('policy matching', () => {
  it('requires a login for submit, result and records', async () => {
    expect((await api.post('/api/pc/hm/v1/policy/formSubmit', { jsonData: '{"ageRange":"5"}' })).code).toBe(
      403,
    );
    expect((await api.get('/api/pc/hm/v1/policy/policyMatchingResult')).code).toBe(403);
    expect((await api.get('/api/pc/hm/v1/policy/formRecord')).code).toBe(403);
  });

  it('puts everything under "not matched" for visitors', async () => {
    const none = await api.get<Page<PolicyListItem>>(page(3));
    const precise = await api.get<Page<PolicyListItem>>(page(1));
    expect(none.data.total).toBeGreaterThan(100);
    expect(precise.data.total).toBe(0);
  });

  it('validates answers', async () => {
    const cases: [unknown, string][] = [
      [{ jsonData: '{}' }, '请至少回答一道题'],
      [{ jsonData: '{"unknown":"1"}' }, '未知的问卷题目'],
      [{ jsonData: '{"ageRange":"9"}' }, '选项不正确'],
      [{ jsonData: '{"ageRange":"1,2"}' }, '单选题'],
      [{ jsonData: '{"ageRange":1}' }, '答案格式不正确'],
      [{ jsonData: 'not json' }, '不是合法的 JSON'],
      [{ jsonData: 5 }, '请至少回答一道题'],
      [{ jsonData: '{"ageRange":""}' }, '请至少回答一道题'],
    ];
    for (const [body, msg] of cases) {
      const answer = await api.post('/api/pc/hm/v1/policy/formSubmit', body, token);
      expect(answer.code, JSON.stringify(body)).toBe(400);
      expect(answer.msg).toContain(msg);
    }
  });

  it('splits people policies into precise / possible / not matched from the latest answers', async () => {
    const answers = { ageRange: '5', household: '1', family: '3,5' };
    const submit = await api.post<QuestionnaireRecord>(
      '/api/pc/hm/v1/policy/formSubmit',
      { jsonData: JSON.stringify(answers) },
      token,
    );
    expect(submit.code).toBe(200);
    const result = await api.get<MatchSummary>('/api/pc/hm/v1/policy/policyMatchingResult', token);
    expect(result.data.queryTimes).toBe(1);
    expect(result.data.answerItems).toEqual(answers);
    expect(result.data.accurateCount).toBeGreaterThan(0);
    expect(result.data.probablyCount).toBeGreaterThan(0);
    expect(result.data.mismatchingCount).toBeGreaterThan(0);
    expect(result.data.rewardMoney).toBeGreaterThan(0);

    const precise = await api.get<Page<PolicyListItem>>(page(1), token);
    const possible = await api.get<Page<PolicyListItem>>(page(2), token);
    const none = await api.get<Page<PolicyListItem>>(page(3), token);
    expect(precise.data.total).toBe(result.data.accurateCount);
    expect(possible.data.total).toBe(result.data.probablyCount);
    expect(none.data.total).toBe(result.data.mismatchingCount);
    const preciseNames = precise.data.records.map((p) => p.policyName).join('|');
    expect(preciseNames).toMatch(/高龄老年人津贴|育儿补贴|特困人员/);
    expect(preciseNames).not.toContain('一次性创业补贴');

    await api.post(
      '/api/pc/hm/v1/policy/formSubmit',
      { jsonData: JSON.stringify({ employment: '3', startup: '1' }) },
      token,
    );
    const records = await api.get<string>('/api/pc/hm/v1/policy/formRecord', token);
    expect(typeof records.data).toBe('string');
    const parsed = JSON.parse(records.data) as QuestionnaireRecord[];
    expect(parsed).toHaveLength(2);
    expect(parsed[0]?.answers).toEqual({ employment: '3', startup: '1' });
    const second = await api.get<MatchSummary>('/api/pc/hm/v1/policy/policyMatchingResult', token);
    expect(second.data.queryTimes).toBe(2);
    const now = await api.get<Page<PolicyListItem>>(
      page(1, `&policyName=${encodeURIComponent('创业')}`),
      token,
    );
    expect(now.data.records.some((p) => p.policyName.includes('一次性创业补贴'))).toBe(true);
  });

  it('explains each match: conditions with the deciding answer, missing questions, materials (assumed extension)', async () => {
    await api.post(
      '/api/pc/hm/v1/policy/formSubmit',
      { jsonData: JSON.stringify({ ageRange: '5', household: '1' }) },
      token,
    );
    const precise = await api.get<Page<MatchListItem>>(page(1), token);
    const possible = await api.get<Page<MatchListItem>>(page(2), token);
    const none = await api.get<Page<MatchListItem>>(page(3), token);
    for (const item of precise.data.records) {
      expect(item.explanation?.conditions.every((c) => c.status === 'met')).toBe(true);
      expect(item.explanation?.missingFields).toEqual([]);
    }
    const unsure = possible.data.records.find((p) => p.explanation?.missingFields.length);
    expect(unsure).toBeDefined();
    const missing = unsure!.explanation!.conditions.filter((c) => c.status === 'unanswered');
    expect(missing.map((c) => c.fieldCode).sort()).toEqual([...unsure!.explanation!.missingFields].sort());
    expect(missing.every((c) => c.answerLabels.length === 0 && c.acceptedLabels.length > 0)).toBe(true);
    const met = precise.data.records[0]!.explanation!.conditions[0]!;
    expect(met.answerLabels.length).toBeGreaterThan(0);
    expect(met.acceptedLabels).toEqual(expect.arrayContaining(met.answerLabels.slice(0, 1)));
    const refused = none.data.records.find((p) =>
      p.explanation?.conditions.some((c) => c.status === 'unmet'),
    );
    expect(refused).toBeDefined();
    expect(precise.data.records[0]!.explanation!.materials.length).toBeGreaterThan(0);
    // a visitor gets the plain list
    const visitor = await api.get<Page<MatchListItem>>(page(3));
    expect(visitor.data.records[0]?.explanation).toBeUndefined();
  });

  it('matches the place: precise matches cover the person’s county (丰泽区), other counties are not matched', async () => {
    await api.post(
      '/api/pc/hm/v1/policy/formSubmit',
      { jsonData: JSON.stringify({ ageRange: '5', household: '2', family: '3,5' }) },
      token,
    );
    const all = async (model: number) => {
      const items: MatchListItem[] = [];
      for (let n = 1; n < 20; n += 1) {
        const got = await api.get<Page<MatchListItem>>(
          `/api/pc/hm/v1/policy/policyMatchingPage/${n}/20?matchingModel=${model}`,
          token,
        );
        items.push(...got.data.records);
        if (items.length >= got.data.total) break;
      }
      return items;
    };
    const precise = await all(1);
    expect(precise.length).toBeGreaterThan(0);
    for (const item of precise) {
      const area = item.explanation?.eligibility?.find((c) => c.kind === 'area');
      expect(area, item.policyName).toBeDefined();
      expect(area!.counties === 'city' || area!.counties.includes('350503'), item.policyName).toBe(true);
      expect(item.areaTypeStr).toMatch(/市本级|丰泽区/);
      expect(item.explanation?.profile?.countyCode).toBe('350503');
    }
    expect((await all(3)).some((p) => p.areaTypeStr === '惠安县')).toBe(true);
    expect((await all(2)).every((p) => /市本级|丰泽区/.test(p.areaTypeStr))).toBe(true);
  });

  it('receives a free-application policy once and lists it among 我享受的政策’s receipts on their way', async () => {
    const first = await api.post<{ alreadyReceived: boolean; policyId: string; receiveTime: string }>(
      '/api/pc/hm/v1/policy/free/name/receive/fa-0002',
      {},
      token,
    );
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ alreadyReceived: false, policyId: 'p-0002' });
    const again = await api.post<{ alreadyReceived: boolean }>(
      '/api/pc/hm/v1/policy/free/name/receive/fa-0002',
      {},
      token,
    );
    expect(again.data.alreadyReceived).toBe(true);
    // confirmed, on its way to the bank: listed with 我享受的政策's receipts until the money arrives
    const enjoyed = await api.get<EnjoyPage>('/api/manage/gj/v1/pcUser/enjoy/1/10', token);
    expect(enjoyed.data.receipts[0]).toMatchObject({ policyId: 'p-0002', status: 'confirmed' });
    expect(enjoyed.data.records.map((r) => r.payTime)).not.toContain(first.data.receiveTime);
    expect((await api.post('/api/pc/hm/v1/policy/free/name/receive/fa-9999', {}, token)).code).toBe(404);
    expect((await api.post('/api/pc/hm/v1/policy/free/name/receive/fa-0002', {})).code).toBe(403);
  });
});
