// Parsers for eligibility data from the server: an unknown condition kind is dropped, not a crash.
import {
  ENTERPRISE_SIZES,
  type ApplicantProfile,
  type EligibilityCondition,
  type EnterpriseSize,
} from './conditions';
import { ParseError, type Parser } from '../api/parse';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const optText = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

function parseCondition(v: unknown): EligibilityCondition | null {
  if (!isRecord(v)) return null;
  const hard = v.hard !== false;
  switch (v.kind) {
    case 'applicant':
      return v.allowed === 'person' || v.allowed === 'enterprise' || v.allowed === 'both'
        ? { kind: 'applicant', hard, allowed: v.allowed }
        : null;
    case 'area':
      return { kind: 'area', hard, counties: v.counties === 'city' ? 'city' : strings(v.counties) };
    case 'enterpriseType':
    case 'industry':
      return { kind: v.kind, hard, anyOf: strings(v.anyOf) };
    case 'size':
      return {
        kind: 'size',
        hard,
        anyOf: strings(v.anyOf).filter((s): s is EnterpriseSize =>
          ENTERPRISE_SIZES.includes(s as EnterpriseSize),
        ),
      };
    case 'founded': {
      const notBefore = optText(v.notBefore);
      const notAfter = optText(v.notAfter);
      return {
        kind: 'founded',
        hard,
        ...(notBefore ? { notBefore } : {}),
        ...(notAfter ? { notAfter } : {}),
      };
    }
    case 'situation':
      return typeof v.fieldCode === 'string'
        ? {
            kind: 'situation',
            hard,
            fieldCode: v.fieldCode,
            anyOf: strings(v.anyOf),
            text: optText(v.text) ?? '',
          }
        : null;
    default:
      return null;
  }
}

export const parseConditions: Parser<EligibilityCondition[]> = (v, at) => {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new ParseError(at, 'a list of conditions');
  return v.map(parseCondition).filter((c): c is EligibilityCondition => c !== null);
};

export const parseProfile: Parser<ApplicantProfile> = (v, at) => {
  if (!isRecord(v) || (v.kind !== 'person' && v.kind !== 'enterprise')) throw new ParseError(at, 'a profile');
  const answers: Record<string, string> = {};
  if (isRecord(v.answers))
    for (const [k, a] of Object.entries(v.answers)) if (typeof a === 'string') answers[k] = a;
  const answerLabels: Record<string, string> = {};
  if (isRecord(v.answerLabels))
    for (const [k, a] of Object.entries(v.answerLabels)) if (typeof a === 'string') answerLabels[k] = a;
  const size = ENTERPRISE_SIZES.find((s) => s === v.size);
  const profile: ApplicantProfile = { kind: v.kind, answers, answerLabels };
  const countyCode = optText(v.countyCode);
  if (countyCode) profile.countyCode = countyCode;
  const enterpriseType = optText(v.enterpriseType);
  if (enterpriseType) profile.enterpriseType = enterpriseType;
  const industry = optText(v.industry);
  if (industry) profile.industry = industry;
  if (size) profile.size = size;
  const foundedOn = optText(v.foundedOn);
  if (foundedOn) profile.foundedOn = foundedOn;
  return profile;
};
