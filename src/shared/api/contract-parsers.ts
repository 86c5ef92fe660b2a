// Parsers of contract entities that several features read (the policy list item above all), and the policy
// detail, which the saved copies on the device are read back through as well.
import { arr, num, obj, oneOf, optional, page, str, withDefault } from './parse';
import { parseConditions } from '../eligibility/parse-eligibility';

export const policyListItemShape = {
  id: str,
  policyName: str,
  areaTypeStr: withDefault(str, ''),
  remainingDays: withDefault(num, 0),
  competentDepartmentPath: withDefault(str, ''),
  declareTime: withDefault(str, ''),
  rewardMoney: withDefault(num, 0),
  rewardMoneyStr: withDefault(str, ''),
  applyTimeState: withDefault(num, 0),
  declarationType: withDefault(num, 1),
  freeApplyNameId: withDefault(str, ''),
  publishTime: optional(str),
  declareEnd: optional(str),
  eligibility: optional(parseConditions),
};

export const parsePolicyListItem = obj(policyListItemShape);

export const parsePolicyPage = page(parsePolicyListItem);

const parseAttachment = obj({ fileName: str, url: str });

export const parsePolicyDetail = obj({
  ...policyListItemShape,
  countyCode: withDefault(str, ''),
  audience: withDefault(oneOf(1, 2), 1),
  content: withDefault(str, ''),
  conditions: withDefault(arr(str), []),
  eligibility: parseConditions,
  materials: withDefault(arr(str), []),
  declareStart: withDefault(str, ''),
  declareEnd: withDefault(str, ''),
  contactPhone: withDefault(str, ''),
  visits: withDefault(num, 0),
  publishTime: withDefault(str, ''),
  attachments: withDefault(arr(parseAttachment), []),
});
