// Each policy's conditions in the shared eligibility model, agreeing with its county and its topic.
import type { Audience } from '../../src/shared/api/contract';
import type { EligibilityCondition } from '../../src/shared/eligibility/conditions';
import type { MatchCondition } from './policy-templates';

/** 市本级 policies are for the whole city; a county's policies for that county only. */
const CITY_LEVEL = '350501';

const SMALL: EligibilityCondition = { kind: 'size', hard: true, anyOf: ['micro', 'small', 'medium'] };
const MANUFACTURING: EligibilityCondition = { kind: 'industry', hard: true, anyOf: ['制造业'] };

/** Founded by the end of the year `years` before `year` (成立满 n 年); hard unless said otherwise. */
const foundedBy = (year: number, years: number, hard = true): EligibilityCondition => ({
  kind: 'founded',
  hard,
  notAfter: `${year - years}-12-31`,
});

/** The enterprise conditions of a topic; founding dates count back from the catalogue's year. */
function byTopic(topic: string, year: number): readonly EligibilityCondition[] {
  switch (topic) {
    case '高新技术企业认定奖励':
      return [foundedBy(year, 1)];
    case '科技型中小企业评价入库奖励':
    case '中小微企业贷款贴息':
    case '吸纳高校毕业生就业社保补贴':
      return [SMALL];
    case '专精特新“小巨人”企业奖励':
      // 从事特定细分市场三年以上
      return [SMALL, MANUFACTURING, foundedBy(year, 3)];
    case '企业技术改造项目补助':
    case '工业企业数字化改造补助':
      return [MANUFACTURING];
    case '新增规模以上工业企业奖励':
      // for enterprises newly grown to scale: one founded over five years ago is asked to explain
      return [MANUFACTURING, { kind: 'founded', hard: false, notBefore: `${year - 5}-01-01` }];
    case '失业保险稳岗返还':
      // 上年度足额缴纳失业保险费12个月以上
      return [foundedBy(year, 2)];
    case '外贸企业出口信用保险保费补助':
    case '跨境电商发展扶持资金':
      // exporters of any industry may apply; others than these are asked to show their export record
      return [{ kind: 'industry', hard: false, anyOf: ['制造业', '批发和零售业'] }];
    case '限额以上商贸企业增量奖励':
      return [{ kind: 'industry', hard: true, anyOf: ['批发和零售业', '住宿和餐饮业'] }];
    case '建筑业企业资质升级奖励':
    case '装配式建筑项目补助':
      return [{ kind: 'industry', hard: true, anyOf: ['建筑业'] }];
    case '企业上市挂牌奖励':
      // 完成股份制改造: a limited company may be on its way there
      return [{ kind: 'enterpriseType', hard: false, anyOf: ['股份有限公司'] }];
    default:
      return [];
  }
}

export function eligibilityOf(
  countyCode: string,
  audience: Audience,
  topic: string,
  match: readonly MatchCondition[],
  year: number,
): EligibilityCondition[] {
  return [
    { kind: 'applicant', hard: true, allowed: audience === 1 ? 'enterprise' : 'person' },
    { kind: 'area', hard: true, counties: countyCode === CITY_LEVEL ? 'city' : [countyCode] },
    ...(audience === 1 ? byTopic(topic, year) : []),
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
