// Seeded user-centre lists (applications, enjoyed policies, urges, consultations, messages, projects) per account.
import type { ApplyRecord } from '../../src/shared/api/contract';
import { requiredMaterials } from '../../src/shared/apply/application-rules';
import { seededReason, seedHistory } from '../lib/apply-history';
import type { ApplicationExtras, UserData } from '../lib/state';
import { createRng } from '../lib/prng';
import { countyOf } from '../../src/shared/eligibility/evaluate';
import { addDays, DAY_MS, formatDate, formatDateTime, parseCstDate, startOfCstDay } from '../lib/time';
import { findAccount } from './accounts';
import type { PolicyRecord } from './policies';
import { seedMessages } from './user-messages';

const STATUSES = ['submitted', 'accepted', 'reviewing', 'approved', 'returned', 'rejected', 'paid'] as const;
const FRESH_POLICIES = new Set(['p-0001', 'p-0005']);
/** 免申即享 policies of the person's own county that stay unreceived, so a demo (and the tests) can receive them */
const FRESH_RECEIVES = new Set(['p-0014', 'p-0054']);
const PROJECT_WORDS = [
  '智能化生产线技术改造项目',
  '数字化车间建设项目',
  '研发中心扩建项目',
  '绿色工厂节能改造项目',
  '跨境电商仓储物流项目',
  '新材料中试基地项目',
];
const CONSULT_TOPICS = [
  '申报材料需要加盖哪些公章？',
  '政策申报截止后还能补报吗？',
  '补贴资金多久能到账？',
  '企业名称变更后如何申领？',
  '免申即享政策需要确认哪些信息？',
  '审核不通过可以重新申报吗？',
];
export function seedUserData(
  accountId: string,
  kind: 1 | 2,
  policies: readonly PolicyRecord[],
  now: Date,
): UserData {
  const rng = createRng(`user-${accountId}`);
  const audience = kind === 1 ? 2 : 1;
  // the account's county: a policy limited to other counties is not one it applies for or receives
  const home = countyOf(findAccount(accountId)?.info.countyCode);
  const inArea = (p: PolicyRecord): boolean =>
    p.eligibility.every(
      (c) => c.kind !== 'area' || c.counties === 'city' || (home !== undefined && c.counties.includes(home)),
    );
  const pool = policies.filter((p) => !p.hidden && p.audience === audience);
  const at = (daysAgo: number): Date => new Date(addDays(now, -daysAgo).getTime() - rng.int(0, 36000) * 1000);
  /** a moment in the office hours (09:00–17:00, Quanzhou) of the day `daysAgo` days back: when payouts are made */
  const officeHours = (daysAgo: number): Date =>
    new Date(startOfCstDay(addDays(now, -daysAgo)).getTime() + (9 * 3600 + rng.int(0, 8 * 3600)) * 1000);
  const openOn = (day: Date, p: PolicyRecord): boolean =>
    parseCstDate(p.declareStart).getTime() <= day.getTime() &&
    day.getTime() < parseCstDate(p.declareEnd).getTime() + DAY_MS;
  // p-0001 and p-0005 stay unapplied, so a demo (and the tests) can apply for them from the start
  const applyPool = pool.filter((p) => p.declarationType === 1 && !FRESH_POLICIES.has(p.id));
  const used = new Set<string>();
  const extras = new Map<string, ApplicationExtras>();
  const applies: ApplyRecord[] = [];
  for (let i = 0; applies.length < 14 && i < 40; i += 1) {
    const time = at(i * 7 + 2);
    // an application is made while the policy's window is open, once per policy
    const open = applyPool.filter((p) => !used.has(p.id) && openOn(time, p));
    if (open.length === 0) continue;
    const p = rng.pick(open);
    used.add(p.id);
    const n = applies.length;
    const status = STATUSES[n % STATUSES.length] as (typeof STATUSES)[number];
    const id = `ap-${accountId.slice(2)}-${n + 1}`;
    const reason = seededReason(status, requiredMaterials(p.materials), kind, rng);
    const history = seedHistory(status, time, now, p.competentDepartmentPath, rng, reason);
    extras.set(id, {
      form: null,
      files: requiredMaterials(p.materials).map((material, n) => ({
        material,
        files: [
          {
            fileId: `seed-${id}-${n + 1}`,
            fileName: `${material}.pdf`,
            size: rng.int(80, 2400) * 1024,
            kind: 'pdf' as const,
            url: '',
          },
        ],
      })),
      history,
    });
    applies.push({
      id,
      policyId: p.id,
      policyName: p.policyName,
      applyTime: formatDateTime(time),
      status,
      rewardMoney: p.rewardMoney,
      declareEnd: p.declareEnd,
    });
  }
  const startedInArea = pool.filter(
    (p) => inArea(p) && !FRESH_RECEIVES.has(p.id) && parseCstDate(p.declareStart).getTime() <= now.getTime(),
  );
  // of the 免申即享 policies the account qualifies for, half have been received: the rest stay to receive
  const freeOnes = startedInArea.filter((p) => p.declarationType !== 1);
  const received = new Set(freeOnes.slice(0, Math.ceil(freeOnes.length / 2)).map((p) => p.id));
  const started = startedInArea.filter((p) => p.declarationType === 1 || received.has(p.id));
  const enjoys = Array.from({ length: 13 }, (_, i) => {
    const p = rng.pick(started);
    return {
      id: `ej-${accountId.slice(2)}-${i + 1}`,
      policyId: p.id,
      policyName: p.policyName,
      rewardMoney: Math.round((p.rewardMoney * rng.int(40, 100)) / 100),
      payTime: formatDateTime(officeHours(i * 13 + 5)),
    };
  });
  const urges = Array.from({ length: 12 }, (_, i) => {
    const a = applies[i % applies.length];
    return {
      id: `ug-${accountId.slice(2)}-${i + 1}`,
      applyId: a?.id ?? '',
      policyName: a?.policyName ?? '',
      urgeTime: formatDateTime(at(i * 6 + 1)),
      reply: i % 3 === 0 ? null : '您好，您的申报正在审核中，我们将加快办理，请耐心等待。',
    };
  });
  const consults = Array.from({ length: 12 }, (_, i) => {
    const created = at(i * 8 + 1);
    const replied = i % 4 !== 0;
    return {
      id: `cs-${accountId.slice(2)}-${i + 1}`,
      initiateType: i % 5 === 4 ? '2' : '1',
      initiateContent: CONSULT_TOPICS[i % CONSULT_TOPICS.length] as string,
      createTime: formatDateTime(created),
      reply: replied
        ? '您好，已收到您的咨询。请按政策文件要求准备材料，如有疑问可拨打主管部门联系电话。'
        : null,
      replyTime: replied ? formatDateTime(addDays(created, 1)) : null,
    };
  });
  const byId = new Map(pool.map((p) => [p.id, p]));
  const messages = seedMessages({
    accountId,
    kind,
    applies,
    consults,
    openPolicies: pool
      .filter((p) => openOn(now, p))
      .sort((a, b) => b.publishTime.localeCompare(a.publishTime)),
    policyById: (id) => byId.get(id),
    historyOf: (id) => extras.get(id)?.history ?? [],
    now,
    rng,
  });
  const projects = Array.from({ length: 12 }, (_, i) => ({
    id: `pj-${accountId.slice(2)}-${i + 1}`,
    projectName: `${2026 - (i % 3)}年${PROJECT_WORDS[i % PROJECT_WORDS.length]}`,
    investment: rng.int(50, 5000) * 10000,
    startDate: formatDate(at(i * 40 + 30)),
    status: ['在建', '已竣工', '筹建中'][i % 3] as string,
    description: '项目建设内容包括厂房改造、设备购置及配套信息化系统建设。',
  }));
  return { applies, enjoys, urges, consults, messages, projects, bankChanges: [], extras };
}
