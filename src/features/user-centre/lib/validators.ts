// Form rules of the user centre. Each returns message keys per field; an empty object means valid.
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { countyByCode } from '../../../shared/config/city';

export type FieldErrors<F extends string> = Partial<Record<F, MessageKey>>;

export const BANK_NAME_MAX = 60;
export const PROJECT_NAME_MAX = 50;
export const PROJECT_DESCRIPTION_MAX = 500;
export const ADDRESS_MAX = 100;
/** investment ceiling in 万元 (100 billion yuan): beyond it the number is surely a typo */
export const INVESTMENT_MAX_WAN = 10_000_000;

export interface BankForm {
  bankName: string;
  bankAccount: string;
}

/** Digits only, spaces the user typed for readability removed. */
export function normaliseAccount(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

export function validateBankForm(form: BankForm): FieldErrors<keyof BankForm> {
  const errors: FieldErrors<keyof BankForm> = {};
  const bankName = form.bankName.trim();
  if (bankName === '') errors.bankName = 'centre.bank.nameRequired';
  else if (bankName.length > BANK_NAME_MAX) errors.bankName = 'centre.bank.nameTooLong';
  const account = normaliseAccount(form.bankAccount);
  if (account === '') errors.bankAccount = 'centre.bank.accountRequired';
  else if (!/^\d{10,30}$/.test(account)) errors.bankAccount = 'centre.bank.accountDigits';
  return errors;
}

export interface ProjectForm {
  projectName: string;
  /** as typed, in 万元 */
  investment: string | number;
  startDate: string;
  /** path of enterprise-type ids from the root */
  enterpriseType: string[];
  description: string;
}

function isRealDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  );
}

export function investmentWan(raw: string | number): number | null {
  const text = String(raw).trim();
  if (!/^\d+(\.\d{1,4})?$/.test(text)) return null;
  return Number(text);
}

export function validateProjectForm(form: ProjectForm): FieldErrors<keyof ProjectForm> {
  const errors: FieldErrors<keyof ProjectForm> = {};
  const name = form.projectName.trim();
  if (name === '') errors.projectName = 'centre.project.nameRequired';
  else if (name.length > PROJECT_NAME_MAX) errors.projectName = 'centre.project.nameTooLong';
  const wan = investmentWan(form.investment);
  if (String(form.investment).trim() === '') errors.investment = 'centre.project.investmentRequired';
  else if (wan === null || wan <= 0) errors.investment = 'centre.project.investmentPositive';
  else if (wan > INVESTMENT_MAX_WAN) errors.investment = 'centre.project.investmentTooLarge';
  if (form.startDate.trim() === '') errors.startDate = 'centre.project.startRequired';
  else if (!isRealDate(form.startDate.trim())) errors.startDate = 'centre.project.startInvalid';
  if (form.enterpriseType.length === 0) errors.enterpriseType = 'centre.project.typeRequired';
  if (form.description.trim().length > PROJECT_DESCRIPTION_MAX)
    errors.description = 'centre.project.descriptionTooLong';
  return errors;
}

export const CONTACT_PREFERENCES = ['sms', 'site', 'phone'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];

export interface PersonForm {
  address: string;
  countyCode: string;
  contactPreference: string;
}

export function validatePersonForm(form: PersonForm): FieldErrors<keyof PersonForm> {
  const errors: FieldErrors<keyof PersonForm> = {};
  const address = form.address.trim();
  if (address === '') errors.address = 'centre.person.addressRequired';
  else if (address.length < 5) errors.address = 'centre.person.addressTooShort';
  else if (address.length > ADDRESS_MAX) errors.address = 'centre.person.addressTooLong';
  if (!countyByCode(form.countyCode)) errors.countyCode = 'centre.person.countyRequired';
  if (!(CONTACT_PREFERENCES as readonly string[]).includes(form.contactPreference)) {
    errors.contactPreference = 'centre.person.preferenceRequired';
  }
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
