// The eligibility conditions and the applicant profile as the server sends them: a condition of a kind this
// portal does not know, or one missing what its kind needs, is dropped rather than failing the whole answer;
// a profile field that is not understood is left out.
import * as v from 'valibot';
import {
  ENTERPRISE_SIZES,
  type ApplicantProfile,
  type EligibilityCondition,
  type EnterpriseSize,
} from './conditions';
import type { Schema } from '../api/schema';

/** a hard condition unless it says `hard: false` */
const hard = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((x) => x !== false),
  ),
  true,
);
/** the text items of a list; anything else reads as none */
const strings = v.pipe(
  v.fallback(v.array(v.unknown()), []),
  v.transform((xs) => xs.filter((x): x is string => typeof x === 'string')),
);
const optText = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((x) => (typeof x === 'string' && x !== '' ? x : undefined)),
  ),
);

const condition = v.union([
  v.object({ kind: v.picklist(['applicant']), hard, allowed: v.picklist(['person', 'enterprise', 'both']) }),
  v.object({ kind: v.picklist(['area']), hard, counties: v.union([v.picklist(['city']), strings]) }),
  v.object({ kind: v.picklist(['enterpriseType', 'industry']), hard, anyOf: strings }),
  v.object({
    kind: v.picklist(['size']),
    hard,
    anyOf: v.pipe(
      strings,
      v.transform((xs) =>
        xs.filter((s): s is EnterpriseSize => ENTERPRISE_SIZES.includes(s as EnterpriseSize)),
      ),
    ),
  }),
  v.object({ kind: v.picklist(['founded']), hard, notBefore: optText, notAfter: optText }),
  v.object({
    kind: v.picklist(['situation']),
    hard,
    fieldCode: v.string(),
    anyOf: strings,
    text: v.fallback(v.string(), ''),
  }),
]);

/** A policy's conditions; absent reads as none. */
export const conditionsSchema: Schema<EligibilityCondition[]> = v.nullish(
  v.pipe(
    v.array(v.unknown(), 'a list of conditions'),
    v.transform((items) =>
      items.flatMap((item) => {
        const read = v.safeParse(condition, item);
        return read.success ? [read.output] : [];
      }),
    ),
  ),
  [],
);

/** the text values of an object; anything else reads as none */
const textValues = v.pipe(
  v.fallback(v.record(v.string(), v.unknown()), {}),
  v.transform(
    (r) =>
      Object.fromEntries(Object.entries(r).filter(([, a]) => typeof a === 'string')) as Record<
        string,
        string
      >,
  ),
);

export const profileSchema: Schema<ApplicantProfile> = v.object(
  {
    kind: v.picklist(['person', 'enterprise'], 'a profile'),
    countyCode: optText,
    enterpriseType: optText,
    industry: optText,
    size: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((x) => ENTERPRISE_SIZES.find((s) => s === x)),
      ),
    ),
    foundedOn: optText,
    answers: textValues,
    answerLabels: textValues,
  },
  'a profile',
);
