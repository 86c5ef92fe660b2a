// @vitest-environment node
// The role table over every endpoint that needs a login, route by route: a person cannot use an enterprise's
// endpoint (projects, urging, the consultation list, the bank account, region, enterprise matching), an enterprise
// cannot use a person's (the questionnaire, its records and results, personal info), and each kind keeps its own.
import { describe, expect, it } from 'vitest';
import type { EndpointInfo } from '../../server/lib/context';
import { MSG_ENTERPRISE_ONLY, MSG_PERSON_ONLY, ROLE_TABLE } from '../../server/lib/roles';
import { auth, rawRequest, demoUsersForFile, type TestApi } from './helpers';

let api: TestApi;
let person: string;
let company: string;
demoUsersForFile((started) => ({ api, person, company } = started));

const SAMPLE: Record<string, string> = {
  page: '1',
  pageSize: '10',
  id: 'x-1',
  policyId: 'p-0001',
  fileId: 'f-1',
};
const concrete = (pattern: string) =>
  pattern.replace(/:([A-Za-z]+)/g, (_m, name: string) => SAMPLE[name] ?? '1');

async function call(method: string, path: string, token: string): Promise<{ code: unknown; msg: string }> {
  const body = method === 'GET' ? undefined : '{}';
  const answer = await rawRequest(
    api,
    method,
    path,
    { ...auth(token), ...(body ? { 'Content-Type': 'application/json', 'Content-Length': '2' } : {}) },
    body,
  );
  return JSON.parse(answer.body) as { code: unknown; msg: string };
}

describe('the role table', () => {
  it('names every endpoint that needs a login, once', async () => {
    const endpoints = (await (await fetch(`${api.base}/__demo/endpoints`)).json()) as EndpointInfo[];
    const guarded = endpoints
      .filter((e) => e.auth !== 'none' && e.path.startsWith('/api/'))
      .map((e) => `${e.method} ${e.path}`);
    const table = ROLE_TABLE.map((e) => `${e.method} ${e.path}`);
    expect(new Set(table).size).toBe(table.length);
    expect([...guarded].sort()).toEqual([...table].sort());
  });

  it('puts the product’s rules in it: projects and urging are an enterprise’s, the questionnaire a person’s', () => {
    const roleOf = (method: string, fragment: string) =>
      ROLE_TABLE.filter((e) => e.method === method && e.path.includes(fragment)).map((e) => e.role);
    expect(roleOf('POST', '/pcUser/project/save')).toEqual(['enterprise']);
    expect(roleOf('GET', '/pcUser/project/')).toEqual(['enterprise', 'enterprise']);
    expect(roleOf('GET', '/pcUser/urge/')).toEqual(['enterprise']);
    expect(roleOf('POST', '/policy/formSubmit')).toEqual(['person']);
    expect(roleOf('GET', '/policy/formRecord')).toEqual(['person']);
  });

  for (const entry of ROLE_TABLE.filter((e) => e.role !== 'any')) {
    it(`${entry.method} ${entry.path}: only ${entry.role === 'person' ? 'a person' : 'an enterprise'}`, async () => {
      const path = concrete(entry.path);
      const other = entry.role === 'person' ? company : person;
      const own = entry.role === 'person' ? person : company;
      const refusal = entry.refusal ?? {
        code: 403,
        msg: entry.role === 'person' ? MSG_PERSON_ONLY : MSG_ENTERPRISE_ONLY,
      };
      const refused = await call(entry.method, path, other);
      expect(refused).toMatchObject({ code: refusal.code, msg: refusal.msg });
      const allowed = await call(entry.method, path, own);
      expect(allowed.msg).not.toBe(refusal.msg);
    });
  }
});
