// The policy as several features read it: the list item (list, home, matching, saved searches in the worker),
// the detail (also how saved copies on the device are read back), the page of list items, and the smaller
// answers about policies (suggestions, departments, hot words, 免申即享 receipts).
import * as v from 'valibot';
import { conditionsSchema } from '../../eligibility/eligibility-schema';
import { boolean, list, number, object, oneOf, optional, page, text, withDefault } from '../schema';

/** 1 = enterprise benefit, 2 = people benefit */
export const audienceSchema = oneOf(1, 2);
export type Audience = v.InferOutput<typeof audienceSchema>;

/** 1 latest, 2 hot, 3 visits; 4 closing soonest (assumed extension) */
export const orderModelSchema = oneOf(1, 2, 3, 4);
export type OrderModel = v.InferOutput<typeof orderModelSchema>;
/** assumed extension: reward bands 1 below 1万, 2 1万–10万, 3 10万–50万, 4 above 50万 (yuan) */
export const amountRangeSchema = oneOf(1, 2, 3, 4);
export type AmountRange = v.InferOutput<typeof amountRangeSchema>;
export const matchingModelSchema = oneOf(1, 2, 3);
export type MatchingModel = v.InferOutput<typeof matchingModelSchema>;

/** The policy list's query (policyPage's body, the GET's search string). */
export const policyQuerySchema = object({
  policyName: optional(text),
  /** the address carries the page and its size; the body may repeat them */
  page: optional(number),
  pageSize: optional(number),
  orderModel: optional(orderModelSchema),
  matchingModel: optional(matchingModelSchema),
  countyCode: optional(text),
  audience: optional(audienceSchema),
  declarationType: optional(number),
  /** assumed extension: 1 = only policies open for application today */
  applyState: optional(oneOf(1)),
  amountRange: optional(amountRangeSchema),
  /** assumed extension: GB/T 4754 section letter the policy must admit (enterprise policies) */
  industry: optional(text),
  /** assumed extension: micro | small | medium | large */
  enterpriseSize: optional(text),
  /** assumed extension: the competent department's full name */
  department: optional(text),
});
export type PolicyQuery = v.InferOutput<typeof policyQuerySchema>;

const policyListItemEntries = {
  id: text,
  policyName: text,
  areaTypeStr: withDefault(text, ''),
  remainingDays: withDefault(number, 0),
  competentDepartmentPath: withDefault(text, ''),
  declareTime: withDefault(text, ''),
  rewardMoney: withDefault(number, 0),
  rewardMoneyStr: withDefault(text, ''),
  /** 1 = within the declaration window */
  applyTimeState: withDefault(number, 0),
  /** 1 = apply, otherwise free/exempt application */
  declarationType: withDefault(number, 1),
  freeApplyNameId: withDefault(text, ''),
  /** assumed extension: YYYY-MM-DD HH:mm:ss, for 新 on a saved search and the latest-first order offline */
  publishTime: optional(text),
  /** assumed extension: the window's last day (YYYY-MM-DD), for closing-soonest offline */
  declareEnd: optional(text),
  /** assumed extension: the conditions the list filters on (applicant, area, industry, size) */
  eligibility: optional(conditionsSchema),
};

export const policyListItemSchema = object(policyListItemEntries);
export type PolicyListItem = v.InferOutput<typeof policyListItemSchema>;

export const policyPageSchema = page(policyListItemSchema);
export type PolicyPage = v.InferOutput<typeof policyPageSchema>;

const attachmentSchema = object({ fileName: text, url: text });
export const attachmentsSchema = withDefault(list(attachmentSchema), []);

/** assumed: fields of a policy's detail page */
export const policyDetailSchema = object({
  ...policyListItemEntries,
  countyCode: withDefault(text, ''),
  audience: withDefault(audienceSchema, 1),
  /** rich HTML from the server: always sanitised before display */
  content: withDefault(text, ''),
  conditions: withDefault(list(text), []),
  /** assumed: the conditions in the shared eligibility model (read as none when the backend sends none) */
  eligibility: conditionsSchema,
  materials: withDefault(list(text), []),
  declareStart: withDefault(text, ''),
  declareEnd: withDefault(text, ''),
  contactPhone: withDefault(text, ''),
  visits: withDefault(number, 0),
  publishTime: withDefault(text, ''),
  attachments: attachmentsSchema,
  /** assumed extension: the policy's newest revision (0 = never changed), so a saved copy knows what it shows */
  revision: withDefault(number, 0),
  /** assumed extension: withdrawn by its department (still answered, so saved copies can say so) */
  withdrawn: withDefault(boolean, false),
});
export type PolicyDetail = v.InferOutput<typeof policyDetailSchema>;

/**
 * The policy fields other screens show beside their own (the application form, a guide's related policies),
 * read from the same detail answer.
 */
export const policySummarySchema = object({
  id: text,
  policyName: text,
  competentDepartmentPath: withDefault(text, ''),
  areaTypeStr: withDefault(text, ''),
  rewardMoney: withDefault(number, 0),
  rewardMoneyStr: withDefault(text, ''),
  declareStart: withDefault(text, ''),
  declareEnd: withDefault(text, ''),
  applyTimeState: withDefault(number, 0),
  declarationType: number,
  audience: optional(audienceSchema),
  conditions: withDefault(list(text), []),
  eligibility: conditionsSchema,
  materials: withDefault(list(text), []),
  contactPhone: withDefault(text, ''),
});
export type PolicySummary = v.InferOutput<typeof policySummarySchema>;

/** assumed: policySuggest item */
export const policySuggestionSchema = object({ id: text, policyName: text });
export type PolicySuggestion = v.InferOutput<typeof policySuggestionSchema>;
export const policySuggestionsSchema = list(policySuggestionSchema);

export const textListSchema = list(text);

export const hotDicCodeSchema = v.picklist(['HotEnterpriseKeywords', 'HotPeopleKeywords']);
export type HotDicCode = v.InferOutput<typeof hotDicCodeSchema>;

export const hotKeywordsSchema = list(object({ entryName: text }));
export type HotKeyword = v.InferOutput<typeof hotKeywordsSchema>[number];

/** assumed: answer of free/name/receive/{id} */
export const freeReceiveSchema = object({
  policyId: text,
  freeApplyNameId: withDefault(text, ''),
  alreadyReceived: withDefault(boolean, false),
  receiveTime: withDefault(text, ''),
});
export type FreeReceiveResult = v.InferOutput<typeof freeReceiveSchema>;
