// Demo accounts of the identity stand-in: one person and three enterprises covering the portal's login branches.
import type { EnterpriseInfo, PersonalInfo } from '../../src/shared/api/contract';
import type { EnterpriseSize } from '../../src/shared/eligibility/conditions';

export interface PersonAccount {
  id: string;
  kind: 1;
  label: string;
  info: PersonalInfo;
  phone: string;
  /** where a person's subsidies are paid: the financial account of the social-security card on file */
  payout: { bankName: string; accountMasked: string };
  /** the 居民身份证's validity as the licence library holds it (YYYY-MM-DD) */
  idCardValidity: { from: string; until: string };
}

export interface EnterpriseAccount {
  id: string;
  kind: 2;
  label: string;
  info: EnterpriseInfo;
  bankAccount: string;
  /** the contact person's full mobile number (info carries only the masked one) */
  contactPhone: string;
  /** what the enterprise register says besides EnterpriseInfo (for eligibility); absent when not on record */
  industry?: string;
  size?: EnterpriseSize;
}

export type Account = PersonAccount | EnterpriseAccount;

export const PERSON_ACCOUNT: PersonAccount = {
  id: 'u-person-1',
  kind: 1,
  label: '陈志明（个人，实名认证）',
  phone: '13859901234',
  payout: { bankName: '中国工商银行泉州分行（社会保障卡金融账户）', accountMasked: '6217************4321' },
  idCardValidity: { from: '2019-03-12', until: '2039-03-12' },
  info: {
    userName: '陈志明',
    idCardMasked: '3505**********1234',
    phoneMasked: '138****1234',
    countyCode: '350503',
    address: '福建省泉州市丰泽区东湖街道刺桐路288号',
  },
};

export const ENTERPRISE_ACCOUNTS: readonly EnterpriseAccount[] = [
  {
    id: 'u-ent-1',
    kind: 2,
    label: '泉州海丝智造科技有限公司（信息完整）',
    bankAccount: '35050166010100001234',
    contactPhone: '13905955678',
    industry: '制造业',
    size: 'small',
    info: {
      userName: '林建华',
      enterpriseName: '泉州海丝智造科技有限公司',
      enterpriseId: 'e-1001',
      enterpriseCode: '91350502MA2Y8K3L4Q',
      countyCode: '350502004',
      state: 0,
      legalPerson: '林建华',
      enterpriseType: '有限责任公司（自然人投资或控股）',
      registeredCapital: '2000万元人民币',
      establishDate: '2016-05-18',
      address: '福建省泉州市鲤城区江南高新技术园区紫华路6号',
      contactPhoneMasked: '139****5678',
      bankName: '中国建设银行泉州鲤城支行',
      bankAccountMasked: '3505************1234',
    },
  },
  {
    id: 'u-ent-2',
    kind: 2,
    label: '晋江闽南鞋服供应链有限公司（未选所属区域）',
    bankAccount: '6228480010203040556',
    contactPhone: '13705959012',
    industry: '批发和零售业',
    size: 'small',
    info: {
      userName: '黄伟强',
      enterpriseName: '晋江闽南鞋服供应链有限公司',
      enterpriseId: 'e-1002',
      enterpriseCode: '91350582MA31QW7E2D',
      state: 0,
      legalPerson: '黄伟强',
      enterpriseType: '有限责任公司',
      registeredCapital: '500万元人民币',
      establishDate: '2019-09-02',
      address: '福建省晋江市陈埭镇鞋都路88号',
      contactPhoneMasked: '137****9012',
      bankName: '中国农业银行晋江陈埭支行',
      bankAccountMasked: '6228***********0556',
    },
  },
  {
    id: 'u-ent-3',
    kind: 2,
    label: '南安石韵新材料有限公司（企业信息不完整）',
    bankAccount: '35001650012052501234',
    contactPhone: '13505953344',
    // not on record: 惠企政策匹配 names 行业 and 企业规模 as the fields that would sharpen its matches
    info: {
      userName: '王秀英',
      enterpriseName: '南安石韵新材料有限公司',
      enterpriseId: 'e-1003',
      enterpriseCode: '91350583MA8TX2R61K',
      countyCode: '350583006',
      state: 1,
      legalPerson: '王秀英',
      enterpriseType: '有限责任公司（自然人独资）',
      registeredCapital: '300万元人民币',
      establishDate: '2022-03-15',
      address: '福建省南安市水头镇石材大道168号',
      contactPhoneMasked: '135****3344',
    },
  },
];

export function findAccount(id: string): Account | undefined {
  if (id === PERSON_ACCOUNT.id) return PERSON_ACCOUNT;
  return ENTERPRISE_ACCOUNTS.find((a) => a.id === id);
}

/** Who the portal prefills in the consultation form: the person, or the enterprise's contact person. */
export function contactOf(account: Account): { name: string; phone: string } {
  return account.kind === 1
    ? { name: account.info.userName, phone: account.phone }
    : { name: account.info.userName, phone: account.contactPhone };
}
