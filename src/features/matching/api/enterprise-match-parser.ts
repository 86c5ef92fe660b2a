// 惠企政策匹配's answer, validated at the edge: an unknown profile field is dropped, a missing count is 0.
import type { EnterpriseMatchPage } from '../../../shared/api/contract';
import { arr, num, obj, str, withDefault, type Parser } from '../../../shared/api/parse';
import type { EnterpriseProfileField } from '../../../shared/eligibility/conditions';
import { ENTERPRISE_FIELDS } from '../../../shared/eligibility/enterprise-profile';
import { parseProfile } from '../../../shared/eligibility/parse-eligibility';
import { parseMatchListItem } from './match-explanation-parser';

const parseFields: Parser<EnterpriseProfileField[]> = (v, at) =>
  arr(str)(v, at).filter((f): f is EnterpriseProfileField =>
    ENTERPRISE_FIELDS.includes(f as EnterpriseProfileField),
  );

const count = withDefault(num, 0);

/** Only a note depends on it: anything but a known source reads as "no county known". */
const parseCountySource: Parser<EnterpriseMatchPage['countySource']> = (v) =>
  v === 'record' || v === 'creditCode' ? v : 'none';

export const parseEnterpriseMatchPage = obj({
  records: withDefault(arr(parseMatchListItem), []),
  total: count,
  current: withDefault(num, 1),
  size: withDefault(num, 10),
  accurateCount: count,
  probablyCount: count,
  mismatchingCount: count,
  profile: parseProfile,
  countySource: parseCountySource,
  missingFields: withDefault(parseFields, []),
  undecidedCount: count,
});
