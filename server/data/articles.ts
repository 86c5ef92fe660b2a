// News (政策资讯), declaration publicity (申报公示) and payout notices (兑现公告), generated from a fixed seed.
import type { Article, PublicityItem } from '../../src/shared/api/contract';
import { escapeHtml } from '../lib/http-helpers';
import { createRng } from '../lib/prng';
import { addDays, formatDate, formatDateTime, startOfCstDay } from '../lib/time';
import type { PolicyRecord } from './policies';
import { COUNTIES } from './regions';

const NEWS_TOPICS = [
  '召开惠企惠民政策直达快享工作推进会',
  '第一批科技创新扶持资金完成拨付',
  '举办“政策进企业”专场宣讲活动',
  '上线免申即享政策清单，首批惠及上万家经营主体',
  '出台促进民营经济高质量发展若干措施',
  '发布稳就业促创业“十条措施”',
  '开展2026年度高新技术企业认定申报辅导',
  '新市民购房补贴申请实现“一网通办”',
  '高龄津贴实现“无感发放”',
  '召开外贸企业出口信用保险政策解读会',
  '专精特新企业培育工作取得新成效',
  '兑现企业技术改造补助资金',
  '启动创业担保贷款“免申即享”试点',
  '优化政策兑现流程，平均办理时限压缩至5个工作日',
  '举办高校毕业生就业见习双选会',
  '推进工业企业数字化改造三年行动',
  '召开政策直达平台建设专题培训会',
  '发布惠民政策“一本通”',
];

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

export function generateNews(now: Date): Article[] {
  const rng = createRng('quanzhou-news-v1');
  const today = startOfCstDay(now);
  return Array.from({ length: 36 }, (_, i) => {
    const county = rng.pick(COUNTIES);
    const area = county.code === '350501' ? '泉州市' : county.prefix;
    const topic = NEWS_TOPICS[i % NEWS_TOPICS.length] as string;
    const title = `${area}${topic}`;
    const time = new Date(addDays(today, -(i * 3 + rng.int(0, 2))).getTime() + rng.int(8, 18) * 3600 * 1000);
    const amount = rng.int(800, 26000);
    const companies = rng.int(30, 2400);
    const summary = `近日，${area}${topic}，累计惠及经营主体和群众${companies}家（人），涉及资金${(amount / 100).toFixed(2)}亿元。`;
    const content = [
      `<p>${escapeHtml(summary)}</p>`,
      `<p>据介绍，${escapeHtml(area)}依托“惠企惠民政策直达平台”，推动政策“应上尽上、应兑尽兑”，实现政策找人、资金直达。</p>`,
      '<h3>主要做法</h3>',
      '<ol><li>梳理政策清单，统一发布口径；</li><li>打通部门数据，推行免申即享；</li><li>压缩审核时限，资金直达账户。</li></ol>',
      '<p>下一步，将持续优化平台功能，让更多政策红利精准直达经营主体和群众。</p>',
    ].join('\n');
    return {
      id: `n-${String(i + 1).padStart(3, '0')}`,
      title,
      summary,
      source: `${area === '泉州市' ? '泉州市财政局' : `${area}融媒体中心`}`,
      publishTime: formatDateTime(time),
      countyCode: county.code,
      content,
      attachments:
        i % 4 === 0
          ? [{ fileName: '政策解读.txt', url: `/__demo/files/news-n-${String(i + 1).padStart(3, '0')}.txt` }]
          : [],
    };
  });
}

export function generatePublicity(
  policies: readonly PolicyRecord[],
  now: Date,
  kind: 'publicity' | 'notice',
): PublicityItem[] {
  const rng = createRng(`quanzhou-${kind}-v1`);
  const today = startOfCstDay(now);
  const pool = policies.filter((p) => !p.hidden && p.audience === 1);
  return Array.from({ length: 40 }, (_, i) => {
    const policy = rng.pick(pool);
    const publish = addDays(today, -(i * 2 + rng.int(0, 1)));
    const end = addDays(publish, kind === 'publicity' ? 5 : rng.int(7, 20));
    return {
      id: `${kind === 'publicity' ? 'gs' : 'gg'}-${String(i + 1).padStart(3, '0')}`,
      policyId: policy.id,
      policyName: policy.policyName,
      enterpriseName: enterpriseName(rng, policy.areaTypeStr),
      rewardMoney: Math.round((policy.rewardMoney * rng.int(30, 100)) / 100 / 100) * 100,
      countyCode: policy.countyCode,
      publishTime: formatDate(publish),
      endTime: formatDate(end),
      kind,
    };
  });
}
