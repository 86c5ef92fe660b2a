// Everything city-specific in one typed module: another city deploys by editing this file.

export const THEMES = [
  'axx',
  'dhx',
  'fzq',
  'hax',
  'jjkfq',
  'jjs',
  'lcq',
  'ljq',
  'municipal',
  'nas',
  'qgq',
  'qt',
  'sss',
  'sxq',
  'tstzq',
  'ycx',
] as const;
export type ThemeCode = (typeof THEMES)[number];

export interface County {
  code: string;
  name: string;
  nameEn: string;
  theme: ThemeCode;
  /** a county with its own site: choosing it opens that site instead of changing the theme */
  externalUrl?: string;
}

export type SystemCode = 'innovationVoucher' | 'creditLoan' | 'listingConsult' | 'calculator' | 'aiAssistant';

export interface ExternalSystem {
  code: SystemCode;
  /** login kind the target requires: 1 person, 2 enterprise, null none */
  requiredKind: 1 | 2 | null;
  /** fallback address until systemInfo answers */
  fallbackUrl: string;
}

export const city = {
  title: { 'zh-CN': '泉州市惠企惠民政策直达平台', en: 'Quanzhou Policy Direct Payment Portal' },
  cityName: { 'zh-CN': '泉州市', en: 'Quanzhou' },
  defaultCounty: '350501',
  counties: [
    { code: '350501', name: '市本级', nameEn: 'Municipal', theme: 'municipal' },
    { code: '350502', name: '鲤城区', nameEn: 'Licheng District', theme: 'lcq' },
    { code: '350503', name: '丰泽区', nameEn: 'Fengze District', theme: 'fzq' },
    { code: '350504', name: '洛江区', nameEn: 'Luojiang District', theme: 'ljq' },
    { code: '350505', name: '泉港区', nameEn: 'Quangang District', theme: 'qgq' },
    { code: '350581', name: '石狮市', nameEn: 'Shishi City', theme: 'sss' },
    { code: '350582', name: '晋江市', nameEn: 'Jinjiang City', theme: 'jjs' },
    { code: '350583', name: '南安市', nameEn: "Nan'an City", theme: 'nas' },
    { code: '350521', name: '惠安县', nameEn: "Hui'an County", theme: 'hax' },
    { code: '350524', name: '安溪县', nameEn: 'Anxi County', theme: 'axx' },
    { code: '350525', name: '永春县', nameEn: 'Yongchun County', theme: 'ycx' },
    { code: '350526', name: '德化县', nameEn: 'Dehua County', theme: 'dhx' },
    {
      code: '350598',
      name: '泉州经济技术开发区',
      nameEn: 'Quanzhou Economic and Technological Development Zone',
      theme: 'jjkfq',
    },
    {
      code: '350599',
      name: '泉州台商投资区',
      nameEn: 'Quanzhou Taiwanese Investment Zone',
      theme: 'tstzq',
      externalUrl: '/__demo/sites/tstzq',
    },
  ] satisfies County[] as County[],
  externalSystems: [
    { code: 'innovationVoucher', requiredKind: 2, fallbackUrl: '/__demo/sites/innovationVoucher' },
    { code: 'creditLoan', requiredKind: 2, fallbackUrl: '/__demo/sites/creditLoan' },
    { code: 'listingConsult', requiredKind: 2, fallbackUrl: '/__demo/sites/listingConsult' },
    { code: 'calculator', requiredKind: 2, fallbackUrl: '/__demo/sites/calculator' },
    { code: 'aiAssistant', requiredKind: null, fallbackUrl: '/__demo/sites/aiAssistant' },
  ] satisfies ExternalSystem[] as ExternalSystem[],
  footer: {
    organiser: {
      'zh-CN': '泉州市人民政府办公室',
      en: 'General Office of Quanzhou Municipal People’s Government',
    },
    contractor: { 'zh-CN': '泉州市数据管理局', en: 'Quanzhou Municipal Data Administration' },
    filing: '闽ICP备05004806号',
    publicSecurityFiling: '闽公网安备 35050302000123号',
    siteCode: '3505000083',
    address: {
      'zh-CN': '泉州市丰泽区东海街道行政中心',
      en: 'Administrative Centre, Donghai Subdistrict, Fengze District, Quanzhou',
    },
    phone: '0595-12345',
    email: 'zcztc@quanzhou.gov.cn',
  },
  supportPhones: ['0595-12345', '0595-22187100'],
  qqGroups: [
    { name: { 'zh-CN': '惠企政策咨询1群', en: 'Enterprise policy group 1' }, number: '715238461' },
    { name: { 'zh-CN': '惠企政策咨询2群', en: 'Enterprise policy group 2' }, number: '826349572' },
    { name: { 'zh-CN': '惠民政策咨询群', en: 'People policy group' }, number: '937450683' },
  ],
  /** origins the identity platform and sibling systems may send the browser to, besides this one */
  trustedOrigins: ['https://mztapp.fujian.gov.cn', 'https://iam.fujian.gov.cn'],
  provincialApp: {
    name: { 'zh-CN': '闽政通', en: 'Minzhengtong' },
    downloadUrl: 'https://mztapp.fujian.gov.cn',
  },
} as const;

export function countyByCode(code: string | null | undefined): County | undefined {
  return city.counties.find((c) => c.code === code);
}

/** An unknown code falls back to the first theme (docs/product.md#counties-and-themes). */
export function themeForCounty(code: string | null | undefined): ThemeCode {
  return countyByCode(code)?.theme ?? THEMES[0];
}
