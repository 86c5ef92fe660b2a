import type { Page } from '@playwright/test';
import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { loginAs } from './support/login';
import { expectNoSeriousAxeViolations } from './support/axe';

freshDemoForEachTest();

const questions = (page: Page) => page.locator('fieldset[data-testid^="question-"]');

test('a visitor is asked to log in and can browse the not-matched list with a sort choice', async ({
  page,
}) => {
  await page.goto('/#/questionnaire');
  await expect(page.getByRole('heading', { level: 1, name: '惠民政策匹配问卷' })).toBeVisible();
  await expect(page.getByText('请先登录后再使用此功能')).toBeVisible();
  await expect(page.getByRole('button', { name: '个人登录' })).toBeVisible();
  await expect(questions(page)).toHaveCount(0);
  // the sort radio is shown to visitors only
  await expect(page.getByRole('radio', { name: '最热' })).toBeVisible();
  await page.getByRole('tab', { name: /未匹配/ }).click();
  await expect(page.locator('[data-policy-id]').first()).toBeVisible();
  const request = page.waitForRequest(
    (r) => r.url().includes('policyMatchingPage') && r.url().includes('orderModel=2'),
  );
  await page.getByRole('radio', { name: '最热' }).check();
  const url = new URL((await request).url());
  expect(url.searchParams.get('matchingModel')).toBe('3');
  expect(url.pathname).toMatch(/policyMatchingPage\/1\/10$/);
  await expectNoSeriousAxeViolations(page);
});

test('a person answers one question at a time, confirms, and sees the precise tab refreshed after 3 s', async ({
  page,
}) => {
  await loginAs(page, 'person', '/#/questionnaire');
  await expect(page).toHaveURL(/#\/questionnaire/);
  await expect(page.getByRole('radio', { name: '最热' })).toHaveCount(0);
  await expect(questions(page)).toHaveCount(1);

  // the next question appears only once the current one is answered
  await page.getByRole('button', { name: '下一题' }).click();
  await expect(page.getByText('请先回答本题，再进入下一题')).toBeVisible();
  await expect(questions(page)).toHaveCount(1);

  const total = 9;
  for (let i = 0; i < total; i += 1) {
    const card = questions(page).nth(i);
    const radios = card.getByRole('radio');
    if ((await radios.count()) > 0) await radios.nth(1).check();
    else {
      await card.getByRole('checkbox').nth(2).check();
      await card.getByRole('checkbox').nth(0).check();
    }
    if (i < total - 1) {
      await page.getByRole('button', { name: '下一题' }).click();
      await expect(questions(page)).toHaveCount(i + 2);
    }
  }
  await expect(page.getByRole('button', { name: '下一题' })).toHaveCount(0);
  const confirm = page.getByRole('button', { name: '确认并立即匹配' });

  // un-answering the last (multiple-choice) question is caught
  const last = questions(page).nth(total - 1);
  await last.getByRole('checkbox').nth(0).uncheck();
  await last.getByRole('checkbox').nth(2).uncheck();
  await confirm.click();
  await expect(page.getByText('请选择最后一题')).toBeVisible();
  await last.getByRole('checkbox').nth(2).check();
  await last.getByRole('checkbox').nth(0).check();

  await confirm.click();
  const dialog = page.getByRole('dialog', { name: '提交确认' });
  await expect(dialog.getByText('是否提交问卷信息？')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const submitted = page.waitForRequest((r) => r.url().includes('/formSubmit'));
  await dialog.getByRole('button', { name: '确定' }).click();
  const body = (await submitted).postDataJSON() as { jsonData: string };
  const answers = JSON.parse(body.jsonData) as Record<string, string>;
  expect(Object.keys(answers)).toHaveLength(total);
  expect(answers.ageRange).toBe('2');
  // multiple choices are 1-based positions joined by comma
  expect(answers.startup).toBe('1,3');
  expect(answers.insurance).toBe('1,3');
  const submittedAt = Date.now();

  await expect(page.getByText('问卷已提交，正在为您匹配政策，请稍候…')).toBeVisible();
  const summaryResponse = await page.waitForResponse((r) => r.url().includes('policyMatchingResult'), {
    timeout: 10_000,
  });
  expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(2500);
  const summary = (
    (await summaryResponse.json()) as {
      data: { accurateCount: number; probablyCount: number; mismatchingCount: number; queryTimes: number };
    }
  ).data;

  await expect(page.getByText('匹配完成，已为您切换到精准匹配结果')).toBeVisible();
  await expect(page.getByRole('tab', { name: /精准匹配/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('count-1')).toHaveText(String(summary.accurateCount));
  await expect(page.getByTestId('count-2')).toHaveText(String(summary.probablyCount));
  await expect(page.getByTestId('count-3')).toHaveText(String(summary.mismatchingCount));
  await expect(page.getByTestId('query-times')).toHaveText(String(summary.queryTimes));
  expect(summary.queryTimes).toBeGreaterThanOrEqual(1);
  expect(summary.accurateCount).toBeGreaterThan(0);
  await expect(page.locator('[data-policy-id]')).toHaveCount(Math.min(10, summary.accurateCount));
  await expect(page.getByRole('row', { name: /精准匹配/ })).toContainText(String(summary.accurateCount));

  await page.getByRole('button', { name: '问卷记录' }).click();
  const records = page.getByRole('dialog', { name: '问卷记录' });
  await expect(records.getByText(/提交时间：/)).toBeVisible();
  await expect(records.getByText('您的年龄段：18-35周岁')).toBeVisible();
  await expect(records.getByText(/您的创业情况（可多选）：首次创业、带动就业3人及以上/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('page size 15 asks the server for 15 per page', async ({ page }) => {
  await loginAs(page, 'person', '/#/questionnaire');
  await page.getByRole('tab', { name: /可能匹配/ }).click();
  await expect(page.locator('[data-policy-id]').first()).toBeVisible();
  const request = page.waitForRequest((r) => /policyMatchingPage\/1\/15\?/.test(r.url()));
  await page.getByRole('combobox', { name: '每页条数' }).selectOption('15');
  expect(new URL((await request).url()).searchParams.get('matchingModel')).toBe('2');
});

test('an enterprise login is refused matching', async ({ page }) => {
  await loginAs(page, 'enterprise', '/#/questionnaire');
  await expect(page.getByText('暂不支持企业匹配，请切换个人账号登录')).toBeVisible();
  await expect(questions(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: '切换个人账号' })).toBeVisible();
});
