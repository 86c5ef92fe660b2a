// Records = visits through online, offline, reload, browser restart, two tabs and a failing access-log
// POST; and Background Sync: the worker sends what a tab closed while offline left behind.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { chromiumPath, CHROMIUM_ARGS, removeProfile } from './support/chromium';
import { deviceQueue, expectLedger, sendRecordsWithoutWaiting, serverRecords } from './support/access-log';
import { watchAccessLogPosts } from './support/access-log-watch';
import { visit, waitForServiceWorker } from './offline-support';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

freshDemoForEachTest();

async function launch(profile: string, baseURL: string | undefined): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

test('mixed online/offline/reload/restart/two tabs/failing POST: records = visits, 0 lost, 0 doubled', async ({
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const profile = mkdtempSync(join(tmpdir(), 'portal-access-log-'));
  let visits = 0;
  try {
    // online, first run of this profile; the page's timers run on Playwright's clock (time flows as usual)
    // so the 3 s before a visit is sent can be skipped
    const first = await launch(profile, baseURL);
    await first.clock.install();
    const firstTraffic = watchAccessLogPosts(first);
    const tab = first.pages()[0] ?? (await first.newPage());
    await tab.goto('/#/indexHome');
    visits += 1;
    await waitForServiceWorker(tab);
    await visit(tab, '/policyList');
    visits += 1;

    // the access-log POST fails twice (server error): nothing is lost, nothing is sent twice
    const fault = await request.post('/__demo/faults', {
      data: { path: '/api/manage/gj/v1/pcApi', method: 'POST', code: 500, msg: '服务繁忙', times: 2 },
    });
    expect(fault.ok()).toBeTruthy();
    // each visit travels on its own: the visit, then the answer to its send
    for (const screen of ['/newsList', '/compilationPolicy', '/prizePublicity']) {
      const answered = first.waitForEvent('response', {
        predicate: (r) => r.request().method() === 'POST' && r.url().endsWith('/api/manage/gj/v1/pcApi'),
        timeout: 20_000,
      });
      await visit(tab, screen);
      visits += 1;
      await tab.clock.fastForward(3_000);
      await answered;
    }
    await expect
      .poll(async () => ((await (await request.get('/__demo/faults')).json()) as unknown[]).length, {
        timeout: 40_000,
        message: 'both injected failures used',
      })
      .toBe(0);

    // offline: visits, a reload, a second tab
    await first.setOffline(true);
    await visit(tab, '/declarationGuide');
    visits += 1;
    await tab.reload();
    await heading(tab);
    visits += 1;
    await visit(tab, '/savedPolicies');
    visits += 1;
    const second = await first.newPage();
    await second.goto('/#/newsList');
    await heading(second);
    visits += 1;
    await visit(second, '/indexHome');
    visits += 1;
    await expect.poll(async () => (await deviceQueue(tab)).queued).toBeGreaterThanOrEqual(5);

    // the browser is closed while offline, with visits still on the device
    await first.close();

    // restart with the same profile, online, two tabs at once
    const again = await launch(profile, baseURL);
    const againTraffic = watchAccessLogPosts(again);
    const a = again.pages()[0] ?? (await again.newPage());
    await sendRecordsWithoutWaiting(a);
    const b = await again.newPage();
    await Promise.all([a.goto('/#/policyList'), b.goto('/#/compilationPolicy')]);
    visits += 2;
    await Promise.all([heading(a), heading(b)]);

    await expectLedger(a, request, visits, { timeout: 60_000 });
    expect((await deviceQueue(b)).queued).toBe(0);
    expect((await deviceQueue(a)).invalid).toBe(0);
    const accepted = [...firstTraffic.acceptedIds, ...againTraffic.acceptedIds];
    test.info().annotations.push({
      type: 'ledger',
      description: JSON.stringify({
        visits,
        records: await serverRecords(request),
        posts: firstTraffic.posts + againTraffic.posts,
        failedPosts: firstTraffic.failed + againTraffic.failed,
        fromWorker: firstTraffic.fromWorker + againTraffic.fromWorker,
        duplicates: firstTraffic.duplicates + againTraffic.duplicates,
      }),
    });
    expect(firstTraffic.failed).toBe(2);
    expect(firstTraffic.duplicates + againTraffic.duplicates).toBe(0);
    expect(new Set(accepted).size).toBe(accepted.length);
    await again.close();
  } finally {
    removeProfile(profile);
  }
});

test('Background Sync: visits queued offline in a tab closed before the connection returns are sent by the worker', async ({
  context,
  request,
  baseURL,
}) => {
  const traffic = watchAccessLogPosts(context);
  const tab = await context.newPage();
  await tab.goto('/#/indexHome');
  await waitForServiceWorker(tab);
  await expectLedger(tab, request, 1);

  await context.setOffline(true);
  for (const screen of ['/newsList', '/compilationPolicy', '/declarationGuide']) await visit(tab, screen);
  expect((await deviceQueue(tab)).queued).toBe(3);

  // no tab of the portal is left open; a blank page keeps the browser (and DevTools access) alive
  const blank = await context.newPage();
  await tab.close();
  for (const page of context.pages()) if (page !== blank) await page.close();
  await context.setOffline(false);

  // Chromium fires `sync` by itself when the connection returns; headless does not see an emulated line
  // come back, so the test dispatches it through DevTools at once, as the browser would (two syncs send
  // nothing twice: the queue is sent under one lock, and `duplicates` below would count it)
  const firedByBrowser = (await serverRecords(request)) === 4;
  const cdp = await context.newCDPSession(blank);
  const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => resolve(e.registrations)),
  );
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(baseURL!).origin;
  const registration = (await registrations).find((r) => r.scopeURL.startsWith(origin));
  expect(registration, 'the portal worker is registered').toBeTruthy();
  // a sync whose sending fails (the worker may still see the emulated line down) is retried by the browser
  // later, as the portal's handler asks by rejecting: the test retries at once, up to three times
  for (let attempt = 0; attempt < 3 && (await serverRecords(request)) !== 4; attempt += 1) {
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId: registration!.registrationId,
      tag: 'portal-access-log',
      lastChance: attempt === 2,
    });
    await expect
      .poll(() => serverRecords(request), { timeout: 5_000 })
      .toBe(4)
      .catch(() => undefined);
  }
  await expect.poll(() => serverRecords(request), { timeout: 5_000 }).toBe(4);
  // the three offline visits arrived although no portal tab was open to send them: the worker sent them
  // (the browser reports the worker's request a little after the server has it)
  await expect.poll(() => traffic.fromWorker).toBeGreaterThanOrEqual(1);
  test.info().annotations.push({
    type: 'background-sync',
    description: JSON.stringify({ firedByBrowser, fromWorker: traffic.fromWorker, posts: traffic.posts }),
  });
  expect(traffic.duplicates).toBe(0);
  expect(context.pages().every((p) => !p.url().startsWith(baseURL!))).toBe(true);
});
