// What every screen of the visual suite needs: a language, a fixed clock, pinned fonts, settled content.
import { type Page, type Request } from '@playwright/test';
import { demo, expect } from '../e2e/support/fixtures';
import { loginAs } from '../e2e/support/login';
import { VISUAL_NOW } from './clock';
import type { LinkPath } from '../../src/shared/config/screens';

export type VisualLang = 'zh-CN' | 'en';

export const VIEWPORTS = {
  desktop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

// Noto CJK for every glyph (Latin included), so the screenshots do not depend on which fallback fonts a
// machine has; no caret blink, no smooth scrolling
const PIN_CSS = `
  *, *::before, *::after { font-family: "Noto Sans CJK SC", "Noto Sans CJK", sans-serif !important; }
  html { scroll-behavior: auto !important; }
`;

export interface Screen {
  name: string;
  /** hash path opened first */
  path: string;
  login?: 'person' | 'enterprise';
  /** after the page settles: open a dialog, switch a tab… */
  act?: (page: Page, lang: VisualLang) => Promise<void>;
}

/** A screen's address, checked against the screen manifest by the compiler. */
const at = (path: LinkPath, search = '') => `/#${path}${search}`;

const L = (lang: VisualLang, zh: string, en: string) => (lang === 'en' ? en : zh);

export const SCREENS: Screen[] = [
  { name: 'home-enterprise', path: at('/indexHome') },
  {
    name: 'home-people',
    path: at('/indexHome'),
    act: async (page, lang) => {
      await page.getByRole('tab', { name: L(lang, '惠民政策', 'People benefit') }).click();
    },
  },
  { name: 'list', path: at('/policyList') },
  { name: 'detail', path: at('/policyDetail', '?id=p-0001') },
  { name: 'free-trial', path: 'FREE' },
  { name: 'news', path: at('/newsList') },
  { name: 'publicity', path: at('/prizePublicity') },
  { name: 'guide', path: at('/declarationGuide') },
  { name: 'compilation', path: at('/compilationPolicy') },
  { name: 'overview', path: at('/overviewDetail') },
  {
    name: 'matching-dialog',
    path: at('/indexHome'),
    act: async (page, lang) => {
      await openTool(page, L(lang, '快速匹配', 'Quick match'));
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'consult-dialog',
    path: at('/indexHome'),
    act: async (page, lang) => {
      await openTool(page, L(lang, '咨询', 'Ask'));
      await expect(
        page.getByRole('dialog', { name: L(lang, '在线咨询', 'Online consultation') }),
      ).toBeVisible();
    },
  },
  { name: 'centre-person', path: at('/enterprise/personInfo'), login: 'person' },
  { name: 'centre-enterprise', path: at('/enterprise/enterpriseInfo'), login: 'enterprise' },
  { name: 'saved-policies', path: at('/savedPolicies') },
  { name: 'not-found', path: '/#/no-such-page' },
];

/** Opens a floating tool; on a phone the rail first unfolds. */
async function openTool(page: Page, name: string): Promise<void> {
  const tool = page.getByRole('button', { name: new RegExp(`^${name}`) }).first();
  if (!(await tool.isVisible())) {
    await page.locator('[aria-controls="floating-tools-list"]').click();
  }
  await page
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .first()
    .click();
}

/** A free (免申即享) policy's trial address, as the demo API serves it. */
async function freeTrialPath(page: Page): Promise<string> {
  const response = await page.request.get(
    '/api/open/gj/v1/index/nonFinancialPolicyPage/1/10?declarationType=2',
  );
  const records = (
    (await response.json()) as { data: { records: { id: string; freeApplyNameId: string }[] } }
  ).data.records;
  const free = records[0];
  if (!free) throw new Error('the demo API serves no free policy');
  return `/#/freeTrial?id=${free.id}&inTime=x&msId=${free.freeApplyNameId}&isApply=false&ms=true`;
}

/** The page's requests still waiting for their answer (tracked from openScreen on). */
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/**
 * Every request the page made has its answer, and none has started over the next two frames (what an answer's
 * render asks for next). Quicker than the browser's network-idle, which waits half a second of silence.
 */
async function requestsAnswered(page: Page): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('openScreen tracks the requests of the page it opens');
  for (let quiet = 0; quiet < 2;) {
    await expect.poll(() => open.size, { intervals: [25, 50, 100], timeout: 15_000 }).toBe(0);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    quiet = open.size === 0 ? quiet + 1 : 0;
  }
}

/**
 * Fresh demo data, the fixed clock, the language; then the screen, settled. `again`: the same page shows the
 * screen once more in another language (same login), reloaded from fresh demo data.
 */
export async function openScreen(
  page: Page,
  screen: Screen,
  lang: VisualLang,
  { again = false }: { again?: boolean } = {},
): Promise<void> {
  trackRequests(page);
  await demo(page, 'reset', { method: 'POST' });
  await page.clock.setFixedTime(new Date(VISUAL_NOW));
  // (again: the reset above ended the session too)
  if (screen.login) {
    // the identity page is reached from the header's 登录, which a phone keeps in its menu drawer
    const size = page.viewportSize();
    await page.setViewportSize({ width: 1366, height: 768 });
    await loginAs(page, screen.login);
    if (size) await page.setViewportSize(size);
  }
  if (screen.login || again) {
    await page.evaluate((l) => {
      localStorage.setItem('portal.lang', l);
      // the first language's init script (below) stands aside from now on in this tab
      sessionStorage.setItem('visual.lang.chosen', '1');
    }, lang);
  } else {
    await page.addInitScript((l) => {
      if (!sessionStorage.getItem('visual.lang.chosen')) localStorage.setItem('portal.lang', l);
    }, lang);
  }
  const path = screen.path === 'FREE' ? await freeTrialPath(page) : screen.path;
  await page.goto(path);
  // an address that differs only in its #… is not loaded again by goto
  if (screen.login || again) await page.reload();
  await settle(page);
  if (screen.act) {
    await screen.act(page, lang);
    await settle(page);
  }
}

/** Waits until requests, fonts, skeletons and loaders are done, and pins the fonts. */
export async function settle(page: Page): Promise<void> {
  await requestsAnswered(page);
  await page.addStyleTag({ content: PIN_CSS });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page.locator('.mantine-Skeleton-root:visible, .mantine-Loader-root:visible')).toHaveCount(0, {
    timeout: 15_000,
  });
  // eager images (emblems, QR codes) decoded before the shot; lazy ones below the fold never load
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete && img.loading !== 'lazy')
        .map((img) => img.decode().catch(() => undefined)),
    ).then(() => undefined),
  );
  await requestsAnswered(page);
}

/** Parts that change by themselves (the ad carousel turns, visit counters count this very visit). */
export function unstable(page: Page) {
  return [
    page.locator('[data-testid="floating-ad"]'),
    page.locator('[data-testid="stat-visits"]'),
    page.locator('[data-testid="captcha-image"]'),
  ];
}
