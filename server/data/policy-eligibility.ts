// Each policy's conditions in the shared eligibility model, agreeing with its county and its topic.
import type { Audience } from '../../src/shared/api/contract';
import type { EligibilityCondition } from '../../src/shared/eligibility/conditions';
import type { MatchCondition } from './policy-templates';

/** 市本级 policies are for the whole city; a county's policies for that county only. */
const CITY_LEVEL = '350501';

const SMALL: EligibilityCondition = { kind: 'size', hard: true, anyOf: ['micro', 'small', 'medium'] };
const MANUFACTURING: EligibilityCondition = { kind: 'industry', hard: true, anyOf: ['制造业'] };

const BY_TOPIC: Record<string, readonly EligibilityCondition[]> = {
  科技型中小企业评价入库奖励: [SMALL],
  中小微企业贷款贴息: [SMALL],
  '专精特新“小巨人”企业奖励': [SMALL, MANUFACTURING],
  企业技术改造项目补助: [MANUFACTURING],
  工业企业数字化改造补助: [MANUFACTURING],
  新增规模以上工业企业奖励: [MANUFACTURING],
  外贸企业出口信用保险保费补助: [{ kind: 'industry', hard: true, anyOf: ['制造业', '批发和零售业'] }],
  跨境电商发展扶持资金: [{ kind: 'industry', hard: true, anyOf: ['批发和零售业', '制造业'] }],
  限额以上商贸企业增量奖励: [{ kind: 'industry', hard: true, anyOf: ['批发和零售业', '住宿和餐饮业'] }],
  建筑业企业资质升级奖励: [{ kind: 'industry', hard: true, anyOf: ['建筑业'] }],
  装配式建筑项目补助: [{ kind: 'industry', hard: true, anyOf: ['建筑业'] }],
  企业上市挂牌奖励: [{ kind: 'enterpriseType', hard: false, anyOf: ['股份有限公司'] }],
};

export function eligibilityOf(
  countyCode: string,
  audience: Audience,
  topic: string,
  match: readonly MatchCondition[],
): EligibilityCondition[] {
  return [
    { kind: 'applicant', hard: true, allowed: audience === 1 ? 'enterprise' : 'person' },
    { kind: 'area', hard: true, counties: countyCode === CITY_LEVEL ? 'city' : [countyCode] },
    ...(audience === 1 ? (BY_TOPIC[topic] ?? []) : []),
    // a person's situation is what the questionnaire asked: to be declared when unanswered
    ...match.map((m): EligibilityCondition => ({
      kind: 'situation',
      hard: false,
      fieldCode: m.fieldCode,
      anyOf: [...m.anyOf],
      text: m.text,
    })),
  ];
}
