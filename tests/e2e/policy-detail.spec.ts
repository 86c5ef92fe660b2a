import { readFile } from 'node:fs/promises';
import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { loginAs } from './support/login';

freshDemoForEachTest();

test.describe('hostile policy HTML', () => {
  // DOMPurify parses the hostile markup; Chromium may report the CSP block of its inert onerror
  test.use({ cspBlocksExpected: true });

  test('hostile HTML in a policy runs nothing', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto('/#/policyDetail?id=p-xss');
    const content = page.getByTestId('policy-content');
    await expect(content).toContainText('正文中的脚本不得执行');
    const img = content.locator('img');
    await expect(img).toHaveCount(1);
    expect(await img.getAttribute('onerror')).toBeNull();
    await expect(content.locator('script')).toHaveCount(0);
    const link = content.getByText('点击查看详情');
    expect((await link.getAttribute('href')) ?? '').not.toMatch(/javascript:/i);
    await link.click();
    // a javascript: URL would run as a task queued by the click: let the page run its queued tasks
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

test('an unknown policy shows a not-found panel with ways onward', async ({ page }) => {
  await page.goto('/#/policyDetail?id=no-such-policy');
  await expect(page.getByRole('heading', { level: 1, name: '政策不存在或已下架' })).toBeVisible();
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await page.getByRole('link', { name: '政策查询' }).last().click();
  await expect(page).toHaveURL(/#\/policyList/);
  await page.goto('/#/freeTrial?id=no-such-policy');
  await expect(page.getByRole('heading', { level: 1, name: '政策不存在或已下架' })).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/#\/indexHome/);
});

test('the deadline downloads as a calendar reminder before it, with an alarm', async ({ page }) => {
  const detail = (await (await page.request.get('/api/open/gj/v1/policy/detail/p-0001')).json()).data as {
    policyName: string;
    declareEnd: string;
  };
  await page.goto('/#/policyDetail?id=p-0001');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '添加截止提醒' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const text = await readFile((await download.path())!, 'utf8');
  const unfolded = text.replace(/\r\n /g, '');
  const lines = unfolded.split('\r\n');
  const day = detail.declareEnd.replace(/-/g, '');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines).toContain('BEGIN:VEVENT');
  // 09:00 in Quanzhou on a reminder day before the deadline (the deadline itself once they have passed)
  const start = lines.find((l) => l.startsWith('DTSTART:'));
  expect(start).toMatch(/^DTSTART:\d{8}T010000Z$/);
  expect(start!.slice(8, 16) <= day).toBe(true);
  expect(lines).toContain('BEGIN:VALARM');
  expect(lines).toContain('TRIGGER:PT0M');
  const name = detail.policyName.replace(/,/g, '\\,').replace(/;/g, '\\;');
  expect(lines).toContain(`SUMMARY:申报截止提醒：${name}`);
  expect(lines.some((l) => /^UID:.+@/.test(l))).toBe(true);
  expect(lines.some((l) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(l))).toBe(true);
  expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
});

test('a logged-in enterprise sees the conditions and 一键申报 opens the form', async ({ page }) => {
  await loginAs(page, 'enterprise', '/#/policyDetail?id=p-0001&isApply=true&applySubject=2');
  await expect(page).toHaveURL(/policyDetail\?id=p-0001/);
  await expect(page.getByTestId('eligibility')).toContainText('所在区域：鲤城区');
  await page.getByTestId('apply-button').click();
  await expect(page).toHaveURL(/#\/applyPolicy\?id=p-0001/);
  await expect(page.getByLabel('申报主体名称')).toHaveValue('泉州海丝智造科技有限公司');
});
