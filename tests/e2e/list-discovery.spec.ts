import type { Page, Response } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { OFFLINE_BANNER, goOffline, visit } from './offline-support';
import { cardIds, openListOnline } from './support/policy-list';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

interface Item {
  id: string;
  applyTimeState: number;
  remainingDays: number;
  rewardMoney: number;
}

const listAnswer = (page: Page, part: string) =>
  page.waitForResponse((r: Response) => r.url().includes('nonFinancialPolicyPage') && r.url().includes(part));

const records = async (r: Response) => ((await r.json()) as { data: { records: Item[] } }).data.records;

test('closing soonest, open now and the amount filter: in the address, restored on reload and Back, and offline', async ({
  page,
  context,
}) => {
  await openListOnline(page);

  // sort by closing soonest: open policies first, fewest days left first
  const sorted = listAnswer(page, 'orderModel=4');
  await page.getByRole('group', { name: '排序方式' }).getByText('即将截止').click();
  const bySoonest = await records(await sorted);
  await expect(page).toHaveURL(/orderModel=4/);
  const open = bySoonest.filter((p) => p.applyTimeState === 1);
  expect(open.length).toBeGreaterThan(0);
  expect(bySoonest.slice(0, open.length).every((p) => p.applyTimeState === 1)).toBe(true);
  const days = open.map((p) => p.remainingDays);
  expect(days).toEqual([...days].sort((a, b) => a - b));

  // open for application now
  const opened = listAnswer(page, 'applyState=1');
  await page.getByRole('group', { name: '申报状态' }).getByText('正在申报').click();
  expect((await records(await opened)).every((p) => p.applyTimeState === 1)).toBe(true);
  await expect(page).toHaveURL(/applyState=1/);

  // reward between 10万 and 50万
  const banded = listAnswer(page, 'amountRange=3');
  await page.getByRole('group', { name: '奖补金额' }).getByRole('combobox').selectOption('3');
  const inBand = await records(await banded);
  expect(inBand.length).toBeGreaterThan(0);
  expect(
    inBand.every((p) => p.rewardMoney > 100_000 && p.rewardMoney <= 500_000 && p.applyTimeState === 1),
  ).toBe(true);
  await expect(page).toHaveURL(/amountRange=3/);
  const shown = await cardIds(page);
  expect(shown).toEqual(inBand.map((p) => p.id));

  // reload keeps all three
  await page.reload();
  await expect(page.getByRole('group', { name: '奖补金额' }).getByRole('combobox')).toHaveValue('3');
  await expect(page.getByRole('radio', { name: '即将截止' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '正在申报' })).toBeChecked();
  expect(await cardIds(page)).toEqual(shown);

  // Back undoes the last filter
  await page.goBack();
  await expect(page).not.toHaveURL(/amountRange/);
  await expect(page.getByRole('group', { name: '奖补金额' }).getByRole('combobox')).toHaveValue('');
  await expect(page.getByRole('radio', { name: '正在申报' })).toBeChecked();
  await page.goForward();
  await expect(page.getByRole('group', { name: '奖补金额' }).getByRole('combobox')).toHaveValue('3');
  expect(await cardIds(page)).toEqual(shown);

  // offline, the same filtered and sorted page comes from the device
  await goOffline(page, context);
  await page.reload();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  expect(await cardIds(page)).toEqual(shown);
  await visit(page, '/indexHome');
  await page.goBack();
  await expect(page).toHaveURL(/amountRange=3/);
  expect(await cardIds(page)).toEqual(shown);
  await context.setOffline(false);
});
