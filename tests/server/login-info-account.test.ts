// @vitest-environment node
// The login-info answers name the account by the platform's stable id: the portal keeps the device's drafts
// under a hash of it, so the same account finds them after any new login and another account never does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/api/paths';
import { accountIdentity } from '../../src/shared/auth/account-tag';
import { login, startApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('login info and the account it names', () => {
  it('gives each account its own stable id, the same at every login', async () => {
    const first = await login(api, 'person');
    const again = await login(api, 'person');
    const company = await login(api, 'enterprise', 'u-ent-1');
    const person = (await api.get<{ accountId?: string }>(paths.personalLoginInfo, first)).data;
    const personAgain = (await api.get<{ accountId?: string }>(paths.personalLoginInfo, again)).data;
    const enterprise = (await api.get<{ accountId?: string }>(paths.enterpriseLogin, company)).data;
    const personViaPcLogin = (await api.get<{ accountId?: string }>(paths.enterpriseLogin, first)).data;

    expect(person.accountId).toBeTruthy();
    expect(personAgain.accountId).toBe(person.accountId);
    expect(personViaPcLogin.accountId).toBe(person.accountId);
    expect(enterprise.accountId).toBeTruthy();
    expect(enterprise.accountId).not.toBe(person.accountId);
    // the portal prefers it over what the answer says about the person
    expect(accountIdentity(1, { userName: '张三', accountId: person.accountId })).toBe(
      `id:${person.accountId}`,
    );
  });
});
