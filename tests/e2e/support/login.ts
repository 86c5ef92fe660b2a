import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { sm4EncryptBase64 } from '../../../src/shared/api/sm4';
import { RESET_RETRIES, expect } from './fixtures';

export type DemoAccount = 'person' | 'enterprise' | 'enterpriseNoRegion' | 'enterpriseIncomplete';

const ENTERPRISE_IDS: Record<Exclude<DemoAccount, 'person'>, string> = {
  enterprise: 'u-ent-1',
  enterpriseNoRegion: 'u-ent-2',
  enterpriseIncomplete: 'u-ent-3',
};
const ACCOUNT_IDS: Record<DemoAccount, string> = { person: 'u-person-1', ...ENTERPRISE_IDS };

/** Opens the identity stand-in from the header's 登录 menu (starting at `from`). */
export async function openIdentityPage(
  page: Page,
  kind: 'person' | 'enterprise',
  from = '/#/indexHome',
): Promise<void> {
  await page.goto(from);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('menuitem', { name: kind === 'person' ? '个人登录' : '企业登录' }).click();
  await page.waitForURL(/\/__idp\/login/);
}

/**
 * Logs in the short way, for tests whose subject is not the login itself: the demo API makes the platform
 * session and its ticket as the identity page would (POST /__demo/login), and the page opens the portal's
 * real login callback with it, so the ticket exchange, the stored session and the redirect are the app's own.
 * Ends on `from` logged in (its header, where it has one, shows the user menu), as `loginThroughIdentityPage` does.
 */
export async function loginAs(page: Page, account: DemoAccount, from = '/#/indexHome'): Promise<void> {
  await openLoginCallback(page, account, from);
  await page.waitForURL((url) => !url.hash.startsWith('#/checkLogin'), { timeout: 20_000 });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('portal.token') !== null)).toBe(true);
  // the screens with the portal's header show who is logged in (a full-page form such as 完善企业信息 has none)
  if (await page.getByRole('banner').count())
    await expect(page.getByRole('button', { name: /用户菜单/ })).toBeVisible();
}

/**
 * The first half of `loginAs`: the platform session and its ticket, and the portal's login callback opened with
 * it; for a test that looks at what the callback asks before it goes on (another account's drafts).
 */
export async function openLoginCallback(
  page: Page,
  account: DemoAccount,
  from = '/#/indexHome',
): Promise<void> {
  const response = await page.request.post('/__demo/login', {
    data: { accountId: ACCOUNT_IDS[account] },
    maxRetries: RESET_RETRIES,
  });
  expect(response.ok(), `demo login answered ${response.status()}`).toBeTruthy();
  const { ticket, kind } = (await response.json()) as { ticket: string; kind: 1 | 2 };
  const state = `e2e${ticket}`.slice(0, 40);
  // the callback is honoured only with the state this tab kept when it started the login
  await page.addInitScript((s) => {
    if (location.hash.includes(`state=${s}`) && !sessionStorage.getItem(`e2e.login.${s}`)) {
      sessionStorage.setItem('portal.loginState', s);
      sessionStorage.setItem(`e2e.login.${s}`, '1');
    }
  }, state);
  // a page already on the portal goes to the callback without loading a new document (only the #… differs),
  // so the init script above does not run: the tab's login state is kept at once instead
  if (page.url().startsWith('http'))
    await page.evaluate((s) => {
      sessionStorage.setItem('portal.loginState', s);
      sessionStorage.setItem(`e2e.login.${s}`, '1');
    }, state);
  const target = from.replace(/^\/#/, '').replace('?', '-');
  await page.goto(
    `/#/checkLogin?code=11&ticket=${ticket}&kind=${kind}&state=${state}&redirectUrl=${encodeURIComponent(target)}`,
  );
}

/** Logs in through the identity stand-in exactly as a user would, and waits to be back in the portal. */
export async function loginThroughIdentityPage(
  page: Page,
  account: DemoAccount,
  from = '/#/indexHome',
): Promise<void> {
  const kind = account === 'person' ? 'person' : 'enterprise';
  await openIdentityPage(page, kind, from);
  if (account === 'person') {
    await page.getByRole('button', { name: '以个人身份登录' }).click();
  } else {
    await page.locator('select#enterpriseId').selectOption(ENTERPRISE_IDS[account]);
    await page.getByRole('button', { name: '以企业身份登录' }).click();
  }
  await page.waitForURL((url) => !url.pathname.startsWith('/__idp') && !url.hash.startsWith('#/checkLogin'), {
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: /用户菜单/ })).toBeVisible();
}

/**
 * Logs in, then opens `hashPath` (e.g. '/#/enterprise/myApply') as a typed address would; with `heading`,
 * waits until the page's level-1 heading says it.
 */
export async function loginAndOpen(
  page: Page,
  account: DemoAccount,
  hashPath: string,
  heading?: string,
): Promise<void> {
  // the login callback goes straight to the screen when the portal lets it (the screens a login may return
  // to); otherwise it lands on home and the address is typed
  await loginAs(page, account, hashPath);
  if (new URL(page.url()).hash !== new URL(hashPath, page.url()).hash) await page.goto(hashPath);
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The demo build's SM4 key, as the portal and the demo API read it from .env. */
const demoSm4Key = () => /^VITE_SM4_KEY=([0-9a-f]{32})$/m.exec(readFileSync('.env', 'utf8'))?.[1] ?? '';

/**
 * The Authorization header the portal sends for the logged-in page (its token under SM4): for a test that makes
 * a state change with fetch() as the portal does (the platform cookie alone is refused).
 */
export async function portalAuthorization(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('portal.token'));
  expect(token, 'the page is logged in').toBeTruthy();
  return sm4EncryptBase64(token!, demoSm4Key());
}
