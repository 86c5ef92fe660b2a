// User-centre calls (the backend's and the assumed user-centre paths, docs/api.md); every answer is parsed.
import { request } from '../../../shared/api/http';
import { paths } from '../../../shared/api/paths';
import { unknownValue } from '../../../shared/api/schema';
import { enterpriseInfoSchema, personalInfoSchema } from '../../../shared/api/schemas/account';
import type {
  BankAccountInput,
  MessageRead,
  PersonInfoInput,
  ProjectInput,
  UrgeInput,
} from '../../../shared/api/schemas/centre-bodies';
import { policyPageSchema } from '../../../shared/api/schemas/policy';
import {
  applyPageSchema,
  bankAccountChangeSchema,
  bankAccountChangePageSchema,
  consultDetailSchema,
  consultPageSchema,
  enterpriseProjectSchema,
  enterpriseTypeTreeSchema,
  messagePageSchema,
  projectPageSchema,
  urgePageSchema,
  type BankAccountChange,
  type ConsultDetail,
  type EnterpriseProject,
} from '../../../shared/api/schemas/user-centre';
import { enjoyPageSchema, type EnjoyPage } from '../../../shared/api/schemas/payments';
import type {
  EnterpriseInfo,
  Page,
  PersonalInfo,
  PolicyListItem,
  PolicyQuery,
} from '../../../shared/api/contract';
import type { ApplyRecord, ConsultRecord, MessageRecord, UrgeRecord } from '../../../shared/api/contract';

export type { BankAccountInput, EnjoyPage, PersonInfoInput, ProjectInput };

export interface PageArgs {
  page: number;
  pageSize: number;
}

export type EnterpriseProfile = EnterpriseInfo;
export type PersonProfile = PersonalInfo;
export type ApplyRow = ApplyRecord;
export type ApplyPage = Page<ApplyRow>;
export type UrgePage = Page<UrgeRecord>;
export type ConsultPage = Page<ConsultRecord>;
export type ConsultFull = ConsultDetail;
export type MessagePage = Page<MessageRecord>;
export type Project = EnterpriseProject;
export type ProjectPage = Page<Project>;
export type PolicyPage = Page<PolicyListItem>;
export type BankChange = BankAccountChange;

export const fetchEnterpriseInfo = () => request(paths.enterpriseLogin, {}, enterpriseInfoSchema);
export const fetchPersonalInfo = () => request(paths.personalLoginInfo, {}, personalInfoSchema);
export const fetchBankChanges = (enterpriseId: string, a: PageArgs) =>
  request(paths.bankAccountChanges(enterpriseId, a.page, a.pageSize), {}, bankAccountChangePageSchema);
export const fetchApplies = (a: PageArgs) =>
  request(paths.myApplyPage(a.page, a.pageSize), {}, applyPageSchema);
export const fetchEnjoys = (a: PageArgs) =>
  request(paths.myEnjoyPage(a.page, a.pageSize), {}, enjoyPageSchema);
export const fetchUrges = (a: PageArgs) => request(paths.myUrgePage(a.page, a.pageSize), {}, urgePageSchema);
export const fetchConsults = (a: PageArgs) =>
  request(paths.myConsultPage(a.page, a.pageSize), {}, consultPageSchema);
export const fetchConsultDetail = (id: string) => request(paths.myConsultDetail(id), {}, consultDetailSchema);
export const fetchMessages = (a: PageArgs) =>
  request(paths.myMessagePage(a.page, a.pageSize), {}, messagePageSchema);
export const markMessageRead = (id: string) => {
  const body: MessageRead = { id };
  return request(paths.myMessageRead, { method: 'POST', body }, unknownValue);
};
export const fetchProjects = (a: PageArgs) =>
  request(paths.projectPage(a.page, a.pageSize), {}, projectPageSchema);
export const fetchProject = (id: string) => request(paths.projectDetail(id), {}, enterpriseProjectSchema);
export const fetchEnterpriseTypes = () => request(paths.treeEnterpriseType, {}, enterpriseTypeTreeSchema);

const personalPolicyQuery = (a: PageArgs): PolicyQuery => ({
  policyName: '',
  page: a.page,
  pageSize: a.pageSize,
  orderModel: 1,
  matchingModel: 1,
});

/** People policies matched to the logged-in person (matchingModel 1 = precise). */
export const fetchPersonalPolicies = (a: PageArgs) =>
  request(
    paths.personalPolicyPage(a.page, a.pageSize),
    // the list body (matchingModel 1 = precise)
    { body: personalPolicyQuery(a) },
    policyPageSchema,
  );

export const updateBankAccount = (input: BankAccountInput) =>
  request(paths.updateBankAccount, { body: input }, bankAccountChangeSchema);

export const savePersonInfo = (input: PersonInfoInput) =>
  request(paths.personInfoSave, { body: input }, unknownValue);

export const saveProject = (input: ProjectInput) => request(paths.projectSave, { body: input }, unknownValue);

export const submitUrge = (applyId: string) => {
  const body: UrgeInput = { applyId };
  return request(paths.urgeSubmit, { body }, unknownValue);
};
