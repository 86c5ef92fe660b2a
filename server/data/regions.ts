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

/** A county or county-level city: its name is also the prefix of its policies and departments. */
const county = (code: string, name: string, streets: readonly string[]): County => ({
  code,
  name,
  prefix: name,
  zone: false,
  streets,
});
/** A development zone, administered like a county. */
const zone = (code: string, name: string, streets: readonly string[]): County => ({
  ...county(code, name, streets),
  zone: true,
});

export const COUNTIES: readonly County[] = [
  { code: '350501', name: '市本级', prefix: '泉州市', zone: false, streets: ['泉州市市直机关'] },
  county('350502', '鲤城区', [
    '海滨街道',
    '临江街道',
    '鲤中街道',
    '开元街道',
    '浮桥街道',
    '江南街道',
    '金龙街道',
    '常泰街道',
  ]),
  county('350503', '丰泽区', [
    '东湖街道',
    '丰泽街道',
    '泉秀街道',
    '清源街道',
    '华大街道',
    '城东街道',
    '东海街道',
    '北峰街道',
  ]),
  county('350504', '洛江区', ['万安街道', '双阳街道', '河市镇', '马甲镇', '罗溪镇', '虹山乡']),
  county('350505', '泉港区', ['山腰街道', '南埔镇', '界山镇', '后龙镇', '峰尾镇', '前黄镇', '涂岭镇']),
  county('350581', '石狮市', [
    '湖滨街道',
    '凤里街道',
    '灵秀镇',
    '宝盖镇',
    '蚶江镇',
    '祥芝镇',
    '鸿山镇',
    '锦尚镇',
    '永宁镇',
  ]),
  county('350582', '晋江市', [
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
  ]),
  county('350583', '南安市', [
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
  ]),
  county('350521', '惠安县', [
    '螺城镇',
    '螺阳镇',
    '黄塘镇',
    '紫山镇',
    '崇武镇',
    '山霞镇',
    '涂寨镇',
    '东岭镇',
    '净峰镇',
  ]),
  county('350524', '安溪县', [
    '凤城镇',
    '城厢镇',
    '蓬莱镇',
    '湖头镇',
    '官桥镇',
    '龙门镇',
    '西坪镇',
    '感德镇',
    '祥华乡',
  ]),
  county('350525', '永春县', [
    '桃城镇',
    '五里街镇',
    '一都镇',
    '蓬壶镇',
    '达埔镇',
    '岵山镇',
    '东平镇',
    '石鼓镇',
  ]),
  county('350526', '德化县', [
    '龙浔镇',
    '浔中镇',
    '三班镇',
    '盖德镇',
    '雷峰镇',
    '水口镇',
    '上涌镇',
    '葛坑镇',
  ]),
  zone('350598', '泉州经济技术开发区', ['清濛园区', '崇宏园区', '东海泰园区', '开发区服务中心']),
  zone('350599', '泉州台商投资区', ['洛阳镇', '东园镇', '张坂镇', '百崎回族乡']),
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
