// Matching calls (docs/product.md#matching), validated at the edge.
import type { MatchingModel, OrderModel, QuestionnaireRecord } from '../../../shared/api/contract';
import { request } from '../../../shared/api/http';
import { text, withDefault } from '../../../shared/api/schema';
import {
  enterpriseMatchPageSchema,
  matchPageSchema,
  matchSummarySchema,
  questionGroupsSchema,
  type QuestionnaireSubmission,
} from '../../../shared/api/schemas/matching';
import { paths } from '../../../shared/api/paths';
import { parseRecordsJson } from '../lib/records';

export interface MatchPageParams {
  matchingModel: MatchingModel;
  orderModel: OrderModel;
  page: number;
  pageSize: number;
}

export function fetchQuestionGroups(signal?: AbortSignal) {
  return request(paths.personalInfoForm, { signal }, questionGroupsSchema);
}

export function fetchMatchSummary(signal?: AbortSignal) {
  return request(paths.policyMatchingResult, { signal }, matchSummarySchema);
}

export function fetchMatchPage(params: MatchPageParams, signal?: AbortSignal) {
  return request(
    paths.policyMatchingPage(params.page, params.pageSize),
    { signal, query: { matchingModel: params.matchingModel, orderModel: params.orderModel } },
    matchPageSchema,
  );
}

/** 惠企政策匹配: one group (matchingModel) of the logged-in enterprise's matches, with all counts. */
export function fetchEnterpriseMatchPage(params: Omit<MatchPageParams, 'orderModel'>, signal?: AbortSignal) {
  return request(
    paths.enterpriseMatchingPage(params.page, params.pageSize),
    { signal, query: { matchingModel: params.matchingModel } },
    enterpriseMatchPageSchema,
  );
}

export class BadRecordsError extends Error {
  constructor() {
    super('questionnaire records are not valid JSON');
    this.name = 'BadRecordsError';
  }
}

export async function fetchRecords(signal?: AbortSignal): Promise<QuestionnaireRecord[]> {
  const raw = await request(paths.formRecord, { signal }, withDefault(text, ''));
  const parsed = parseRecordsJson(raw);
  if (!parsed.ok) throw new BadRecordsError();
  return parsed.records;
}

export function submitQuestionnaire(jsonData: string) {
  const body: QuestionnaireSubmission = { jsonData };
  return request(paths.formSubmit, { method: 'POST', body }, null);
}
