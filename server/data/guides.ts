// Declaration guides (申报指南) and policy compilations (政策汇编).
import type { DeclarationGuide, PolicyCompilation } from '../../src/shared/api/contract';
import { addDays, cstYear, formatDate, parseCstDate, startOfCstDay } from '../lib/time';
import type { PolicyRecord } from './policies';

const APPLY_STEPS = [
  { title: '登录平台', description: '通过闽政通统一身份认证，以企业或个人身份登录惠企惠民政策直达平台。' },
  { title: '查找政策', description: '在首页搜索政策名称或使用政策匹配，进入政策详情确认申报条件。' },
  { title: '在线申报', description: '点击“一键申报”，在线填写申报信息并上传证明材料。' },
  { title: '部门审核', description: '主管部门在规定时限内完成审核，可在“我的申报”中查看进度。' },
  { title: '公示兑现', description: '审核通过后经公示无异议，资金直接拨付至申报主体银行账户。' },
];

const FREE_STEPS = [
  { title: '数据比对', description: '系统依据部门共享数据自动筛选符合条件的对象，无需提交申请。' },
  { title: '确认领取', description: '登录平台后在“免申即享”页面确认个人或企业信息及收款账户。' },
  { title: '资金直达', description: '主管部门复核后，资金直接拨付至确认的银行账户。' },
];

interface GuideSeed {
  title: string;
  audience: 1 | 2;
  department: string;
  topic: string;
  free: boolean;
  materials: string[];
}

const SEEDS: GuideSeed[] = [
  {
    title: '企业研发费用补助申报指南',
    audience: 1,
    department: '泉州市科学技术局',
    topic: '研发费用',
    free: false,
    materials: ['申报表', '研发费用加计扣除优惠明细表', '营业执照'],
  },
  {
    title: '高新技术企业认定奖励兑现指南',
    audience: 1,
    department: '泉州市科学技术局',
    topic: '高新技术企业',
    free: true,
    materials: ['高新技术企业证书'],
  },
  {
    title: '企业技术改造项目补助申报指南',
    audience: 1,
    department: '泉州市工业和信息化局',
    topic: '技术改造',
    free: false,
    materials: ['项目备案证明', '设备发票', '验收报告'],
  },
  {
    title: '失业保险稳岗返还办理指南',
    audience: 1,
    department: '泉州市人力资源和社会保障局',
    topic: '稳岗',
    free: true,
    materials: ['银行账户信息'],
  },
  {
    title: '外贸企业出口信用保险保费补助申报指南',
    audience: 1,
    department: '泉州市商务局',
    topic: '出口信用保险',
    free: false,
    materials: ['保单', '保费发票'],
  },
  {
    title: '一次性创业补贴申领指南',
    audience: 2,
    department: '泉州市人力资源和社会保障局',
    topic: '创业补贴',
    free: false,
    materials: ['身份证', '营业执照', '社会保障卡'],
  },
  {
    title: '新市民购房补贴申领指南',
    audience: 2,
    department: '泉州市住房和城乡建设局',
    topic: '购房补贴',
    free: false,
    materials: ['身份证', '购房合同', '购房发票'],
  },
  {
    title: '高龄老年人津贴发放指南',
    audience: 2,
    department: '泉州市民政局',
    topic: '高龄',
    free: true,
    materials: ['身份证', '户口簿'],
  },
  {
    title: '3周岁以下婴幼儿育儿补贴领取指南',
    audience: 2,
    department: '泉州市卫生健康委员会',
    topic: '育儿补贴',
    free: true,
    materials: ['出生医学证明', '户口簿'],
  },
  {
    title: '高校毕业生就业见习补贴申领指南',
    audience: 2,
    department: '泉州市人力资源和社会保障局',
    topic: '就业见习',
    free: false,
    materials: ['毕业证书', '见习协议'],
  },
];

export function generateGuides(policies: readonly PolicyRecord[], now: Date): DeclarationGuide[] {
  const today = startOfCstDay(now);
  return SEEDS.map((s, i) => ({
    id: `g-${String(i + 1).padStart(3, '0')}`,
    title: s.title,
    audience: s.audience,
    department: s.department,
    summary: `本指南介绍${s.title.replace(/指南$/, '')}的适用对象、办理流程和所需材料，${s.free ? '符合条件的对象免予申报、直接享受' : '申报主体可全程网上办理'}。`,
    steps: s.free ? FREE_STEPS : APPLY_STEPS,
    materials: s.materials,
    contactPhone: `0595-2218${1000 + i * 37}`,
    updateTime: formatDate(addDays(today, -(i * 7 + 3))),
    policyIds: policies
      .filter((p) => !p.hidden && p.policyName.includes(s.topic.slice(0, 2)) && p.audience === s.audience)
      .slice(0, 5)
      .map((p) => p.id),
  }));
}

const COMPILATION_DEPTS = [
  '科学技术局',
  '工业和信息化局',
  '人力资源和社会保障局',
  '商务局',
  '住房和城乡建设局',
  '民政局',
];

/** Each compilation lists the department's policies of its own year published by the compilation date. */
export function generateCompilations(policies: readonly PolicyRecord[], now: Date): PolicyCompilation[] {
  const today = startOfCstDay(now);
  const thisYear = cstYear(today);
  const out: PolicyCompilation[] = [];
  [thisYear, thisYear - 1].forEach((year) => {
    COMPILATION_DEPTS.forEach((dept, di) => {
      const department = `泉州市${dept}`;
      const publishTime =
        year === thisYear
          ? formatDate(
              new Date(
                Math.max(addDays(today, -(di * 11 + 5)).getTime(), parseCstDate(`${year}-01-02`).getTime()),
              ),
            )
          : `${year}-12-${String(28 - di * 2).padStart(2, '0')}`;
      const related = policies.filter(
        (p) =>
          !p.hidden &&
          p.competentDepartmentPath.endsWith(dept) &&
          p.declareStart.startsWith(`${year}-`) &&
          p.publishTime.slice(0, 10) <= publishTime,
      );
      // a department with nothing published that year gets no compilation
      if (related.length === 0 && year !== thisYear) return;
      out.push({
        id: `c-${year}-${di + 1}`,
        title: `${year}年度${department}惠企惠民政策汇编`,
        year,
        department,
        countyCode: '350501',
        summary:
          related.length > 0
            ? `汇集${year}年度全市各级${dept}发布的扶持政策${related.length}项，便于经营主体和群众集中查阅。`
            : `${year}年度全市各级${dept}暂无在本平台发布的扶持政策。`,
        publishTime,
        policies: related.map((p) => ({ id: p.id, policyName: p.policyName })),
      });
    });
  });
  return out;
}
