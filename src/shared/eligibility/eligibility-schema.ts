// The eligibility conditions and the applicant profile as the server sends them: a condition of a kind this
// portal does not know, or one missing what its kind needs, is dropped rather than failing the whole answer;
// a profile field that is not understood is left out. The types of the eligibility model are inferred from
// these schemas (./conditions.ts re-exports them beside the model's words).
import * as v from 'valibot';
import { ENTERPRISE_SIZES, type EnterpriseSize } from './conditions';

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

/** Who may apply. */
const applicantCondition = v.object({
  kind: v.picklist(['applicant']),
  hard,
  allowed: v.picklist(['person', 'enterprise', 'both']),
});
export type ApplicantCondition = v.InferOutput<typeof applicantCondition>;

/**
 * Where the applicant must be registered (enterprise) or live (person): 'city' = any county of the city,
 * otherwise 6-digit county codes of the city config.
 */
const areaCondition = v.object({
  kind: v.picklist(['area']),
  hard,
  counties: v.union([v.picklist(['city']), strings]),
});
export type AreaCondition = v.InferOutput<typeof areaCondition>;

/** Enterprise type: the registered type contains one of these words (e.g. 有限责任公司). */
const enterpriseTypeCondition = v.object({ kind: v.picklist(['enterpriseType']), hard, anyOf: strings });
export type EnterpriseTypeCondition = v.InferOutput<typeof enterpriseTypeCondition>;

const industryCondition = v.object({ kind: v.picklist(['industry']), hard, anyOf: strings });
export type IndustryCondition = v.InferOutput<typeof industryCondition>;

const sizeCondition = v.object({
  kind: v.picklist(['size']),
  hard,
  anyOf: v.pipe(
    strings,
    v.transform((xs) =>
      xs.filter((s): s is EnterpriseSize => ENTERPRISE_SIZES.includes(s as EnterpriseSize)),
    ),
  ),
});
export type SizeCondition = v.InferOutput<typeof sizeCondition>;

/** Founding date window (YYYY-MM-DD, inclusive). */
const foundedCondition = v.object({
  kind: v.picklist(['founded']),
  hard,
  notBefore: optText,
  notAfter: optText,
});
export type FoundedCondition = v.InferOutput<typeof foundedCondition>;

/**
 * A person's situation, as a questionnaire question (fieldCode) and the 1-based option values it accepts;
 * `text` says the question and accepted answers in words, for the applicant.
 */
const situationCondition = v.object({
  kind: v.picklist(['situation']),
  hard,
  fieldCode: v.string(),
  anyOf: strings,
  text: v.fallback(v.string(), ''),
});
export type SituationCondition = v.InferOutput<typeof situationCondition>;

/** What a policy asks of its applicant; `hard`: one not met rules the application out, a soft one warns. */
const condition = v.union([
  applicantCondition,
  areaCondition,
  enterpriseTypeCondition,
  industryCondition,
  sizeCondition,
  foundedCondition,
  situationCondition,
]);
export type EligibilityCondition = v.InferOutput<typeof condition>;

/** A policy's conditions; absent reads as none. */
export const conditionsSchema = v.nullish(
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

/**
 * What is known of the applicant, from the account, the enterprise record and the questionnaire: the county
 * (6-digit code, absent when the account has not said), the founding date (YYYY-MM-DD), the questionnaire's
 * answers (fieldCode → comma-separated 1-based option values) and the same answers in words, for display.
 */
export const profileSchema = v.object(
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
export type ApplicantProfile = v.InferOutput<typeof profileSchema>;
