// @vitest-environment node
// No user's data in any cache: every answer that carries it, or depends on who asks, says
// `Cache-Control: no-store` (API, material files, consultation images), and files go to their owner only.
// Public answers the worker keeps for offline use carry no such rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/api/paths';
import type { EndpointInfo } from '../../server/lib/context';
import { PUBLIC_API } from '../../server/lib/cache-rules';
import { auth, login, startApi, type TestApi } from './helpers';
import { PDF, upload as uploadMaterial } from './apply-helpers';
import { tinyPng } from '../support/png';

let api: TestApi;
let person: string;
let company: string;
let other: string;
beforeAll(async () => {
  api = await startApi();
  person = await login(api, 'person');
  company = await login(api, 'enterprise', 'u-ent-1');
  other = await login(api, 'enterprise', 'u-ent-2');
});
afterAll(() => api.close());

const cacheControlOf = async (path: string, token?: string, init: RequestInit = {}) => {
  const res = await fetch(api.base + path, {
    ...init,
    headers: { ...(token ? auth(token) : {}), ...(init.headers as Record<string, string>) },
  });
  await res.arrayBuffer();
  return { status: res.status, cacheControl: res.headers.get('cache-control') };
};

async function uploadImage(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(tinyPng())]), 'photo.png');
  const res = await fetch(`${api.base}${paths.imgFile}`, {
    method: 'POST',
    body: form,
    headers: auth(token),
  });
  const answer = (await res.json()) as { code: number; data: string };
  expect(answer.code).toBe(200);
  return answer.data;
}

describe('answers with user data are never stored', () => {
  it('the contact, enterprise info, my applications and my consultations are no-store', async () => {
    for (const [path, token] of [
      [paths.myContact, person],
      [paths.personalLoginInfo, person],
      [paths.myApplyPage(1, 10), person],
      [paths.myConsultPage(1, 10), person],
      [paths.myContact, company],
      [paths.enterpriseLogin, company],
      [paths.myApplyPage(1, 10), company],
      [paths.myConsultPage(1, 10), company],
    ] as const) {
      const answer = await cacheControlOf(path, token);
      expect(answer.status, path).toBe(200);
      expect(answer.cacheControl, path).toBe('no-store');
    }
  });

  it('answers that depend on who asks are no-store, the logged-out ones included', async () => {
    for (const token of [person, undefined]) {
      expect((await cacheControlOf(paths.loginStatus, token)).cacheControl).toBe('no-store');
      expect((await cacheControlOf(paths.pcLoginStatus, token)).cacheControl).toBe('no-store');
      expect((await cacheControlOf(paths.myContact, token)).cacheControl).toBe('no-store');
    }
    // a visitor's matches, asked for without a login guard, are the visitor's own
    expect(
      (await cacheControlOf(`${paths.policyMatchingPage(1, 10)}?matchingModel=3`, person)).cacheControl,
    ).toBe('no-store');
  });

  it('every GET endpoint that is not one of the worker’s public answers is no-store', async () => {
    const endpoints = (await (await fetch(`${api.base}/__demo/endpoints`)).json()) as EndpointInfo[];
    const gets = endpoints.filter((e) => e.method === 'GET' && e.path.startsWith('/api/'));
    expect(gets.length).toBeGreaterThan(20);
    for (const e of gets) {
      const path = e.path.replace(/:[A-Za-z]+/g, '1');
      const token = e.auth === 'enterprise' ? company : person;
      const { cacheControl } = await cacheControlOf(path, token);
      const isPublic = PUBLIC_API.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p));
      if (!isPublic) expect(cacheControl, path).toBe('no-store');
    }
  });

  it('POST answers are no-store', async () => {
    const saved = await cacheControlOf(paths.urgeSubmit, person, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(saved.cacheControl).toBe('no-store');
  });

  it('the public answers the worker keeps offline carry no no-store', async () => {
    for (const path of [
      paths.hotWord,
      paths.nonFinancialPolicyPage(1, 10),
      paths.newsPage(1, 10),
      paths.ads('ad_PC_homePage2'),
    ]) {
      const answer = await cacheControlOf(path);
      expect(answer.status, path).toBe(200);
      expect(answer.cacheControl ?? '', path).not.toMatch(/no-store|private/);
    }
  });
});

describe('files go to their owner only, and are never stored', () => {
  it('a material file: no-store for its owner, not found for anyone else', async () => {
    const uploaded = await uploadMaterial(api, person, 'proof.pdf', PDF);
    expect(uploaded.code).toBe(200);
    const mine = await cacheControlOf(uploaded.data.url, person);
    expect(mine).toEqual({ status: 200, cacheControl: 'no-store' });
    expect((await cacheControlOf(uploaded.data.url, company)).cacheControl).toBe('no-store');
    const anonymous = await fetch(api.base + uploaded.data.url);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    expect((await anonymous.json()) as { code: number }).toMatchObject({ code: 403 });
  });

  it('a consultation image: no-store for its owner, 404 for another account and for a visitor', async () => {
    const imgPath = await uploadImage(company);
    const mine = await fetch(api.base + imgPath, { headers: auth(company) });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await mine.arrayBuffer()).equals(tinyPng())).toBe(true);
    for (const token of [other, person, undefined]) {
      const answer = await cacheControlOf(imgPath, token);
      expect(answer).toEqual({ status: 404, cacheControl: 'no-store' });
    }
  });

  it('a consultation cannot carry another account’s image', async () => {
    const imgPath = await uploadImage(company);
    const answer = await api.post(
      paths.consult('123456'),
      {
        initiateName: '张三',
        initiatePhone: '13800000009',
        initiateContent: '咨询',
        fileList: [{ fileName: 'a.png', imgPath }],
      },
      other,
    );
    expect(answer).toMatchObject({ code: 400, msg: '附件不存在或已过期，请重新上传' });
  });
});
