// After logout, the browser's cache holds nothing of the user. Every answer with user data the
// session fetched (contact, enterprise info, 我的申报, 我的咨询, a consultation image) is asked for again on the
// logged-out page with `cache: 'only-if-cached'`: none may come back. (The worker caches no such answer either:
// tests/sw/route-matchers.test.ts; the headers themselves: tests/server/cache-headers.test.ts.)
import type { Page } from '@playwright/test';
import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { loginAndOpen, portalAuthorization } from './support/login';
import { openConsult } from './support/consult';
import { PUBLIC_API } from '../../server/lib/cache-rules';
import { matchesApi } from '../../src/shared/config/screens';
import { paths } from '../../src/shared/api/paths';
import { tinyPng } from '../support/png';

freshDemoForEachTest();

/** The URLs among `urls` the page can still read from the HTTP cache alone. */
const readableFromCache = (page: Page, urls: string[]) =>
  page.evaluate(async (list) => {
    const found: string[] = [];
    for (const url of list) {
      try {
        const answer = await fetch(url, { cache: 'only-if-cached', mode: 'same-origin' });
        if (answer.ok) found.push(url);
      } catch {
        // not in the cache: what we want
      }
    }
    return found;
  }, urls);

test('after logout no answer with user data can be read from the browser cache', async ({ page }) => {
  const seen = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (
      response.request().method() === 'GET' &&
      response.status() === 200 &&
      url.pathname.startsWith('/api/')
    )
      seen.add(url.pathname + url.search);
  });

  await loginAndOpen(page, 'enterprise', '/#/enterprise/myApply', '我的申报');
  await page.goto('/#/enterprise/myConsult');
  await expect(page.getByRole('heading', { level: 1, name: '我的咨询' })).toBeVisible();
  await page.goto('/#/enterprise/enterpriseInfo');
  await expect(page.getByRole('heading', { level: 1, name: '企业信息' })).toBeVisible();
  // the consultation form fills in the user's name and phone (the contact answer)
  await openConsult(page);
  await page.keyboard.press('Escape');

  // a consultation image, uploaded and shown as the portal does (the platform cookie goes with both)
  const image = await page.evaluate(
    async ({ upload, bytes, auth }) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
      const answer = (await (
        await fetch(upload, { method: 'POST', body: form, headers: { Authorization: auth } })
      ).json()) as { data: string };
      const shown = await fetch(answer.data);
      return { path: answer.data, status: shown.status };
    },
    { upload: paths.imgFile, bytes: [...tinyPng()], auth: await portalAuthorization(page) },
  );
  expect(image.path).toMatch(/^\/__uploads\/[0-9a-f-]{36}\.png$/);
  expect(image.status).toBe(200);

  const mine = [...seen].filter((url) => !matchesApi(PUBLIC_API, url.split('?')[0]!));
  for (const path of [
    paths.myContact,
    paths.enterpriseLogin,
    paths.myApplyPage(1, 10),
    paths.myConsultPage(1, 10),
  ])
    expect(
      mine.some((url) => url.startsWith(path)),
      `${path} was fetched`,
    ).toBe(true);

  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();

  expect(await readableFromCache(page, [...mine, image.path])).toEqual([]);
});
