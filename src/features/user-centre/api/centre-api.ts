// User-centre calls (the backend's and the assumed user-centre paths, docs/api.md); every answer is parsed.
import { request } from '../../../shared/api/http';
import { paths } from '../../../shared/api/paths';
import { unknownValue } from '../../../shared/api/parse';
import {
  parseApplyPage,
  parseBankChange,
  parseBankChanges,
  parseConsultDetail,
  parseConsultPage,
  parseEnjoyPage,
  parseEnterpriseInfo,
  parseEnterpriseTypeTree,
  parseMessagePage,
  parsePersonalInfo,
  parseProject,
  parseProjectPage,
  parseUrgePage,
} from './centre-parsers';
import { parsePolicyPage } from '../../../shared/api/contract-parsers';

export interface PageArgs {
  page: number;
  pageSize: number;
}

export type EnterpriseProfile = ReturnType<typeof parseEnterpriseInfo>;
export type PersonProfile = ReturnType<typeof parsePersonalInfo>;
export type ApplyPage = ReturnType<typeof parseApplyPage>;
export type ApplyRow = ApplyPage['records'][number];
export type EnjoyPage = ReturnType<typeof parseEnjoyPage>;
export type UrgePage = ReturnType<typeof parseUrgePage>;
export type ConsultPage = ReturnType<typeof parseConsultPage>;
export type ConsultFull = ReturnType<typeof parseConsultDetail>;
export type MessagePage = ReturnType<typeof parseMessagePage>;
export type ProjectPage = ReturnType<typeof parseProjectPage>;
export type Project = ReturnType<typeof parseProject>;
export type PolicyPage = ReturnType<typeof parsePolicyPage>;
export type BankChange = ReturnType<typeof parseBankChange>;

export const fetchEnterpriseInfo = () => request(paths.enterpriseLogin, {}, parseEnterpriseInfo);
export const fetchPersonalInfo = () => request(paths.personalLoginInfo, {}, parsePersonalInfo);
export const fetchBankChanges = (enterpriseId: string) =>
  request(paths.bankAccountChanges(enterpriseId), {}, parseBankChanges);
export const fetchApplies = (a: PageArgs) =>
  request(paths.myApplyPage(a.page, a.pageSize), {}, parseApplyPage);
export const fetchEnjoys = (a: PageArgs) =>
  request(paths.myEnjoyPage(a.page, a.pageSize), {}, parseEnjoyPage);
export const fetchUrges = (a: PageArgs) => request(paths.myUrgePage(a.page, a.pageSize), {}, parseUrgePage);
export const fetchConsults = (a: PageArgs) =>
  request(paths.myConsultPage(a.page, a.pageSize), {}, parseConsultPage);
export const fetchConsultDetail = (id: string) => request(paths.myConsultDetail(id), {}, parseConsultDetail);
export const fetchMessages = (a: PageArgs) =>
  request(paths.myMessagePage(a.page, a.pageSize), {}, parseMessagePage);
export const markMessageRead = (id: string) =>
  request(paths.myMessageRead, { method: 'POST', body: { id } }, unknownValue);
export const fetchProjects = (a: PageArgs) =>
  request(paths.projectPage(a.page, a.pageSize), {}, parseProjectPage);
export const fetchProject = (id: string) => request(paths.projectDetail(id), {}, parseProject);
export const fetchEnterpriseTypes = () => request(paths.treeEnterpriseType, {}, parseEnterpriseTypeTree);

/** People policies matched to the logged-in person (matchingModel 1 = precise). */
export const fetchPersonalPolicies = (a: PageArgs) =>
  request(
    paths.personalPolicyPage(a.page, a.pageSize),
    // the list body: policyName, page, pageSize, orderModel, matchingModel (1 = precise)
    { body: { policyName: '', page: a.page, pageSize: a.pageSize, orderModel: 1, matchingModel: 1 } },
    parsePolicyPage,
  );

export interface BankAccountInput {
  enterpriseId: string;
  bankName: string;
  bankAccount: string;
}
export const updateBankAccount = (input: BankAccountInput) =>
  request(paths.updateBankAccount, { body: input }, parseBankChange);

export interface PersonInfoInput {
  address: string;
  countyCode: string;
  contactPreference: string;
}
export const savePersonInfo = (input: PersonInfoInput) =>
  request(paths.personInfoSave, { body: input }, unknownValue);

export interface ProjectInput {
  projectName: string;
  /** yuan */
  investment: number;
  startDate: string;
  enterpriseType: string;
  enterpriseTypeName: string;
  description: string;
}
export const saveProject = (input: ProjectInput) => request(paths.projectSave, { body: input }, unknownValue);

export const submitUrge = (applyId: string) => request(paths.urgeSubmit, { body: { applyId } }, unknownValue);
