// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantProfile, EligibilityCondition } from '../../../src/shared/eligibility/conditions';
import {
  countyOfCreditCode,
  missingEnterpriseFields,
} from '../../../src/shared/eligibility/enterprise-profile';
import { describeOutcome, foundedWindow } from '../../../src/shared/eligibility/describe';
import { evaluateEligibility } from '../../../src/shared/eligibility/evaluate';
import { loadCatalogue, type MessageKey } from '../../../src/shared/i18n/catalogue';
import { translate } from '../../../src/shared/i18n/language';

const CITY = ['350502', '350582', '350583'];
/** an enterprise's profile with these facts and no questionnaire answers */
const enterprise = (facts: Partial<ApplicantProfile>): ApplicantProfile => ({
  kind: 'enterprise',
  answers: {},
  answerLabels: {},
  ...facts,
});

describe('the county of a credit code', () => {
  it("reads the registration authority's county when it is one of the city's", () => {
    expect(countyOfCreditCode('91350582MA31QW7E2D', CITY)).toBe('350582');
  });
  it('gives nothing for another city, a malformed code or none', () => {
    expect(countyOfCreditCode('91110105MA01ABCD2X', CITY)).toBeUndefined();
    expect(countyOfCreditCode('91350582', CITY)).toBeUndefined();
    expect(countyOfCreditCode('91350582MA31QW7EIO', CITY)).toBeUndefined();
    expect(countyOfCreditCode(undefined, CITY)).toBeUndefined();
  });
});

describe('the missing enterprise fields', () => {
  const conditions: EligibilityCondition[] = [
    { kind: 'applicant', hard: true, allowed: 'enterprise' },
    { kind: 'area', hard: true, counties: 'city' },
    { kind: 'founded', hard: true, notAfter: '2023-12-31' },
    { kind: 'size', hard: true, anyOf: ['small'] },
    { kind: 'industry', hard: true, anyOf: ['制造业'] },
  ];
  it('lists the unknown ones in the order of the enterprise information page, once each', () => {
    const profile = enterprise({ foundedOn: '2016-05-18' });
    const results = [
      evaluateEligibility(conditions, profile, CITY),
      evaluateEligibility(conditions, profile, CITY),
    ];
    expect(missingEnterpriseFields(results)).toEqual(['industry', 'size', 'area']);
  });
  it('is empty when the profile answers every condition', () => {
    const full = enterprise({
      countyCode: '350502',
      foundedOn: '2016-05-18',
      size: 'small',
      industry: '批发和零售业',
    });
    expect(missingEnterpriseFields([evaluateEligibility(conditions, full, CITY)])).toEqual([]);
  });
});

describe('a founding-date window in words', () => {
  beforeAll(() => loadCatalogue('en'));
  const zh = (key: MessageKey, params?: Record<string, string>) => translate('zh-CN', key, params);
  const en = (key: MessageKey, params?: Record<string, string>) => translate('en', key, params);
  it('names one open end without an ellipsis, in both languages', () => {
    const by = { kind: 'founded', hard: true, notAfter: '2023-12-31' } as const;
    const from = { kind: 'founded', hard: false, notBefore: '2021-01-01' } as const;
    expect(foundedWindow(by, zh)).toBe('2023-12-31及以前');
    expect(foundedWindow(from, en)).toBe('on or after 2021-01-01');
    expect(foundedWindow({ ...by, notBefore: '2020-01-01' }, zh)).toBe('2020-01-01 至 2023-12-31');
  });
  it('reads as one sentence in the refusal the server sends', () => {
    const young = enterprise({ foundedOn: '2024-03-01' });
    const failed = evaluateEligibility([{ kind: 'founded', hard: true, notAfter: '2023-12-31' }], young, CITY)
      .failed[0]!;
    expect(describeOutcome(failed, young, 'zh-CN', zh)).toBe(
      '本政策要求成立日期在2023-12-31及以前，您的企业成立于2024-03-01',
    );
  });
});
