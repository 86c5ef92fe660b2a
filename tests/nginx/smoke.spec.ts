// The portal served as a city serves it: the build behind nginx with deploy/nginx/ (Playwright project
// `nginx`, server `npm run serve:nginx`). Headers and cache rules are the config's; the journeys that
// depend on how files are served (render, worker, offline, access log) work through it.
import { test, expect } from '../e2e/support/fixtures';
import { OFFLINE_BANNER, goOffline, openOnline, saveFirstPolicy, visit } from '../e2e/offline-support';
import { DOCUMENT_HEADERS } from '../../server/lib/security-headers';
import { paths } from '../../src/shared/api/paths';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

test('headers and cache rules are what deploy/nginx says', async ({ request }) => {
  const home = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(home.status()).toBe(200);
  const h = home.headers();
  expect(h['server']).toBe('nginx');
  expect(h['cache-control']).toBe('no-cache');
  expect(h['content-encoding']).toBe('br');
  for (const [name, value] of Object.entries(DOCUMENT_HEADERS))
    expect(h[name.toLowerCase()], name).toBe(value);
  expect(h['x-content-type-options']).toBe('nosniff');
  // plain http: no HSTS (the https server sends it)
  expect(h['strict-transport-security']).toBeUndefined();

  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-security-policy']).toBe(DOCUMENT_HEADERS['Content-Security-Policy']);
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');

  // a hashed script from the shell: a year, immutable, precompressed brotli or gzip as asked
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(script).toBeTruthy();
  const br = await request.get(script!, { headers: { 'Accept-Encoding': 'br' } });
  expect(br.headers()['cache-control']).toBe(YEAR_IMMUTABLE);
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['vary']).toBe('Accept-Encoding');
  const gz = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');
  expect(await gz.text()).toBe(await br.text());
  expect((await request.get('/assets/no-such-file.js')).status()).toBe(404);

  const icon = await request.get('/icons/icon-192.png');
  expect(icon.headers()['cache-control']).toBe('public, max-age=86400');
  // hash routing: another path is the shell, revalidated
  const other = await request.get('/some/deep/path');
  expect(other.headers()['cache-control']).toBe('no-cache');
  expect(await other.text()).toContain('<div id="root"');

  // the backends' paths reach the demo API, compressed on the fly
  const list = await request.get(paths.personalPolicyPage(1, 10), { headers: { 'Accept-Encoding': 'br' } });
  expect(list.ok()).toBeTruthy();
  expect(list.headers()['content-encoding']).toBe('br');
  // no other site changes demo state through nginx either
  const reset = await request.post('/__demo/reset', { headers: { Origin: 'https://evil.example' } });
  expect(reset.status()).toBe(403);
  // behind nginx the test controls, which hand out captcha and SMS answers, are never on
  for (const path of ['/__demo/captcha?uuid=x', '/__demo/sms?phone=13800000000', '/__demo/stats'])
    expect((await request.get(path)).status(), path).toBe(404);
  expect((await request.post('/__demo/reset')).status()).toBe(404);
});

test('home, list and detail render; the worker installs; home and a saved policy open offline', async ({
  page,
  context,
}) => {
  // the access log of these visits reaches the server through nginx (the demo tools that list it are off here)
  const logged = context.waitForEvent('response', {
    predicate: (r) => r.url().endsWith(paths.accessLog) && r.request().method() === 'POST',
    timeout: 40_000,
  });
  await openOnline(page, '/indexHome');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await visit(page, '/policyList');
  await expect(page.locator('article[data-policy-id]').first()).toBeVisible();
  const { policyName } = await saveFirstPolicy(page);
  await expect(page.getByRole('heading', { level: 1, name: policyName })).toBeVisible();

  const answer = await logged;
  expect(answer.ok()).toBeTruthy();
  expect(((await answer.json()) as { code: number }).code).toBe(200);

  await goOffline(page, context);
  await page.reload();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await visit(page, '/indexHome');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await visit(page, '/savedPolicies');
  await page.getByRole('link', { name: policyName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: policyName })).toBeVisible();
  await context.setOffline(false);
});
