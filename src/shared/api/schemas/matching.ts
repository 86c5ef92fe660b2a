// Matching (docs/product.md#matching): the questionnaire, its records, the summary, the matched policies
// with why they matched, and 惠企政策匹配's page for an enterprise.
import * as v from 'valibot';
import type { EnterpriseProfileField } from '../../eligibility/conditions';
import { conditionsSchema, profileSchema } from '../../eligibility/eligibility-schema';
import { ENTERPRISE_FIELDS } from '../../eligibility/enterprise-profile';
import { dictionary, list, number, object, oneOf, page, text, withDefault } from '../schema';
import { present, rule } from './bodies';
import { policyListItemSchema } from './policy';

export const questionFieldSchema = object({
  fieldCode: text,
  fieldName: text,
  fieldTypeStr: withDefault(text, ''),
  /** 3 single choice, 4 multiple choice */
  fieldType: oneOf(3, 4),
  /** option labels; an option's value is its 1-based position as a string */
  dictLabelList: list(text),
});
export type QuestionField = v.InferOutput<typeof questionFieldSchema>;

export const questionGroupsSchema = list(
  object({ name: withDefault(text, ''), fieldList: withDefault(list(questionFieldSchema), []) }),
);
export type QuestionGroup = v.InferOutput<typeof questionGroupsSchema>[number];

/** formRecord's records (sent as a JSON string) */
export const questionnaireRecordsSchema = list(
  object({
    id: text,
    submitTime: withDefault(text, ''),
    answers: withDefault(dictionary(text), {}),
    accurateCount: withDefault(number, 0),
  }),
);
export type QuestionnaireRecord = v.InferOutput<typeof questionnaireRecordsSchema>[number];

const count = withDefault(number, 0);

export const matchSummarySchema = object({
  accurateCount: count,
  probablyCount: count,
  mismatchingCount: count,
  rewardMoney: count,
  queryTimes: count,
  answerItems: withDefault(dictionary(text), {}),
});
export type MatchSummary = v.InferOutput<typeof matchSummarySchema>;

/** assumed extension of policyMatchingPage: why a policy matched, for a logged-in person */
export const conditionStatusSchema = oneOf('met', 'unmet', 'unanswered');
export type ConditionStatus = v.InferOutput<typeof conditionStatusSchema>;

export const conditionResultSchema = object({
  fieldCode: text,
  fieldName: text,
  status: conditionStatusSchema,
  /** the labels the person chose (empty when unanswered) */
  answerLabels: withDefault(list(text), []),
  /** the labels the policy accepts */
  acceptedLabels: withDefault(list(text), []),
});
export type ConditionResult = v.InferOutput<typeof conditionResultSchema>;

export const matchExplanationSchema = object({
  conditions: list(conditionResultSchema),
  /** field codes still unanswered, in questionnaire order */
  missingFields: withDefault(list(text), []),
  /** what to prepare for the application */
  materials: withDefault(list(text), []),
  /**
   * assumed: every condition of the policy (area, applicant kind, enterprise fields, questionnaire) and the
   * applicant profile it was matched against, evaluated again in the browser with the shared model;
   * a profile the browser cannot read leaves the questionnaire-only explanation
   */
  eligibility: conditionsSchema,
  profile: v.fallback(v.optional(profileSchema), undefined),
});
export type MatchExplanation = v.InferOutput<typeof matchExplanationSchema>;

/** A matching-list item; `explanation` is absent when the backend sends none or a malformed one. */
export const matchListItemSchema = object({
  ...policyListItemSchema.entries,
  explanation: v.fallback(v.optional(matchExplanationSchema), undefined),
});
export type MatchListItem = v.InferOutput<typeof matchListItemSchema>;
export const matchPageSchema = page(matchListItemSchema);

/** the profile fields an enterprise page names as missing; an unknown one is dropped */
const profileFieldsSchema = v.pipe(
  list(text),
  v.transform((fields) =>
    fields.filter((f): f is EnterpriseProfileField =>
      ENTERPRISE_FIELDS.includes(f as EnterpriseProfileField),
    ),
  ),
);

/**
 * assumed: 惠企政策匹配 — one group of an enterprise's matches from its enterprise information, with the
 * counts of all three groups, the profile it was matched against and what is missing from it
 */
export const enterpriseMatchPageSchema = object({
  ...page(matchListItemSchema).entries,
  accurateCount: count,
  probablyCount: count,
  mismatchingCount: count,
  profile: profileSchema,
  /** where the county came from: the saved region, the credit code's registration authority, or nowhere */
  countySource: v.fallback(v.picklist(['record', 'creditCode', 'none']), 'none'),
  /** the profile fields not on record that some policy of the enterprise's area conditions on */
  missingFields: withDefault(profileFieldsSchema, []),
  /** possible matches a completed profile would settle */
  undecidedCount: count,
});
export type EnterpriseMatchPage = v.InferOutput<typeof enterpriseMatchPageSchema>;

export const QUESTIONNAIRE_JSON_MAX = 10000;
/** the refusal of answers that answer nothing: the questionnaire's own words for it (quiz.needOneAnswer) */
export const NO_ANSWER = '请至少回答一道题';

/**
 * False for answers that answer nothing: empty text, or a JSON object whose every value is empty. Text that
 * is not a JSON object is the server's to refuse in its own words (not JSON, not a map).
 */
function answersSomething(x: unknown): boolean {
  if (typeof x !== 'string' || x.trim() === '') return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(x);
  } catch {
    return true;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return true;
  return Object.values(parsed).some((answer) => answer !== '' && answer !== null);
}

/**
 * body of formSubmit: the answers as JSON text (fieldCode → value); at least one answered (the portal's form
 * says this rule's words at the first question), the server checks each answer
 */
export const questionnaireSubmissionSchema = object({
  jsonData: present(
    v.pipe(
      v.unknown(),
      rule(answersSomething, NO_ANSWER),
      rule((x) => (x as string).length <= QUESTIONNAIRE_JSON_MAX, '问卷内容过长'),
      v.transform((x) => x as string),
    ),
  ),
});
export type QuestionnaireSubmission = v.InferOutput<typeof questionnaireSubmissionSchema>;
