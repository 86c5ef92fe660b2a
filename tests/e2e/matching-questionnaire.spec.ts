// The questionnaire answered by clicking, once (other journeys record answers the fast way,
// tests/e2e/support/questionnaire.ts): one question at a time, the checks, the submit, the 3 s wait on the
// page's clock, the refreshed precise matches and the records.
import type { Page } from '@playwright/test';
import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { loginAs } from './support/login';

freshDemoForEachTest();

const questions = (page: Page) => page.locator('fieldset[data-testid^="question-"]');

test('a person answers one question at a time, confirms, and sees the precise tab refreshed after 3 s', async ({
  page,
}) => {
  await page.clock.install();
  await loginAs(page, 'person', '/#/questionnaire');
  await expect(page).toHaveURL(/#\/questionnaire/);
  await expect(page.getByRole('radio', { name: '最热' })).toHaveCount(0);
  await expect(questions(page)).toHaveCount(1);

  // the next question appears only once the current one is answered
  await page.getByRole('button', { name: '下一题' }).click();
  await expect(questions(page).first().getByText('请先回答本题，再进入下一题')).toBeVisible();
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
  // said at the question, which takes the focus (the form mechanism every form shares)
  await expect(last.getByText('请选择最后一题')).toBeVisible();
  await expect(last.getByRole('checkbox').first()).toBeFocused();
  await last.getByRole('checkbox').nth(2).check();
  await last.getByRole('checkbox').nth(0).check();

  await confirm.click();
  const dialog = page.getByRole('dialog', { name: '提交确认' });
  await expect(dialog.getByText('是否提交问卷信息？')).toBeVisible();
  const submitted = page.waitForRequest((r) => r.url().includes('/formSubmit'));
  await dialog.getByRole('button', { name: '确定' }).click();
  const body = (await submitted).postDataJSON() as { jsonData: string };
  const answers = JSON.parse(body.jsonData) as Record<string, string>;
  expect(Object.keys(answers)).toHaveLength(total);
  expect(answers.ageRange).toBe('2');
  // multiple choices are 1-based positions joined by comma
  expect(answers.startup).toBe('1,3');
  expect(answers.insurance).toBe('1,3');

  // the results refresh 3 s after the submit (on the page's clock; the wait's length is a unit test's,
  // tests/features/matching/post-submit-refresh.test.tsx)
  await expect(page.getByText('问卷已提交，正在为您匹配政策，请稍候…')).toBeVisible();
  const summaryCall = page.waitForResponse((r) => r.url().includes('policyMatchingResult'));
  await page.clock.runFor(3000);
  const summaryResponse = await summaryCall;
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
});
