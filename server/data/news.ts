// News (政策资讯) from a fixed seed: each topic reports figures of the size that kind of event has in one county.
import type { Article } from '../../src/shared/api/contract';
import { escapeHtml } from '../lib/http-helpers';
import { createRng, type Rng } from '../lib/prng';
import { addDays, cstYear, formatDateTime, startOfCstDay } from '../lib/time';
import { COUNTIES } from './regions';

interface NewsTopic {
  title: (year: number) => string;
  /** the lead sentence after "近日，<area><title>，"; `scale` is 3 for the city, 1 for a county */
  facts: (rng: Rng, scale: number) => string;
}

/** 万元 below 1亿, 亿元 with two decimals above. */
export function wanOrYi(wan: number): string {
  return wan >= 10000 ? `${(wan / 10000).toFixed(2)}亿元` : `${Math.round(wan)}万元`;
}

const TOPICS: NewsTopic[] = [
  {
    title: () => '召开惠企惠民政策直达快享工作推进会',
    facts: (r, s) =>
      `有关部门负责同志${r.int(3, 8) * 10}余人参加。会议通报，今年以来通过平台兑现各类政策资金${wanOrYi(r.int(1500, 9000) * s)}，惠及经营主体和群众${r.int(800, 5000) * s}家（人）`,
  },
  {
    title: () => '第一批科技创新扶持资金完成拨付',
    facts: (r, s) => {
      const n = r.int(20, 90) * s;
      return `${n}家科技型企业获得研发费用补助、高企奖励等扶持资金共${wanOrYi(n * r.int(8, 25))}`;
    },
  },
  {
    title: () => '举办“政策进企业”专场宣讲活动',
    facts: (r, s) =>
      `${r.int(60, 180) * s}家企业的财务和人事负责人到场，现场解答政策申报问题${r.int(40, 120)}个`,
  },
  {
    title: () => '上线免申即享政策清单',
    facts: (r, s) =>
      `首批纳入清单政策${r.int(12, 30)}项，已向${r.int(300, 2000) * s}家（人）符合条件的对象直接兑现资金${wanOrYi(r.int(300, 2500) * s)}`,
  },
  {
    title: () => '出台促进民营经济高质量发展若干措施',
    facts: (r, s) =>
      `提出${r.int(18, 30)}条具体举措，每年统筹安排专项资金${wanOrYi(r.int(3000, 9000) * s)}支持民营企业创新发展`,
  },
  {
    title: () => '发布稳就业促创业“十条措施”',
    facts: (r, s) =>
      `对吸纳高校毕业生就业的企业给予每人1000元补贴，预计全年惠及企业${r.int(200, 900) * s}家、劳动者${r.int(2000, 9000) * s}人`,
  },
  {
    title: (y) => `开展${y}年度高新技术企业认定申报辅导`,
    facts: (r, s) => `${r.int(80, 260) * s}家拟申报企业参加辅导，重点讲解研发费用归集和知识产权要求`,
  },
  {
    title: () => '新市民购房补贴申请实现“一网通办”',
    facts: (r, s) => {
      const n = r.int(150, 700) * s;
      return `上线以来已受理申请${n}件，发放补贴${wanOrYi((n * r.int(8, 15)) / 10)}，平均办理时间缩短至3个工作日`;
    },
  },
  {
    title: () => '高龄津贴实现“无感发放”',
    facts: (r, s) => {
      const n = r.int(3000, 9000) * s;
      return `${n}名80周岁以上老年人无需申请，每月按时领取高龄津贴，全年发放${wanOrYi((n * 150 * 12) / 10000)}`;
    },
  },
  {
    title: () => '召开外贸企业出口信用保险政策解读会',
    facts: (r, s) =>
      `${r.int(50, 150) * s}家外贸企业参会，今年以来已为${r.int(60, 300) * s}家企业兑现保费补助${wanOrYi(r.int(200, 900) * s)}`,
  },
  {
    title: () => '专精特新企业培育工作取得新成效',
    facts: (r, s) =>
      `新增省级专精特新中小企业${r.int(6, 25) * s}家，兑现培育奖励${wanOrYi(r.int(300, 1200) * s)}`,
  },
  {
    title: () => '兑现企业技术改造补助资金',
    facts: (r, s) => {
      const n = r.int(15, 60) * s;
      return `${n}个技术改造项目通过验收，拨付补助资金${wanOrYi(n * r.int(30, 90))}，带动设备投资${wanOrYi(n * r.int(600, 1500))}`;
    },
  },
  {
    title: () => '启动创业担保贷款“免申即享”试点',
    facts: (r, s) => {
      const n = r.int(40, 200) * s;
      return `首批${n}名创业者无需提交申请即获贷款贴息，发放创业担保贷款${wanOrYi(n * r.int(15, 30))}`;
    },
  },
  {
    title: () => '优化政策兑现流程，平均办理时限压缩至5个工作日',
    facts: (r) =>
      `申报材料由平均${r.int(7, 10)}项精简至${r.int(3, 5)}项，${r.int(60, 85)}%的事项实现全程网办`,
  },
  {
    title: () => '举办高校毕业生就业见习双选会',
    facts: (r, s) =>
      `${r.int(40, 120) * s}家见习单位提供见习岗位${r.int(300, 1200) * s}个，现场达成见习意向${r.int(150, 600) * s}人`,
  },
  {
    title: () => '推进工业企业数字化改造三年行动',
    facts: (r, s) =>
      `计划推动${r.int(60, 200) * s}家规上工业企业完成数字化改造，今年已兑现数字化改造补助${wanOrYi(r.int(400, 1800) * s)}`,
  },
  {
    title: () => '召开政策直达平台建设专题培训会',
    facts: (r, s) => `${r.int(40, 120) * s}名部门业务人员参加培训，学习政策上架、审核和兑现操作`,
  },
  {
    title: () => '发布惠民政策“一本通”',
    facts: (r) => `收录就业创业、社会保障、住房保障等惠民政策${r.int(60, 140)}项，均可在平台在线查询`,
  },
];

const BODY = [
  '<h3>主要做法</h3>',
  '<ol><li>梳理政策清单，统一发布口径；</li><li>打通部门数据，推行免申即享；</li><li>压缩审核时限，资金直达账户。</li></ol>',
  '<p>下一步，将持续优化平台功能，让更多政策红利精准直达经营主体和群众。</p>',
].join('\n');

export function generateNews(now: Date): Article[] {
  const rng = createRng('quanzhou-news-v2');
  const today = startOfCstDay(now);
  return Array.from({ length: 36 }, (_, i) => {
    const county = rng.pick(COUNTIES);
    const isCity = county.code === '350501';
    const area = isCity ? '泉州市' : county.prefix;
    const topic = TOPICS[i % TOPICS.length] as NewsTopic;
    const time = new Date(
      addDays(today, -(i * 3 + 1 + rng.int(0, 2))).getTime() + rng.int(8, 18) * 3600 * 1000,
    );
    const title = `${area}${topic.title(cstYear(time))}`;
    const summary = `近日，${title}。${topic.facts(rng, isCity ? 3 : 1)}。`;
    const id = `n-${String(i + 1).padStart(3, '0')}`;
    return {
      id,
      title,
      summary,
      source: isCity ? '泉州市财政局' : `${area}融媒体中心`,
      publishTime: formatDateTime(time),
      countyCode: county.code,
      content: [
        `<p>${escapeHtml(summary)}</p>`,
        `<p>据介绍，${escapeHtml(area)}依托“惠企惠民政策直达平台”，推动政策“应上尽上、应兑尽兑”，实现政策找人、资金直达。</p>`,
        BODY,
      ].join('\n'),
      attachments: i % 4 === 0 ? [{ fileName: '政策解读.txt', url: `/__demo/files/news-${id}.txt` }] : [],
    };
  });
}
