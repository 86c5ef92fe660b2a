// Parsers for every user-centre answer: what the screens read is checked at the edge.
import {
  arr,
  bool,
  nullable,
  num,
  obj,
  oneOf,
  optional,
  page,
  str,
  withDefault,
} from '../../../shared/api/parse';
import type { Parser } from '../../../shared/api/parse';
import { APPLY_STATUSES, type EnterpriseTypeNode } from '../../../shared/api/contract';

export const parsePersonalInfo = obj({
  userName: str,
  idCardMasked: withDefault(str, ''),
  phoneMasked: withDefault(str, ''),
  countyCode: optional(str),
  address: optional(str),
  contactPreference: optional(str),
});

export const parseEnterpriseInfo = obj({
  userName: withDefault(str, ''),
  enterpriseName: str,
  enterpriseId: str,
  enterpriseCode: str,
  countyCode: optional(str),
  state: optional(num),
  legalPerson: withDefault(str, ''),
  enterpriseType: withDefault(str, ''),
  registeredCapital: withDefault(str, ''),
  establishDate: withDefault(str, ''),
  address: withDefault(str, ''),
  contactPhoneMasked: withDefault(str, ''),
  bankName: optional(str),
  bankAccountMasked: optional(str),
});

export const parseBankChange = obj({
  id: str,
  changeTime: str,
  oldAccountMasked: withDefault(str, ''),
  newAccountMasked: withDefault(str, ''),
  operator: withDefault(str, ''),
});
export const parseBankChanges = arr(parseBankChange);

export const parseApplyRecord = obj({
  id: str,
  policyId: withDefault(str, ''),
  policyName: str,
  applyTime: str,
  status: oneOf(...APPLY_STATUSES),
  rewardMoney: withDefault(num, 0),
  // assumed extension (docs/api.md): without it an application has no deadline to remind of
  declareEnd: optional(str),
  // assumed extension: returned or not approved, the reviewer's reason
  reason: optional(str),
});
export const parseApplyPage = page(parseApplyRecord);

const parseEnjoyRows = page(
  obj({
    id: str,
    policyId: withDefault(str, ''),
    policyName: str,
    rewardMoney: withDefault(num, 0),
    payTime: str,
  }),
);

/** A page of 我享受的政策 and the total received over all pages (absent from an older server: null). */
export const parseEnjoyPage: Parser<
  ReturnType<typeof parseEnjoyRows> & { rewardMoneyTotal: number | null }
> = (value, where) => ({
  ...parseEnjoyRows(value, where),
  rewardMoneyTotal: obj({ rewardMoneyTotal: withDefault(nullable(num), null) })(value, where)
    .rewardMoneyTotal,
});

export const parseUrgePage = page(
  obj({ id: str, applyId: str, policyName: str, urgeTime: str, reply: nullable(str) }),
);

const consultShape = {
  id: str,
  initiateType: withDefault(str, '1'),
  initiateContent: str,
  createTime: str,
  reply: nullable(str),
  replyTime: nullable(str),
};
export const parseConsultPage = page(obj(consultShape));
export const parseConsultDetail = obj({
  ...consultShape,
  initiateName: withDefault(str, ''),
  initiatePhoneMasked: withDefault(str, ''),
  fileList: withDefault(arr(obj({ fileName: withDefault(str, ''), imgPath: str })), []),
});

export const parseMessagePage = page(
  obj({
    id: str,
    title: str,
    content: withDefault(str, ''),
    createTime: str,
    read: withDefault(bool, false),
    target: optional(obj({ kind: oneOf('apply', 'policy', 'consult'), id: str })),
  }),
);

const projectShape = {
  id: str,
  projectName: str,
  investment: withDefault(num, 0),
  startDate: withDefault(str, ''),
  status: withDefault(str, ''),
  description: withDefault(str, ''),
  enterpriseType: optional(str),
  enterpriseTypeName: optional(str),
  createTime: optional(str),
};
export const parseProject = obj(projectShape);
export const parseProjectPage = page(parseProject);

export const parseEnterpriseTypeTree: Parser<EnterpriseTypeNode[]> = (value, at) =>
  arr<EnterpriseTypeNode>((node, nodeAt) => {
    const parsed = obj({ id: str, label: str, children: optional(parseEnterpriseTypeTree) })(node, nodeAt);
    return parsed.children?.length ? parsed : { id: parsed.id, label: parsed.label };
  })(value, at);
