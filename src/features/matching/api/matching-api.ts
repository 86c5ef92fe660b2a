// Matching calls (docs/product.md#matching), validated at the edge.
import type { MatchingModel, OrderModel, QuestionnaireRecord } from '../../../shared/api/contract';
import { request } from '../../../shared/api/http';
import { arr, num, obj, oneOf, record, str, withDefault } from '../../../shared/api/parse';
import { parseMatchPage } from './match-explanation-parser';
import { parseEnterpriseMatchPage } from './enterprise-match-parser';
import { paths } from '../../../shared/api/paths';
import { parseRecordsJson } from '../lib/records';

const parseField = obj({
  fieldCode: str,
  fieldName: str,
  fieldTypeStr: withDefault(str, ''),
  fieldType: oneOf(3, 4),
  dictLabelList: arr(str),
});

export const parseQuestionGroups = arr(
  obj({ name: withDefault(str, ''), fieldList: withDefault(arr(parseField), []) }),
);

export const parseMatchSummary = obj({
  accurateCount: withDefault(num, 0),
  probablyCount: withDefault(num, 0),
  mismatchingCount: withDefault(num, 0),
  rewardMoney: withDefault(num, 0),
  queryTimes: withDefault(num, 0),
  answerItems: withDefault(record(str), {}),
});

export interface MatchPageParams {
  matchingModel: MatchingModel;
  orderModel: OrderModel;
  page: number;
  pageSize: number;
}

export function fetchQuestionGroups(signal?: AbortSignal) {
  return request(paths.personalInfoForm, { signal }, parseQuestionGroups);
}

export function fetchMatchSummary(signal?: AbortSignal) {
  return request(paths.policyMatchingResult, { signal }, parseMatchSummary);
}

export function fetchMatchPage(params: MatchPageParams, signal?: AbortSignal) {
  return request(
    paths.policyMatchingPage(params.page, params.pageSize),
    { signal, query: { matchingModel: params.matchingModel, orderModel: params.orderModel } },
    parseMatchPage,
  );
}

/** 惠企政策匹配: one group (matchingModel) of the logged-in enterprise's matches, with all counts. */
export function fetchEnterpriseMatchPage(params: Omit<MatchPageParams, 'orderModel'>, signal?: AbortSignal) {
  return request(
    paths.enterpriseMatchingPage(params.page, params.pageSize),
    { signal, query: { matchingModel: params.matchingModel } },
    parseEnterpriseMatchPage,
  );
}

export class BadRecordsError extends Error {
  constructor() {
    super('questionnaire records are not valid JSON');
    this.name = 'BadRecordsError';
  }
}

export async function fetchRecords(signal?: AbortSignal): Promise<QuestionnaireRecord[]> {
  const raw = await request(paths.formRecord, { signal }, withDefault(str, ''));
  const parsed = parseRecordsJson(raw);
  if (!parsed.ok) throw new BadRecordsError();
  return parsed.records;
}

export function submitQuestionnaire(jsonData: string) {
  return request(paths.formSubmit, { method: 'POST', body: { jsonData } }, null);
}
