// The 14 county-level areas of Quanzhou and their streets/towns (codes: county code + 3 digits).
import type { OrgRegion } from '../../src/shared/api/contract';

export interface County {
  code: string;
  name: string;
  /** prefix used in policy names and department names */
  prefix: string;
  zone: boolean;
  streets: readonly string[];
}

export const COUNTIES: readonly County[] = [
  { code: '350501', name: '市本级', prefix: '泉州市', zone: false, streets: ['泉州市市直机关'] },
  {
    code: '350502',
    name: '鲤城区',
    prefix: '鲤城区',
    zone: false,
    streets: ['海滨街道', '临江街道', '鲤中街道', '开元街道', '浮桥街道', '江南街道', '金龙街道', '常泰街道'],
  },
  {
    code: '350503',
    name: '丰泽区',
    prefix: '丰泽区',
    zone: false,
    streets: ['东湖街道', '丰泽街道', '泉秀街道', '清源街道', '华大街道', '城东街道', '东海街道', '北峰街道'],
  },
  {
    code: '350504',
    name: '洛江区',
    prefix: '洛江区',
    zone: false,
    streets: ['万安街道', '双阳街道', '河市镇', '马甲镇', '罗溪镇', '虹山乡'],
  },
  {
    code: '350505',
    name: '泉港区',
    prefix: '泉港区',
    zone: false,
    streets: ['山腰街道', '南埔镇', '界山镇', '后龙镇', '峰尾镇', '前黄镇', '涂岭镇'],
  },
  {
    code: '350581',
    name: '石狮市',
    prefix: '石狮市',
    zone: false,
    streets: ['湖滨街道', '凤里街道', '灵秀镇', '宝盖镇', '蚶江镇', '祥芝镇', '鸿山镇', '锦尚镇', '永宁镇'],
  },
  {
    code: '350582',
    name: '晋江市',
    prefix: '晋江市',
    zone: false,
    streets: [
      '青阳街道',
      '梅岭街道',
      '西园街道',
      '罗山街道',
      '灵源街道',
      '新塘街道',
      '安海镇',
      '磁灶镇',
      '陈埭镇',
      '池店镇',
      '金井镇',
      '深沪镇',
    ],
  },
  {
    code: '350583',
    name: '南安市',
    prefix: '南安市',
    zone: false,
    streets: [
      '溪美街道',
      '柳城街道',
      '美林街道',
      '省新镇',
      '仑苍镇',
      '水头镇',
      '石井镇',
      '官桥镇',
      '洪濑镇',
      '英都镇',
    ],
  },
  {
    code: '350521',
    name: '惠安县',
    prefix: '惠安县',
    zone: false,
    streets: ['螺城镇', '螺阳镇', '黄塘镇', '紫山镇', '崇武镇', '山霞镇', '涂寨镇', '东岭镇', '净峰镇'],
  },
  {
    code: '350524',
    name: '安溪县',
    prefix: '安溪县',
    zone: false,
    streets: ['凤城镇', '城厢镇', '蓬莱镇', '湖头镇', '官桥镇', '龙门镇', '西坪镇', '感德镇', '祥华乡'],
  },
  {
    code: '350525',
    name: '永春县',
    prefix: '永春县',
    zone: false,
    streets: ['桃城镇', '五里街镇', '一都镇', '蓬壶镇', '达埔镇', '岵山镇', '东平镇', '石鼓镇'],
  },
  {
    code: '350526',
    name: '德化县',
    prefix: '德化县',
    zone: false,
    streets: ['龙浔镇', '浔中镇', '三班镇', '盖德镇', '雷峰镇', '水口镇', '上涌镇', '葛坑镇'],
  },
  {
    code: '350598',
    name: '泉州经济技术开发区',
    prefix: '泉州经济技术开发区',
    zone: true,
    streets: ['清濛园区', '崇宏园区', '东海泰园区', '开发区服务中心'],
  },
  {
    code: '350599',
    name: '泉州台商投资区',
    prefix: '泉州台商投资区',
    zone: true,
    streets: ['洛阳镇', '东园镇', '张坂镇', '百崎回族乡'],
  },
];

export interface Street extends OrgRegion {
  countyCode: string;
}

export const STREETS: readonly Street[] = COUNTIES.flatMap((county) =>
  county.streets.map((name, i) => {
    const code = `${county.code}${String(i + 1).padStart(3, '0')}`;
    return { code, id: code, name, countyCode: county.code };
  }),
);

export function countyRegion(county: County): OrgRegion {
  return { code: county.code, id: county.code, name: county.name };
}

export function findCounty(code: string): County | undefined {
  return COUNTIES.find((c) => c.code === code);
}

export function findStreet(code: string): Street | undefined {
  return STREETS.find((s) => s.code === code);
}

export function countyName(code: string): string {
  return findCounty(code)?.name ?? '市本级';
}
