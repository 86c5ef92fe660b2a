import { describe, expect, it } from 'vitest';
import { city } from '../../../src/shared/config/city';
import type { EligibilityCondition } from '../../../src/shared/eligibility/conditions';
import { describeOutcome } from '../../../src/shared/eligibility/describe';
import { countyOf, evaluateEligibility, withDeclarations } from '../../../src/shared/eligibility/evaluate';
import { parseWith } from '../../../src/shared/api/schema';
import { conditionsSchema, profileSchema } from '../../../src/shared/eligibility/eligibility-schema';
import { translate } from '../../../src/shared/i18n/language';

const parseConditions = (value: unknown, at: string) => parseWith(conditionsSchema, value, at);
const parseProfile = (value: unknown, at: string) => parseWith(profileSchema, value, at);

const COUNTIES = city.counties.map((c) => c.code);
// profiles as the server sends them, read through their schema
const person = parseProfile({ kind: 'person', countyCode: '350503', answers: { employment: '3' } }, 'p');
const company = parseProfile(
  {
    kind: 'enterprise',
    countyCode: '350502',
    industry: '制造业',
    size: 'small',
    foundedOn: '2016-05-18',
    enterpriseType: '有限责任公司（自然人投资或控股）',
  },
  'p',
);
const zh = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
  translate('zh-CN', key, params);

describe('eligibility', () => {
  it('checks the area: city-wide, a listed county, or not yet known', () => {
    const city: EligibilityCondition = { kind: 'area', hard: true, counties: 'city' };
    const anxi: EligibilityCondition = { kind: 'area', hard: true, counties: ['350524'] };
    expect(evaluateEligibility([city], person, COUNTIES).verdict).toBe('eligible');
    const refused = evaluateEligibility([anxi], person, COUNTIES);
    expect(refused.verdict).toBe('ineligible');
    expect(describeOutcome(refused.failed[0]!, person, 'zh-CN', zh)).toBe(
      '本政策仅限安溪县申报，您的所在区域为丰泽区',
    );
    const unknown = evaluateEligibility([anxi], parseProfile({ kind: 'person' }, 'p'), COUNTIES);
    expect(unknown.verdict).toBe('toDeclare');
    expect(
      evaluateEligibility(
        [anxi],
        withDeclarations(parseProfile({ kind: 'person' }, 'p'), { countyCode: '350524' }),
        COUNTIES,
      ).verdict,
    ).toBe('eligible');
    // a declaration never overrides what the account says
    expect(withDeclarations(person, { countyCode: '350524' }).countyCode).toBe('350503');
  });

  it('checks applicant kind, industry, size, founding date and type for enterprises', () => {
    const conditions: EligibilityCondition[] = [
      { kind: 'applicant', hard: true, allowed: 'enterprise' },
      { kind: 'industry', hard: true, anyOf: ['制造业'] },
      { kind: 'size', hard: true, anyOf: ['micro', 'small'] },
      { kind: 'founded', hard: true, notBefore: '2015-01-01' },
      { kind: 'enterpriseType', hard: false, anyOf: ['股份有限公司'] },
    ];
    const result = evaluateEligibility(conditions, company, COUNTIES);
    expect(result.outcomes.map((o) => o.status)).toEqual(['met', 'met', 'met', 'met', 'notMet']);
    // a soft condition not met warns but does not rule out
    expect(result.verdict).toBe('toDeclare');
    expect(evaluateEligibility(conditions, person, COUNTIES).failed.map((o) => o.condition.kind)).toEqual([
      'applicant',
      'industry',
      'size',
      'founded',
    ]);
  });

  it('reads a person’s situation from the questionnaire answers', () => {
    const c: EligibilityCondition = {
      kind: 'situation',
      hard: false,
      fieldCode: 'employment',
      anyOf: ['3'],
      text: '自主创业',
    };
    expect(evaluateEligibility([c], person, COUNTIES).outcomes[0]?.status).toBe('met');
    expect(
      evaluateEligibility(
        [c],
        parseProfile({ kind: 'person', answers: { employment: '1,2' } }, 'p'),
        COUNTIES,
      ).outcomes[0]?.status,
    ).toBe('notMet');
    expect(
      evaluateEligibility([c], parseProfile({ kind: 'person' }, 'p'), COUNTIES).outcomes[0]?.status,
    ).toBe('unknown');
  });

  it('takes the county of a street code and parses server data defensively', () => {
    expect(countyOf('350502004')).toBe('350502');
    expect(countyOf('3505')).toBeUndefined();
    expect(parseConditions([{ kind: 'area', counties: 'city' }, { kind: 'weather' }, 7], 'c')).toEqual([
      { kind: 'area', hard: true, counties: 'city' },
    ]);
    expect(parseConditions(undefined, 'c')).toEqual([]);
    expect(parseProfile({ kind: 'person', countyCode: '350503', size: 'huge' }, 'p')).toEqual({
      kind: 'person',
      countyCode: '350503',
      answers: {},
      answerLabels: {},
    });
    expect(() => parseProfile({ kind: 'robot' }, 'p')).toThrow();
  });
});
