// Who is logged in: the platform's login answers, the user info both account kinds answer, and the person's
// and the enterprise's own records (user centre).
import * as v from 'valibot';
import { dictionary, list, number, object, oneOf, optional, text, withDefault } from '../schema';

/** 1 = person, 2 = enterprise, 4 = not logged in (the platform's loginStatus) */
export const accountKindSchema = oneOf(1, 2, 4);
export type AccountKind = v.InferOutput<typeof accountKindSchema>;
/** 1 = person, 2 = enterprise */
export type LoginType = Exclude<AccountKind, 4>;

export const systemInfoSchema = list(object({ systemCode: text, pcUrl: text }));
export type SystemInfo = v.InferOutput<typeof systemInfoSchema>[number];

const userInfoEntries = {
  userName: text,
  enterpriseName: optional(text),
  enterpriseId: optional(text),
  countyCode: optional(text),
  /** 1 = enterprise information incomplete */
  state: optional(number),
  enterpriseCode: optional(text),
};
export const userInfoSchema = object(userInfoEntries);
export type UserInfo = v.InferOutput<typeof userInfoSchema>;

/**
 * The login-info answers (person and enterprise) as far as they say who the account is, beside the user info:
 * what the device's drafts are kept under (hashed, shared/auth/account-tag.ts), never stored as such.
 */
export const loginInfoSchema = object({
  ...userInfoEntries,
  /** assumed: the platform's stable id of the account; preferred when the backend sends it */
  accountId: optional(text),
  /** the person's masked identity card and mobile number (personal/loginInfo) */
  idCardMasked: optional(text),
  phoneMasked: optional(text),
});
export type LoginInfo = v.InferOutput<typeof loginInfoSchema>;

export const loginStatusSchema = object({ loginStatus: number });
export type LoginStatus = v.InferOutput<typeof loginStatusSchema>;

/** assumed: the body of the ticket exchange (POST pcLoginStatus): the ticket stays out of every logged URL */
export const ticketExchangeSchema = object({ ticket: text });
export type TicketExchange = v.InferOutput<typeof ticketExchangeSchema>;

/** assumed: pcLoginStatus answer; `token` only when a one-time ticket was exchanged */
export const pcLoginStatusSchema = object({ loginStatus: accountKindSchema, token: optional(text) });
export type PcLoginStatus = v.InferOutput<typeof pcLoginStatusSchema>;

/** assumed: how a person wants to be told about progress (personal/save) */
export const contactPreferenceSchema = oneOf('sms', 'site', 'phone');
export type ContactPreference = v.InferOutput<typeof contactPreferenceSchema>;

export const personalInfoSchema = object({
  userName: text,
  idCardMasked: withDefault(text, ''),
  phoneMasked: withDefault(text, ''),
  countyCode: optional(text),
  address: optional(text),
  contactPreference: optional(text),
});
export type PersonalInfo = v.InferOutput<typeof personalInfoSchema>;

export const enterpriseInfoSchema = object({
  ...userInfoEntries,
  userName: withDefault(text, ''),
  enterpriseName: text,
  enterpriseId: text,
  enterpriseCode: text,
  legalPerson: withDefault(text, ''),
  enterpriseType: withDefault(text, ''),
  registeredCapital: withDefault(text, ''),
  establishDate: withDefault(text, ''),
  address: withDefault(text, ''),
  contactPhoneMasked: withDefault(text, ''),
  bankName: optional(text),
  bankAccountMasked: optional(text),
});
export type EnterpriseInfo = v.InferOutput<typeof enterpriseInfoSchema>;

/** assumed: the logged-in user's name and mobile number, to prefill the consultation form */
export const consultContactSchema = object({ name: text, phone: text });
export type ConsultContact = v.InferOutput<typeof consultContactSchema>;

/** answer of countyInfo (the enterprise's region saved) */
export const countySavedSchema = object({ countyCode: text });

export const textDictionarySchema = dictionary(text);
