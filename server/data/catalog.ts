// Small fixed catalogues: hot keywords, ads, enterprise types, financing products, sibling systems, statistics base.
import type { Ad, AdCode, EnterpriseTypeNode, FinancingProduct } from '../../src/shared/api/contract';

export const HOT_ENTERPRISE_KEYWORDS = [
  '研发费用补助',
  '高新技术企业',
  '专精特新',
  '稳岗返还',
  '技术改造',
  '数字化改造',
  '出口信用保险',
  '贷款贴息',
  '发明专利',
  '上市奖励',
  '规上工业',
  '跨境电商',
  '装配式建筑',
  '技能提升培训',
];

export const HOT_PEOPLE_KEYWORDS = [
  '一次性创业补贴',
  '新市民购房补贴',
  '高龄津贴',
  '育儿补贴',
  '就业见习',
  '租房补贴',
  '技能培训补贴',
  '灵活就业',
  '医保参保资助',
  '最低生活保障',
  '残疾人生活补贴',
  '退役军人',
  '养老保险缴费补贴',
];

export interface AdSeed extends Ad {
  title: string;
  subtitle: string;
  colors: [string, string];
}

export const AD_SEEDS: Record<AdCode, AdSeed[]> = {
  ad_PC_homePage2: [
    {
      adContent: '/demo-assets/ads/1.svg',
      adLink: '#/policyDetail?id=p-0001',
      adTitle: '研发费用补助申报进行中',
      title: '惠企政策 直达快享',
      subtitle: '企业研发费用补助申报进行中，最高可获50万元',
      colors: ['#0b4f9c', '#2f8fdf'],
    },
    {
      adContent: '/demo-assets/ads/2.svg',
      adLink: '#/policyDetail?id=p-0002',
      adTitle: '高龄津贴免申即享',
      title: '免申即享 无感兑现',
      subtitle: '高龄老年人津贴无需申请，资金直达账户',
      colors: ['#a3241c', '#e2553d'],
    },
    {
      adContent: '/demo-assets/ads/3.svg',
      adLink: '#/newsDetail?id=n-001',
      adTitle: '政策直达快享工作推进会',
      title: '政策找人 资金直达',
      subtitle: '泉州市全面推进惠企惠民政策直达快享',
      colors: ['#0f6b5a', '#32a886'],
    },
    {
      adContent: '/demo-assets/ads/4.svg',
      adLink: '#/policyDetail?id=p-0005',
      adTitle: '一次性创业补贴',
      title: '创业有补贴 就业有保障',
      subtitle: '一次性创业补贴在线申领，全程网办',
      colors: ['#6b3fa0', '#9b6fd6'],
    },
  ],
  ad_PC_policyDetail: [
    {
      adContent: '/demo-assets/ads/5.svg',
      adLink: '#/newsDetail?id=n-002',
      adTitle: '科技创新扶持资金',
      title: '科技创新 政策护航',
      subtitle: '第一批科技创新扶持资金完成拨付',
      colors: ['#114e7a', '#3d8cc4'],
    },
    {
      adContent: '/demo-assets/ads/6.svg',
      adLink: '#/policyDetail?id=p-0006',
      adTitle: '稳岗返还免申即享',
      title: '稳岗返还 免申即享',
      subtitle: '符合条件的参保企业无需申请，资金直达',
      colors: ['#8a5a00', '#d69a1c'],
    },
    {
      adContent: '/demo-assets/ads/7.svg',
      adLink: '#/newsDetail?id=n-003',
      adTitle: '政策进企业宣讲',
      title: '政策宣讲 送进企业',
      subtitle: '“政策进企业”专场宣讲活动火热报名中',
      colors: ['#1d5e3a', '#46a36c'],
    },
  ],
};

export const ALL_ADS: AdSeed[] = [...AD_SEEDS.ad_PC_homePage2, ...AD_SEEDS.ad_PC_policyDetail];

/** A type, or a type with its sub-types: ids are numbered by position under the parent (1 → 11, 12 …). */
type EnterpriseTypeSpec = string | readonly [label: string, children: readonly EnterpriseTypeSpec[]];

function typeTree(specs: readonly EnterpriseTypeSpec[], parentId = ''): EnterpriseTypeNode[] {
  return specs.map((spec, index) => {
    const id = `${parentId}${index + 1}`;
    if (typeof spec === 'string') return { id, label: spec };
    const [label, children] = spec;
    return { id, label, children: typeTree(children, id) };
  });
}

export const ENTERPRISE_TYPE_TREE: EnterpriseTypeNode[] = typeTree([
  [
    '内资企业',
    [
      '国有企业',
      '集体企业',
      '股份合作企业',
      ['有限责任公司', ['国有独资公司', '其他有限责任公司']],
      '股份有限公司',
      ['私营企业', ['私营独资企业', '私营合伙企业', '私营有限责任公司']],
    ],
  ],
  ['港澳台商投资企业', ['合资经营企业（港澳台资）', '台商独资企业']],
  ['外商投资企业', ['中外合资经营企业', '外资企业']],
  '个体工商户',
  '农民专业合作社',
]);

export const FINANCING_PRODUCTS: FinancingProduct[] = [
  {
    id: 'f-001',
    productName: '科技贷',
    bankName: '中国建设银行泉州分行',
    rateRange: '3.35%-4.20%',
    maxAmount: 10000000,
    termMonths: 36,
    description: '面向高新技术企业和科技型中小企业的信用贷款，凭知识产权和研发投入核定额度。',
  },
  {
    id: 'f-002',
    productName: '政采贷',
    bankName: '中国工商银行泉州分行',
    rateRange: '3.45%-3.85%',
    maxAmount: 5000000,
    termMonths: 12,
    description: '以政府采购合同为依据，无需抵押担保，线上申请、快速放款。',
  },
  {
    id: 'f-003',
    productName: '稳岗惠企贷',
    bankName: '泉州农村商业银行',
    rateRange: '3.60%-4.50%',
    maxAmount: 3000000,
    termMonths: 24,
    description: '对稳岗成效好的小微企业给予优惠利率和贴息支持。',
  },
  {
    id: 'f-004',
    productName: '外贸信保融资',
    bankName: '中国银行泉州分行',
    rateRange: '3.20%-4.00%',
    maxAmount: 20000000,
    termMonths: 12,
    description: '以出口信用保险保单项下应收账款为还款来源的贸易融资产品。',
  },
  {
    id: 'f-005',
    productName: '创业担保贷款',
    bankName: '中国农业银行泉州分行',
    rateRange: 'LPR-150BP（财政贴息）',
    maxAmount: 300000,
    termMonths: 36,
    description: '个人创业最高30万元、小微企业最高400万元，财政按规定贴息。',
  },
];

export const SYSTEM_CODES = [
  { code: 'innovationVoucher', name: '科技创新券服务平台' },
  { code: 'creditLoan', name: '信易贷融资服务平台' },
  { code: 'listingConsult', name: '企业上市咨询服务平台' },
  { code: 'calculator', name: '政策计算器' },
  { code: 'aiAssistant', name: '政策智能问答助手' },
] as const;

/** Cumulative payouts since the platform opened, in 10-thousand yuan (total 386542.37 = 38.65 亿元), and the visit counter base. */
export const STATISTICS_BASE = {
  freeAmount: 121835.64,
  applyAmount: 264706.73,
  homePageCount: 12873456,
};
