// Parsers for the content screens' answers: each checks the shape the demo API documents.
import { arr, num, obj, oneOf, optional, page, str, withDefault, type Parser } from '../../../shared/api/parse';
import type {
  ApplyDetail,
  ApplyRecord,
  Article,
  DeclarationGuide,
  PolicyCompilation,
  PublicityItem,
  RewardCount,
} from '../../../shared/api/contract';

const attachment = obj({ fileName: str, url: str });

export const parseArticle: Parser<Article> = obj({
  id: str,
  title: str,
  summary: withDefault(str, ''),
  source: withDefault(str, ''),
  publishTime: str,
  countyCode: withDefault(str, ''),
  content: withDefault(str, ''),
  attachments: withDefault(arr(attachment), []),
});

export const parseArticlePage = page(parseArticle);

export const parsePublicityItem: Parser<PublicityItem> = obj({
  id: str,
  policyId: str,
  policyName: str,
  enterpriseName: str,
  rewardMoney: num,
  countyCode: withDefault(str, ''),
  publishTime: str,
  endTime: withDefault(str, ''),
  kind: oneOf('publicity', 'notice'),
});

export const parsePublicityPage = page(parsePublicityItem);

const suggestion = obj({ id: str, policyName: str });

export const parseGuides: Parser<DeclarationGuide[]> = arr(
  obj({
    id: str,
    title: str,
    audience: oneOf(1, 2),
    department: str,
    summary: withDefault(str, ''),
    steps: withDefault(arr(obj({ title: str, description: withDefault(str, '') })), []),
    materials: withDefault(arr(str), []),
    contactPhone: withDefault(str, ''),
    updateTime: withDefault(str, ''),
    policyIds: withDefault(arr(str), []),
  }),
);

export const parseCompilations: Parser<PolicyCompilation[]> = arr(
  obj({
    id: str,
    title: str,
    year: num,
    department: str,
    countyCode: withDefault(str, ''),
    summary: withDefault(str, ''),
    publishTime: withDefault(str, ''),
    policies: withDefault(arr(suggestion), []),
  }),
);

export const parseRewardCount: Parser<RewardCount> = obj({
  applyCount: num,
  rewardMoney: num,
  rewardMoneyStr: withDefault(str, ''),
});

const applyStatus = oneOf<ApplyRecord['status']>('submitted', 'reviewing', 'approved', 'rejected', 'paid');

export const parseApplyDetail: Parser<ApplyDetail> = obj({
  id: str,
  policyId: str,
  policyName: str,
  applyTime: str,
  status: applyStatus,
  rewardMoney: withDefault(num, 0),
  applicantName: withDefault(str, ''),
  materials: withDefault(arr(str), []),
  progress: withDefault(arr(obj({ time: str, node: str, remark: withDefault(str, '') })), []),
});

/** The policy fields the application form shows; the policy feature owns the full detail. */
export const parsePolicySummary = obj({
  id: str,
  policyName: str,
  competentDepartmentPath: withDefault(str, ''),
  areaTypeStr: withDefault(str, ''),
  rewardMoney: withDefault(num, 0),
  rewardMoneyStr: withDefault(str, ''),
  declareStart: withDefault(str, ''),
  declareEnd: withDefault(str, ''),
  applyTimeState: withDefault(num, 0),
  declarationType: num,
  audience: optional(oneOf(1, 2)),
  conditions: withDefault(arr(str), []),
  materials: withDefault(arr(str), []),
  contactPhone: withDefault(str, ''),
});

export type PolicySummary = ReturnType<typeof parsePolicySummary>;
