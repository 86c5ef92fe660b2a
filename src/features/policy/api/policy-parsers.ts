// Parsers for the policy feature's server answers (validate at the edge).
import { arr, bool, num, obj, oneOf, optional, str, withDefault } from '../../../shared/api/parse';
import { policyListItemShape } from '../../../shared/api/contract-parsers';

const parseAttachment = obj({ fileName: str, url: str });

export const parsePolicyDetail = obj({
  ...policyListItemShape,
  countyCode: withDefault(str, ''),
  audience: withDefault(oneOf(1, 2), 1),
  content: withDefault(str, ''),
  conditions: withDefault(arr(str), []),
  materials: withDefault(arr(str), []),
  declareStart: withDefault(str, ''),
  declareEnd: withDefault(str, ''),
  contactPhone: withDefault(str, ''),
  visits: withDefault(num, 0),
  publishTime: withDefault(str, ''),
  attachments: withDefault(arr(parseAttachment), []),
});

export type PolicyDetailData = ReturnType<typeof parsePolicyDetail>;

export const parseHotKeywords = arr(obj({ entryName: str }));

export const parseAdList = obj({
  adList: withDefault(arr(obj({ adContent: str, adLink: withDefault(str, ''), adTitle: optional(str) })), []),
});

export const parseSuggestions = arr(obj({ id: str, policyName: str }));

export const parseFreeReceive = obj({
  policyId: str,
  freeApplyNameId: withDefault(str, ''),
  alreadyReceived: withDefault(bool, false),
  receiveTime: withDefault(str, ''),
});
