// The bodies the user centre sends (assumed ones, but countyInfo's): a project, a bank-account change, the
// enterprise's region, the person's own details, an urge and a message read. The demo server reads each through
// its schema here and refuses a body breaking one of its rules in the rule's words (docs/schemas.md); where the
// portal's form checks the same rule, the words are the form's own Chinese message (tests/server/
// schema-refusals.test.ts holds them together; literal here, so the room's messages stay lazy).
import * as v from 'valibot';
import { object, optional, text } from '../schema';
import type { ContactPreference } from './account';
import { optionalText, present, requiredText, rule, someText } from './bodies';

export const PROJECT_INVESTMENT_MAX = 1e12;
export const BANK_NAME_MAX = 60;
/** a bank account: 10 to 30 digits, once the spaces grouping them are taken out */
export const BANK_ACCOUNT_RE = /^\d{10,30}$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** body of project/save; with `id`, the project of that id is changed */
export const projectInputSchema = object({
  projectName: requiredText('请输入项目名称', 100, '项目名称'),
  /** yuan */
  investment: present(
    v.pipe(
      v.unknown(),
      rule(
        (x) => typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= PROJECT_INVESTMENT_MAX,
        '项目投资额应为不小于0的数字（元）',
      ),
      v.transform((x) => x as number),
    ),
  ),
  startDate: present(
    v.pipe(
      v.unknown(),
      rule(
        (x) => typeof x === 'string' && DATE_RE.test(x) && !Number.isNaN(Date.parse(x)),
        '开工日期格式应为YYYY-MM-DD',
      ),
      v.transform((x) => x as string),
    ),
  ),
  /** the server takes 筹建中 when not said */
  status: v.optional(requiredText('请选择项目状态', 20, '项目状态')),
  description: optionalText('description', 2000),
  id: optionalText('id', 64),
  /** node id and label in the enterprise-type tree */
  enterpriseType: optionalText('enterpriseType', 64),
  enterpriseTypeName: optionalText('enterpriseTypeName', 100),
});
export type ProjectInput = v.InferOutput<typeof projectInputSchema>;

/** body of the bank-account change; the account's digits may be grouped by spaces */
export const bankAccountInputSchema = object({
  enterpriseId: optional(text),
  bankName: requiredText('请输入开户银行', BANK_NAME_MAX, '开户银行'),
  bankAccount: present(
    v.pipe(
      v.unknown(),
      v.transform((x) => (typeof x === 'string' ? x.replace(/\s/g, '') : '')),
      rule((x) => BANK_ACCOUNT_RE.test(x), '银行账号应为10至30位数字'),
    ),
  ),
});
export type BankAccountInput = v.InferOutput<typeof bankAccountInputSchema>;

/** body of countyInfo: the enterprise's street (its code is what the server keeps as countyCode) */
export const countyChoiceSchema = object({ countyCode: someText('请选择所属街道（乡镇）') });
export type CountyChoice = v.InferOutput<typeof countyChoiceSchema>;

/** body of personal/save: each field absent is left as it is */
export const personInfoInputSchema = object({
  address: optionalText('address', 200),
  countyCode: optionalText('countyCode', 12),
  contactPreference: v.pipe(
    optionalText('contactPreference', 10),
    rule(
      (x) => x === undefined || x === 'sms' || x === 'site' || x === 'phone',
      '联系方式偏好只能是sms、site或phone',
    ),
    v.transform((x) => x as ContactPreference | undefined),
  ),
});
export type PersonInfoInput = v.InferOutput<typeof personInfoInputSchema>;

/** body of urge/submit */
export const urgeInputSchema = object({ applyId: text });
export type UrgeInput = v.InferOutput<typeof urgeInputSchema>;

/** body of message/read */
export const messageReadSchema = object({ id: someText('请选择要标记的消息') });
export type MessageRead = v.InferOutput<typeof messageReadSchema>;
