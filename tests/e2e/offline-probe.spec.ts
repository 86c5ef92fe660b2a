import { test, expect } from './support/fixtures';
test('probe', async ({ page, context }) => {
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  await page.goto('/#/indexHome');
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  const cdp = await context.newCDPSession(page);
  console.log(JSON.stringify(await cdp.send('Page.getInstallabilityErrors')));
  console.log(JSON.stringify(await cdp.send('Page.getAppManifest')).slice(0, 300));
  await page.waitForTimeout(2000);
  await page.screenshot({ path: '/tmp/offline/home.png' });
});
