// Region endpoints: the 14 county areas, their streets/towns, and one region by code.
import type { OrgRegion } from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import { COUNTIES, countyRegion, findCounty, findStreet, STREETS } from '../data/regions';
import type { DemoContext } from '../lib/context';
import { notFound, ok } from '../lib/envelope';
import { param } from '../lib/http-helpers';
import { routeOf } from '../lib/route-pattern';
import type { Register } from '../lib/registry';

export function registerRegionRoutes(_ctx: DemoContext, reg: Register): void {
  reg('get', paths.countyOrg, { seed: true }, (_req, res) => {
    ok(res, COUNTIES.map(countyRegion));
  });

  reg('get', routeOf(paths.streetOrg, 'id'), { seed: true }, (req, res) => {
    const county = findCounty(param(req, 'id'));
    if (!county) throw notFound('区县不存在');
    const streets: OrgRegion[] = STREETS.filter((s) => s.countyCode === county.code).map(
      ({ code, id, name }) => ({ code, id, name }),
    );
    ok(res, streets);
  });

  reg('get', routeOf(paths.districtCode, 'code'), { seed: true }, (req, res) => {
    const code = param(req, 'code');
    const county = findCounty(code);
    if (county) {
      ok(res, countyRegion(county));
      return;
    }
    const street = findStreet(code);
    if (!street) throw notFound('区划代码不存在');
    ok(res, { code: street.code, id: street.id, name: street.name });
  });
}
