// Deterministic generation of the policy catalogue (336 policies + the hidden p-xss), dates relative to "now".
import type { Audience, PolicyDetail, PolicyListItem } from '../../src/shared/api/contract';
import { createRng, type Rng } from '../lib/prng';
import {
  addDays,
  cstYear,
  DAY_MS,
  formatDate,
  formatDateTime,
  parseCstDate,
  startOfCstDay,
} from '../lib/time';
import { buildPolicyContent, XSS_CONTENT } from './policy-content';
import {
  DEPT_NAMES,
  ENTERPRISE_TEMPLATES,
  PEOPLE_TEMPLATES,
  ZONE_DEPT_NAMES,
  type MatchCondition,
  type PolicyTemplate,
} from './policy-templates';
import { eligibilityOf } from './policy-eligibility';
import { COUNTIES, type County } from './regions';
import { listConditions } from '../../src/shared/api/policy-facets';
import { daysUntil } from '../../src/shared/format/days-left';

/** The stored policy: detail fields without the time-dependent ones, plus server-only fields. */
export interface PolicyRecord extends Omit<PolicyDetail, 'remainingDays' | 'applyTimeState'> {
  applyCount: number;
  match: readonly MatchCondition[];
  hidden: boolean;
}

type Window = 'open' | 'future' | 'ended';

interface Pin {
  audience: Audience;
  topic: string;
  window: Window;
  free: boolean;
}

/** Fixed first policies of 市本级, so tests and docs can rely on their ids. */
const PINS: Record<string, Pin> = {
  'p-0001': { audience: 1, topic: '企业研发费用补助', window: 'open', free: false },
  'p-0002': { audience: 2, topic: '高龄老年人津贴', window: 'open', free: true },
  'p-0003': { audience: 1, topic: '企业技术改造项目补助', window: 'future', free: false },
  'p-0004': { audience: 1, topic: '中小微企业贷款贴息', window: 'ended', free: false },
  'p-0005': { audience: 2, topic: '一次性创业补贴', window: 'open', free: false },
  'p-0006': { audience: 1, topic: '失业保险稳岗返还', window: 'open', free: true },
};

function departmentName(county: County, template: PolicyTemplate): string {
  if (county.zone) return `${county.prefix}${ZONE_DEPT_NAMES[template.dept]}`;
  return `${county.prefix}${DEPT_NAMES[template.dept]}`;
}

export function rewardText(money: number): string {
  return money >= 10000 ? `最高${Number((money / 10000).toFixed(2))}万元` : `最高${money}元`;
}

/** Shares a real portal shows: most policies open for application, some announced ahead, a third archived. */
function pickWindow(rng: Rng): Window {
  const r = rng.next();
  return r < 0.6 ? 'open' : r < 0.72 ? 'future' : 'ended';
}

interface WindowDates {
  start: Date;
  end: Date;
  /** publication of the policy notice: before the declaration window opens */
  publish: Date;
}

function windowDates(rng: Rng, today: Date, window: Window): WindowDates {
  if (window === 'open') {
    const start = addDays(today, -rng.int(0, 100));
    const end = addDays(today, rng.int(10, 160));
    return { start, end, publish: addDays(start, -rng.int(1, 7)) };
  }
  if (window === 'future') {
    // announced a few weeks ahead of the window
    const start = addDays(today, rng.int(3, 40));
    return { start, end: addDays(start, rng.int(30, 120)), publish: addDays(today, -rng.int(3, 60)) };
  }
  // archived windows reach back into the previous year, so last year's compilations have policies
  const end = addDays(today, -rng.int(1, 540));
  const start = addDays(end, -rng.int(30, 90));
  return { start, end, publish: addDays(start, -rng.int(1, 10)) };
}

/** Applications so far: none before the window opens, growing with the days it has been open. */
function applications(rng: Rng, window: Window, start: Date, today: Date): number {
  if (window === 'future') return 0;
  if (window === 'ended') return rng.int(40, 1200);
  const days = Math.max(1, Math.round((today.getTime() - start.getTime()) / DAY_MS));
  return rng.int(days, days * 8);
}

function visitCount(rng: Rng, window: Window): number {
  if (window === 'future') return rng.int(80, 2600);
  if (window === 'open') return rng.int(600, 26000);
  return rng.int(2000, 68000);
}

function buildPolicy(
  id: string,
  county: County,
  audience: Audience,
  t: PolicyTemplate,
  rng: Rng,
  today: Date,
  pin?: Pin,
): PolicyRecord {
  const window = pin?.window ?? pickWindow(rng);
  const { start, end, publish: publishDay } = windowDates(rng, today, window);
  const free = pin ? pin.free : rng.chance(t.freeShare);
  const year = cstYear(start);
  const steps = Math.max(1, Math.round((t.max - t.min) / 1000));
  const rewardMoney = t.min + rng.int(0, steps) * Math.min(1000, t.max - t.min);
  const batch = rng.chance(0.2) ? rng.pick(['（第一批）', '（第二批）', '（第三批）']) : '';
  const policyName = `${year}年${county.prefix}${t.topic}${batch}`;
  const department = departmentName(county, t);
  const contactPhone = `0595-${rng.int(22000000, 28999999)}`;
  const declareStart = formatDate(start);
  const declareEnd = formatDate(end);
  const publish = new Date(publishDay.getTime() + rng.int(8 * 3600, 17 * 3600) * 1000);
  return {
    id,
    policyName,
    areaTypeStr: county.name,
    competentDepartmentPath: department,
    declareTime: `${declareStart} 至 ${declareEnd}`,
    rewardMoney,
    rewardMoneyStr: rewardText(rewardMoney),
    declarationType: free ? 2 : 1,
    freeApplyNameId: free ? `fa-${id.slice(2)}` : '',
    countyCode: county.code,
    audience,
    content: buildPolicyContent({
      policyName,
      department,
      areaName: county.prefix,
      year,
      rewardMoney,
      declareStart,
      declareEnd,
      contactPhone,
      template: t,
      free,
    }),
    conditions: [...t.conditions],
    eligibility: eligibilityOf(county.code, audience, t.topic, t.match ?? [], cstYear(today)),
    materials: [...t.materials],
    declareStart,
    declareEnd,
    contactPhone,
    visits: visitCount(rng, window),
    publishTime: formatDateTime(publish),
    attachments: [{ fileName: `${t.topic}申报须知.txt`, url: `/__demo/files/policy-${id}.txt` }],
    applyCount: applications(rng, window, start, today),
    match: t.match ?? [],
    hidden: false,
    revision: 0,
    withdrawn: false,
  };
}

function xssPolicy(today: Date): PolicyRecord {
  const start = formatDate(addDays(today, -10));
  const end = formatDate(addDays(today, 50));
  return {
    id: 'p-xss',
    policyName: '【演示】富文本安全过滤测试政策',
    areaTypeStr: '市本级',
    competentDepartmentPath: '泉州市财政局',
    declareTime: `${start} 至 ${end}`,
    rewardMoney: 10000,
    rewardMoneyStr: '最高1万元',
    declarationType: 1,
    freeApplyNameId: '',
    countyCode: '350501',
    audience: 1,
    content: XSS_CONTENT,
    conditions: ['仅用于安全测试'],
    eligibility: eligibilityOf('350501', 1, '', [], cstYear(today)),
    materials: ['无'],
    declareStart: start,
    declareEnd: end,
    contactPhone: '0595-22100000',
    visits: 0,
    publishTime: `${start} 09:00:00`,
    attachments: [],
    applyCount: 0,
    match: [],
    hidden: true,
    revision: 0,
    withdrawn: false,
  };
}

export function generatePolicies(now: Date): PolicyRecord[] {
  const today = startOfCstDay(now);
  const rng = createRng('quanzhou-policies-v1');
  const list: PolicyRecord[] = [];
  let n = 0;
  for (const county of COUNTIES) {
    const ent = rng.shuffle(ENTERPRISE_TEMPLATES).slice(0, 13);
    const ppl = rng.shuffle(PEOPLE_TEMPLATES).slice(0, 11);
    const slots: [Audience, PolicyTemplate][] = [];
    for (let i = 0; i < 13; i += 1) {
      slots.push([1, ent[i] as PolicyTemplate]);
      if (i < 11) slots.push([2, ppl[i] as PolicyTemplate]);
    }
    for (const [audience, template] of slots) {
      n += 1;
      const id = `p-${String(n).padStart(4, '0')}`;
      const pin = PINS[id];
      const pool = pin?.audience === 2 ? PEOPLE_TEMPLATES : ENTERPRISE_TEMPLATES;
      const t = pin ? (pool.find((x) => x.topic === pin.topic) ?? template) : template;
      list.push(buildPolicy(id, county, pin?.audience ?? audience, t, rng, today, pin));
    }
  }
  list.push(xssPolicy(today));
  return list;
}

export function applyTimeState(p: PolicyRecord, now: Date): 1 | 2 | 3 {
  // a withdrawn policy takes no more applications, whatever its dates
  if (p.withdrawn) return 3;
  if (now.getTime() < parseCstDate(p.declareStart).getTime()) return 2;
  if (now.getTime() >= parseCstDate(p.declareEnd).getTime() + DAY_MS) return 3;
  return 1;
}

/** Days left by the portal's one rule (calendar days from today to the last day, 0 on the last day). */
export function remainingDays(p: PolicyRecord, now: Date): number {
  return Math.max(0, daysUntil(p.declareEnd, now.getTime()) ?? 0);
}

export function toListItem(p: PolicyRecord, now: Date): PolicyListItem {
  return {
    id: p.id,
    policyName: p.policyName,
    areaTypeStr: p.areaTypeStr,
    remainingDays: remainingDays(p, now),
    competentDepartmentPath: p.competentDepartmentPath,
    declareTime: p.declareTime,
    rewardMoney: p.rewardMoney,
    rewardMoneyStr: p.rewardMoneyStr,
    applyTimeState: applyTimeState(p, now),
    declarationType: p.declarationType,
    freeApplyNameId: p.freeApplyNameId,
    publishTime: p.publishTime,
    declareEnd: p.declareEnd,
    eligibility: listConditions(p.eligibility),
  };
}

export function toDetail(p: PolicyRecord, now: Date): PolicyDetail {
  const { applyCount: _a, match: _m, hidden: _h, ...rest } = p;
  return { ...rest, remainingDays: remainingDays(p, now), applyTimeState: applyTimeState(p, now) };
}

/** Ids of policies published while the demo runs (the demo tool): p-9001, p-9002, … */
const PUBLISHED_ID_BASE = 9000;

export const isPublished = (id: string): boolean => /^p-9\d{3}$/.test(id);

/**
 * A policy published now, for the demo tool: the topic, department and conditions of a seeded one, a new
 * batch open from today for 30 days, published at this moment.
 */
export function publishedPolicy(base: PolicyRecord, seq: number, now: Date): PolicyRecord {
  const id = `p-${PUBLISHED_ID_BASE + seq}`;
  const today = startOfCstDay(now);
  const declareStart = formatDate(today);
  const declareEnd = formatDate(addDays(today, 30));
  const topic = base.policyName.replace(/^\d{4}年/, '').replace(/（第.批）$/, '');
  return {
    ...base,
    id,
    policyName: `${cstYear(today)}年${topic}（新一批）`,
    declareStart,
    declareEnd,
    declareTime: `${declareStart} 至 ${declareEnd}`,
    freeApplyNameId: base.declarationType === 2 ? `fa-${id.slice(2)}` : '',
    publishTime: formatDateTime(now),
    visits: 0,
    applyCount: 0,
    attachments: [],
    hidden: false,
    revision: 0,
    withdrawn: false,
  };
}
