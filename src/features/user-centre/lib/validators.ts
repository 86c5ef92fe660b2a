// Form rules of the user centre. Each returns message keys per field; an empty object means valid.
import type { ContactPreference } from '../../../shared/api/contract';
import { BANK_ACCOUNT_RE, BANK_NAME_MAX } from '../../../shared/api/schemas/centre-bodies';
import { countyByCode } from '../../../shared/config/city';
import type { MessageKey } from '../../../shared/i18n/catalogue';

// the bank-account change's limits are its body's (shared/api/schemas/centre-bodies.ts)
export { BANK_NAME_MAX };
import { onlyErrors, textError, type FieldErrors, type TextRule } from '../../../shared/forms/field-rules';

export const PROJECT_NAME_MAX = 50;
export const PROJECT_DESCRIPTION_MAX = 500;
export const ADDRESS_MAX = 100;
/** investment ceiling in 万元 (100 billion yuan): beyond it the number is surely a typo */
export const INVESTMENT_MAX_WAN = 10_000_000;

/** The free-text fields of the centre's forms and their limits, in one place. */
const TEXT_RULES = {
  bankName: { required: 'centre.bank.nameRequired', max: BANK_NAME_MAX, tooLong: 'centre.bank.nameTooLong' },
  projectName: {
    required: 'centre.project.nameRequired',
    max: PROJECT_NAME_MAX,
    tooLong: 'centre.project.nameTooLong',
  },
  projectDescription: { max: PROJECT_DESCRIPTION_MAX, tooLong: 'centre.project.descriptionTooLong' },
  address: {
    required: 'centre.person.addressRequired',
    min: 5,
    tooShort: 'centre.person.addressTooShort',
    max: ADDRESS_MAX,
    tooLong: 'centre.person.addressTooLong',
  },
} as const satisfies Record<string, TextRule>;

export interface BankForm {
  bankName: string;
  bankAccount: string;
}

/** Digits only, spaces the user typed for readability removed. */
export function normaliseAccount(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

export function validateBankForm(form: BankForm): FieldErrors<keyof BankForm, MessageKey> {
  const errors: FieldErrors<keyof BankForm, MessageKey> = {};
  errors.bankName = textError(form.bankName, TEXT_RULES.bankName);
  const account = normaliseAccount(form.bankAccount);
  if (account === '') errors.bankAccount = 'centre.bank.accountRequired';
  else if (!BANK_ACCOUNT_RE.test(account)) errors.bankAccount = 'centre.bank.accountDigits';
  return onlyErrors(errors);
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

export function validateProjectForm(form: ProjectForm): FieldErrors<keyof ProjectForm, MessageKey> {
  const errors: FieldErrors<keyof ProjectForm, MessageKey> = {};
  errors.projectName = textError(form.projectName, TEXT_RULES.projectName);
  const wan = investmentWan(form.investment);
  if (String(form.investment).trim() === '') errors.investment = 'centre.project.investmentRequired';
  else if (wan === null || wan <= 0) errors.investment = 'centre.project.investmentPositive';
  else if (wan > INVESTMENT_MAX_WAN) errors.investment = 'centre.project.investmentTooLarge';
  if (form.startDate.trim() === '') errors.startDate = 'centre.project.startRequired';
  else if (!isRealDate(form.startDate.trim())) errors.startDate = 'centre.project.startInvalid';
  if (form.enterpriseType.length === 0) errors.enterpriseType = 'centre.project.typeRequired';
  errors.description = textError(form.description, TEXT_RULES.projectDescription);
  return onlyErrors(errors);
}

/** the choices of personal/save's contactPreference, in the order the form shows them */
export const CONTACT_PREFERENCES: readonly ContactPreference[] = ['sms', 'site', 'phone'];

export interface PersonForm {
  address: string;
  countyCode: string;
  contactPreference: string;
}

export function validatePersonForm(form: PersonForm): FieldErrors<keyof PersonForm, MessageKey> {
  const errors: FieldErrors<keyof PersonForm, MessageKey> = {};
  errors.address = textError(form.address, TEXT_RULES.address);
  if (!countyByCode(form.countyCode)) errors.countyCode = 'centre.person.countyRequired';
  if (!(CONTACT_PREFERENCES as readonly string[]).includes(form.contactPreference)) {
    errors.contactPreference = 'centre.person.preferenceRequired';
  }
  return onlyErrors(errors);
}
