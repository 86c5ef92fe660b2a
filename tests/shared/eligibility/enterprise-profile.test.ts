import { describe, expect, it } from 'vitest';
import type { ApplicantProfile, EligibilityCondition } from '../../../src/shared/eligibility/conditions';
import {
  countyOfCreditCode,
  missingEnterpriseFields,
} from '../../../src/shared/eligibility/enterprise-profile';
import { evaluateEligibility } from '../../../src/shared/eligibility/evaluate';

const CITY = ['350502', '350582', '350583'];

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
    const profile: ApplicantProfile = { kind: 'enterprise', foundedOn: '2016-05-18' };
    const results = [
      evaluateEligibility(conditions, profile, CITY),
      evaluateEligibility(conditions, profile, CITY),
    ];
    expect(missingEnterpriseFields(results)).toEqual(['industry', 'size', 'area']);
  });
  it('is empty when the profile answers every condition', () => {
    const full: ApplicantProfile = {
      kind: 'enterprise',
      countyCode: '350502',
      foundedOn: '2016-05-18',
      size: 'small',
      industry: '批发和零售业',
    };
    expect(missingEnterpriseFields([evaluateEligibility(conditions, full, CITY)])).toEqual([]);
  });
});
