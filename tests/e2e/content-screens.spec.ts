import { test, expect, freshDemoForEachTest } from './support/fixtures';

freshDemoForEachTest();

test('news list shows demo articles and its paging survives a reload', async ({ page }) => {
  await page.goto('/#/newsList');
  await expect(page.getByRole('heading', { level: 1, name: '新闻资讯' })).toBeVisible();
  const titles = page.locator('main li a[href*="newsDetail"]');
  await expect(titles).toHaveCount(10);
  await expect(page.getByText('共 36 条')).toBeVisible();

  const firstOnPage1 = await titles.first().innerText();
  await page.getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/page=2/);
  // page 1 stays on screen until page 2 has arrived
  await expect(titles.first()).not.toHaveText(firstOnPage1);
  const firstOnPage2 = await titles.first().innerText();

  await page.reload();
  await expect(page.getByRole('button', { name: '第 2 页' })).toHaveAttribute('data-active', 'true');
  await expect(titles.first()).toHaveText(firstOnPage2);

  await page.getByLabel('每页条数').selectOption('20');
  await expect(page).toHaveURL(/pageSize=20/);
  await expect(titles).toHaveCount(20);
  await page.reload();
  await expect(titles).toHaveCount(20);
});

test('news detail shows the article and downloads its attachment', async ({ page }) => {
  await page.goto('/#/newsList');
  const first = page.locator('main li a[href*="newsDetail"]').first();
  const title = await first.innerText();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('主要做法')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载 政策解读.txt' }).click();
  expect((await download).suggestedFilename()).toBe('政策解读.txt');
});

for (const [path, h1, endColumn] of [
  ['/prizePublicity', '申报公示', '公示截止'],
  ['/prizeNotice', '兑现公告', '拨付日期'],
] as const) {
  test(`${h1} lists records and filters by county in the URL`, async ({ page }) => {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    await expect(page.getByText('公示期内如有异议').or(page.getByText('如对兑现结果有疑问'))).toBeVisible();
    await expect(page.getByRole('columnheader', { name: endColumn })).toBeVisible();
    const rows = page.locator('main table tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText(/¥[\d.]+万|万元|元/);

    await page.getByLabel('区县', { exact: true }).selectOption({ label: '晋江市' });
    await expect(page).toHaveURL(/county=(%22)?350582/);
    await page.reload();
    await expect(page.getByLabel('区县', { exact: true })).toHaveValue('350582');
    const countyCells = page.locator('main table tbody tr td:nth-child(5)');
    await expect(countyCells.first()).toBeVisible();
    for (const cell of await countyCells.allInnerTexts()) expect(cell).toBe('晋江市');
  });
}

test('declaration guide, compilation and overview render demo data', async ({ page }) => {
  await page.goto('/#/declarationGuide');
  await expect(page.getByRole('heading', { level: 1, name: '申报指南' })).toBeVisible();
  await expect(page.getByRole('button', { name: '企业研发费用补助申报指南' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(
    page.getByRole('region', { name: '企业研发费用补助申报指南' }).getByText('在线申报', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('0595-12345').first()).toBeVisible();
  await page.getByText('个人办事').click();
  await expect(page.getByRole('button', { name: '一次性创业补贴申领指南' })).toBeVisible();
  await page.getByRole('button', { name: '对公示结果有异议怎么办？' }).click();
  await expect(page.getByText('请在公示期内以书面形式')).toBeVisible();

  await page.goto('/#/compilationPolicy');
  await expect(page.getByRole('heading', { level: 1, name: '政策汇编' })).toBeVisible();
  const firstPolicy = page.locator('main article a[href*="policyDetail"]').first();
  await expect(firstPolicy).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toContainText('年度');

  await page.goto('/#/overviewDetail');
  await expect(page.getByRole('heading', { level: 1, name: '统计概览' })).toBeVisible();
  await expect(page.getByRole('table').getByText('合计')).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
});
