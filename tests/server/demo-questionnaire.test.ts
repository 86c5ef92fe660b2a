// @vitest-environment node
// The demo-only short cut for tests that need answers but are not about answering: POST /__demo/questionnaire
// records the logged-in account's answers as the real submit (formSubmit) does.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MatchSummary, QuestionnaireRecord } from '../../src/shared/api/contract';
import { login, startApi, type TestApi } from './helpers';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());
beforeEach(async () => {
  // each test from the seed data, logged in afresh (a reset ends every session)
  await api.post('/__demo/reset', {});
  token = await login(api, 'person');
});

const FULL = {
  ageRange: '2',
  household: '2',
  education: '2',
  employment: '2',
  startup: '1',
  graduation: '2',
  housing: '2',
  family: '1',
  insurance: '1',
};

const control = (body: unknown, withToken = true) =>
  api.post<never>('/__demo/questionnaire', body, withToken ? token : undefined) as unknown as Promise<{
    ok?: boolean;
    error?: string;
    record?: QuestionnaireRecord;
  }>;

describe('the demo questionnaire short cut', () => {
  it('is refused without a login', async () => {
    const answer = await control({});
    expect(answer).toEqual(expect.objectContaining({ ok: true }));
    const refused = await control({}, false);
    expect(refused.error).toBe('请先登录');
  });

  it('without answers records every question, as a person clicking through does, and the result counts it', async () => {
    const { record } = await control({});
    expect(record?.answers).toEqual(FULL);
    expect(record?.id).toMatch(/^qr/);
    expect(record?.submitTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const summary = (await api.get<MatchSummary>('/api/pc/hm/v1/policy/policyMatchingResult', token)).data;
    expect(summary.queryTimes).toBe(1);
    expect(summary.answerItems).toEqual(FULL);
    expect(summary.accurateCount).toBe(record?.accurateCount);
    expect(summary.accurateCount).toBeGreaterThan(0);
    const records = JSON.parse(
      (await api.get<string>('/api/pc/hm/v1/policy/formRecord', token)).data,
    ) as QuestionnaireRecord[];
    expect(records.map((r) => r.id)).toEqual([record?.id]);
  });

  it('records given answers exactly as the real submit does', async () => {
    const answers = { ageRange: '2', startup: '3,1', insurance: '1,3' };
    const { record } = await control({ answers });
    const real = await api.post<QuestionnaireRecord>(
      '/api/pc/hm/v1/policy/formSubmit',
      { jsonData: JSON.stringify(answers) },
      token,
    );
    expect(real.code).toBe(200);
    expect(record?.answers).toEqual(real.data.answers);
    expect(record?.answers).toEqual({ ageRange: '2', startup: '1,3', insurance: '1,3' });
    expect(record?.accurateCount).toBe(real.data.accurateCount);
    const summary = (await api.get<MatchSummary>('/api/pc/hm/v1/policy/policyMatchingResult', token)).data;
    expect(summary.queryTimes).toBe(2);
  });

  it('refuses answers the real submit refuses, with its message, and records nothing', async () => {
    expect((await control({ answers: { ageRange: '9' } })).error).toContain('选项不正确');
    expect((await control({ answers: { unknown: '1' } })).error).toContain('未知的问卷题目');
    const summary = (await api.get<MatchSummary>('/api/pc/hm/v1/policy/policyMatchingResult', token)).data;
    expect(summary.queryTimes).toBe(0);
  });
});
