import type { Page, Response } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { OFFLINE_BANNER, goOffline, openOnline } from './offline-support';
import { cardIds, cards } from './support/policy-list';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

interface Condition {
  kind: string;
  anyOf?: string[];
}

interface Item {
  id: string;
  applyTimeState: number;
  declareEnd: string;
  eligibility: Condition[];
}

const filter = (page: Page, name: string) => page.getByRole('group', { name }).getByRole('combobox');

const listAnswer = (page: Page, part: string) =>
  page.waitForResponse((r: Response) => r.url().includes('nonFinancialPolicyPage') && r.url().includes(part));

const records = async (r: Response) => ((await r.json()) as { data: { records: Item[] } }).data.records;

/** 建筑业 may apply: the policy names no industry, or names it. */
const fitsBuilding = (p: Item) =>
  p.eligibility.every((c) => c.kind !== 'industry' || (c.anyOf ?? []).includes('建筑业'));
const rank = (p: Item) => (p.applyTimeState === 1 ? 0 : p.applyTimeState === 2 ? 1 : 2);
const byClosing = (a: Item, b: Item) =>
  rank(a) - rank(b) ||
  (rank(a) === 2 ? b.declareEnd.localeCompare(a.declareEnd) : a.declareEnd.localeCompare(b.declareEnd)) ||
  a.id.localeCompare(b.id);

test('industry and enterprise size: in the address, in a new tab, on reload and Back', async ({
  page,
  context,
}) => {
  await page.goto('/#/policyList');
  await expect(cards(page).first()).toBeVisible();

  const byIndustry = listAnswer(page, 'industry=E');
  await filter(page, '所属行业').selectOption('E');
  const building = await records(await byIndustry);
  expect(building.length).toBeGreaterThan(0);
  expect(building.every(fitsBuilding)).toBe(true);
  await expect(page).toHaveURL(/industry=E/);

  const bySize = listAnswer(page, 'enterpriseSize=large');
  await filter(page, '企业规模').selectOption('large');
  const large = await records(await bySize);
  expect(
    large.every((p) => p.eligibility.every((c) => c.kind !== 'size' || (c.anyOf ?? []).includes('large'))),
  ).toBe(true);
  await expect(page).toHaveURL(/enterpriseSize=large/);
  const shown = await cardIds(page);
  expect(shown).toEqual(large.map((p) => p.id));

  // the address alone reproduces the list in another tab
  const tab = await context.newPage();
  await tab.goto(page.url());
  await expect(filter(tab, '所属行业')).toHaveValue('E');
  await expect(filter(tab, '企业规模')).toHaveValue('large');
  expect(await cardIds(tab)).toEqual(shown);
  await tab.close();

  await page.reload();
  await expect(filter(page, '企业规模')).toHaveValue('large');
  expect(await cardIds(page)).toEqual(shown);
  await page.goBack();
  await expect(page).not.toHaveURL(/enterpriseSize/);
  await expect(filter(page, '企业规模')).toHaveValue('');
  await expect(filter(page, '所属行业')).toHaveValue('E');

  // a person's list has no industry or size: the rows go, and the address drops them
  await page.getByRole('group', { name: '政策类别' }).getByText('惠民政策').click();
  await expect(page).not.toHaveURL(/industry=/);
  await expect(page.getByRole('group', { name: '所属行业' })).toHaveCount(0);
});

test('offline, the filters and closing-soonest order work over the policies the device holds', async ({
  page,
  context,
}) => {
  const first = listAnswer(page, '/1/20');
  await openOnline(page, '/policyList?pageSize=20');
  const kept = await records(await first);
  const second = listAnswer(page, '/2/20');
  await page.getByRole('button', { name: '下一页' }).click();
  kept.push(...(await records(await second)));
  await expect(page).toHaveURL(/page=2/);

  await goOffline(page, context);
  await page.getByRole('group', { name: '排序方式' }).getByText('即将截止').click();
  await filter(page, '所属行业').selectOption('E');
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(page.getByTestId('stored-subset')).toContainText('仅为本设备已保存的部分政策');
  const expected = kept.filter(fitsBuilding).sort(byClosing).slice(0, 20);
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: `本设备保存的政策中符合条件的共 ${kept.filter(fitsBuilding).length} 条`,
    }),
  ).toBeVisible();
  expect(await cardIds(page)).toEqual(expected.map((p) => p.id));

  // nothing on the device fits: said, never a blank list
  await page.goto(
    `${page.url().split('#')[0]}#/policyList?pageSize=20&department=${encodeURIComponent('不存在的部门')}`,
  );
  await expect(page.getByTestId('stored-none')).toBeVisible();
  await context.setOffline(false);
});
