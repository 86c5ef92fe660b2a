// Declaration publicity (申报公示) and payout notices (兑现公告), generated from a fixed seed.
import type { PublicityItem } from '../../src/shared/api/contract';
import { createRng } from '../lib/prng';
import { addDays, formatDate, parseCstDate, startOfCstDay } from '../lib/time';
import type { PolicyRecord } from './policies';

const ENT_WORDS = [
  '恒盛',
  '闽兴',
  '海丝',
  '鑫源',
  '华美',
  '锦江',
  '泉荣',
  '安达',
  '德润',
  '宏辉',
  '瑞丰',
  '永祥',
  '清源',
  '创新',
  '东升',
  '晋华',
];
const INDUSTRIES = [
  '纺织',
  '鞋业',
  '石材',
  '陶瓷',
  '机械',
  '电子科技',
  '食品',
  '茶业',
  '新材料',
  '智能装备',
  '包装印刷',
  '服装',
];

export function enterpriseName(rng: ReturnType<typeof createRng>, prefix: string): string {
  const place =
    prefix === '市本级'
      ? '泉州'
      : prefix
          .replace(/(市|区|县)$/, '')
          .replace('泉州经济技术开发', '泉州')
          .replace('泉州台商投资', '泉州');
  return `${place}${rng.pick(ENT_WORDS)}${rng.pick(INDUSTRIES)}有限公司`;
}

/** Publicity and payout notices follow a policy's review: only for policies whose window opened weeks before. */
export function generatePublicity(
  policies: readonly PolicyRecord[],
  now: Date,
  kind: 'publicity' | 'notice',
): PublicityItem[] {
  const rng = createRng(`quanzhou-${kind}-v2`);
  const today = startOfCstDay(now);
  const enterprise = policies.filter(
    (p) => !p.hidden && p.audience === 1 && (kind === 'notice' || p.declarationType === 1),
  );
  return Array.from({ length: 40 }, (_, i) => {
    const publish = addDays(today, -(i * 2 + rng.int(0, 1)));
    const reviewed = enterprise.filter(
      (p) => parseCstDate(p.declareStart).getTime() <= addDays(publish, -20).getTime(),
    );
    const policy = rng.pick(reviewed.length > 0 ? reviewed : enterprise);
    const end = addDays(publish, kind === 'publicity' ? 5 : rng.int(7, 20));
    return {
      id: `${kind === 'publicity' ? 'gs' : 'gg'}-${String(i + 1).padStart(3, '0')}`,
      policyId: policy.id,
      policyName: policy.policyName,
      enterpriseName: enterpriseName(rng, policy.areaTypeStr),
      rewardMoney: Math.max(1000, Math.round((policy.rewardMoney * rng.int(30, 100)) / 100 / 100) * 100),
      countyCode: policy.countyCode,
      publishTime: formatDate(publish),
      endTime: formatDate(end),
      kind,
    };
  });
}
