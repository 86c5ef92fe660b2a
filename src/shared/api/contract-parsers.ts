// Parsers of contract entities that several features read (spec §3 "Policy list item").
import { num, obj, page, str, withDefault } from './parse';

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
};

export const parsePolicyListItem = obj(policyListItemShape);

export const parsePolicyPage = page(parsePolicyListItem);
