import { test, expect } from './support/fixtures';

// A room read as a module renders (the saved searches' words, src/shared/i18n/room-words.ts) is in the language
// shown: its English is a chunk of its own that a zh-CN visit never asks for, that a switch to English awaits
// before the screen changes, and that a visit starting in English has before the bar shows.
const ENGLISH_WORDS = /\/assets\/saved-searches-[\w-]{8}\.js$/;

test('the saved searches bar speaks the language shown; a zh-CN visit never downloads its English', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (ENGLISH_WORDS.test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  await page.goto('/#/policyList');
  await expect(page.getByRole('button', { name: '保存此搜索' })).toBeVisible();
  await expect(page.locator('article[data-policy-id]').first()).toBeVisible();
  expect(asked).toEqual([]);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Save this search' })).toBeVisible();
  expect(asked).toHaveLength(1);
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('button', { name: '保存此搜索' })).toBeVisible();

  await page.evaluate(() => localStorage.setItem('portal.lang', 'en'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save this search' })).toBeVisible();
  await expect(page.getByRole('button', { name: '保存此搜索' })).toHaveCount(0);
});
