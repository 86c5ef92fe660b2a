// Parsers for the policy feature's server answers (validate at the edge).
import { arr, bool, obj, optional, str, withDefault, type Parser } from '../../../shared/api/parse';
import { trustedUrl } from '../../../shared/api/trusted-url';
import type { parsePolicyDetail } from '../../../shared/api/contract-parsers';

export type PolicyDetailData = ReturnType<typeof parsePolicyDetail>;

export const parseHotKeywords = arr(obj({ entryName: str }));

const parseAdFields = obj({
  adList: withDefault(arr(obj({ adContent: str, adLink: withDefault(str, ''), adTitle: optional(str) })), []),
});

/** Ads whose image is not on the portal's own or configured hosts are dropped, never shown. */
export const parseAdList: Parser<ReturnType<typeof parseAdFields>> = (value, at) => {
  const parsed = parseAdFields(value, at);
  return { adList: parsed.adList.filter((ad) => trustedUrl(ad.adContent) !== null) };
};

export const parseSuggestions = arr(obj({ id: str, policyName: str }));

export const parseFreeReceive = obj({
  policyId: str,
  freeApplyNameId: withDefault(str, ''),
  alreadyReceived: withDefault(bool, false),
  receiveTime: withDefault(str, ''),
});
