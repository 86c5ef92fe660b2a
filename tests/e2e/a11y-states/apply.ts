// Applying, matching and consulting: the states their journeys reach that the visual suite's screens do not show.
import type { A11yState } from './state';
import { demo, injectFault, expect } from '../support/fixtures';
import { loginAs, loginAndOpen } from '../support/login';
import { PNG } from '../support/apply';
import { lockerWithDocuments } from '../support/locker';
import { fillPhone, openCaptcha, openConsult } from '../support/consult';
import { fillEveryQuestion, recordAnswersAndOpen } from '../support/questionnaire';

const item = (page: import('@playwright/test').Page) => page.locator('li:has([data-policy-id])');

export const states: A11yState[] = [
  {
    name: 'logout asks first about an unsent application draft',
    reach: async (page) => {
      await loginAndOpen(page, 'person', '/#/applyPolicy?id=p-0005');
      await page.getByLabel('申报说明').fill('本人首次创业，尚未写完');
      await expect(page.getByTestId('draft-saved')).toBeVisible();
      await page.getByRole('button', { name: /用户菜单/ }).click();
      await page.getByRole('menuitem', { name: '退出登录' }).click();
      await expect(page.getByRole('dialog', { name: '有未提交的申报草稿' })).toContainText('一次性创业补贴');
    },
  },
  {
    name: 'the application form’s 从我的材料选择 picker, an expired document not selectable',
    reach: async (page) => {
      await lockerWithDocuments(page);
      await page.goto('/#/applyPolicy?id=p-0001');
      await page.getByTestId('locker-pick-1').click();
      const picker = page.getByRole('dialog', { name: '从我的材料选择' });
      await expect(picker.locator('[data-testid="picker-document"][data-expired]')).toHaveCount(1);
    },
  },
  {
    name: 'a policy detail refusing an applicant of another county',
    reach: async (page) => {
      await loginAndOpen(page, 'person', '/#/policyDetail?id=p-0230&isApply=true&applySubject=2');
      await expect(page.getByTestId('eligibility').first().locator('[data-status="notMet"]')).toBeVisible();
    },
  },
  {
    name: 'the application form with an upload in progress',
    reach: async (page) => {
      await loginAndOpen(page, 'person', '/#/applyPolicy?id=p-0005');
      await injectFault(page, { path: '/api/manage/gj/v1/pcUser/apply/file', delayMs: 60_000, times: 1 });
      await page
        .getByTestId('material-input-0')
        .setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.locator('[data-testid="material-file"][data-state="uploading"]')).toHaveCount(1);
    },
  },
  {
    name: 'a returned application with its history and the correction form open',
    reach: async (page) => {
      // the account's seed applications are made when its list is first read
      await loginAndOpen(page, 'person', '/#/enterprise/myApply', '我的申报');
      const list = await demo<{ id: string; status: string; accountId: string }[]>(page, 'applications');
      const returned = list.find((a) => a.status === 'returned' && a.accountId === 'u-person-1');
      await page.goto(`/#/applyDetail?id=${returned!.id}`);
      await expect(page.getByTestId('history')).toBeVisible();
      await page.getByTestId('start-correction').click();
      await expect(page.getByTestId('correction-form').getByTestId('material-file').first()).toBeVisible();
    },
  },
  {
    name: 'the questionnaire page for a visitor, on its not-matched list',
    reach: async (page) => {
      await page.goto('/#/questionnaire');
      await page.getByRole('tab', { name: /未匹配/ }).click();
      await expect(item(page).first()).toBeVisible();
    },
  },
  {
    name: 'the questionnaire answered, its submit confirmation open',
    reach: async (page) => {
      await loginAs(page, 'person', '/#/questionnaire');
      await fillEveryQuestion(page);
      await page.getByRole('button', { name: '确认并立即匹配' }).click();
      await expect(page.getByRole('dialog', { name: '提交确认' })).toBeVisible();
    },
  },
  {
    name: 'the questionnaire refused: nothing answered, said at the first and the last question',
    reach: async (page) => {
      await loginAs(page, 'person');
      await recordAnswersAndOpen(page, { startup: '1' });
      await page.getByTestId('question-startup').getByRole('checkbox').first().uncheck();
      await page.getByRole('button', { name: '确认并立即匹配' }).click();
      await expect(page.getByTestId('question-ageRange').getByText('请至少回答一道题')).toBeVisible();
      await expect(page.getByTestId('question-insurance').getByText('请选择最后一题')).toBeVisible();
    },
  },
  {
    name: 'the questionnaire records dialog',
    reach: async (page) => {
      await loginAs(page, 'person');
      await recordAnswersAndOpen(page);
      await page.getByRole('button', { name: '问卷记录' }).click();
      await expect(page.getByRole('dialog', { name: '问卷记录' }).getByText(/提交时间：/)).toBeVisible();
    },
  },
  {
    name: 'a person’s not-matched policy with its explanation open',
    reach: async (page) => {
      await loginAs(page, 'person');
      await recordAnswersAndOpen(page);
      await page.getByRole('tab', { name: /未匹配/ }).click();
      const first = item(page).first();
      await first.getByRole('button', { name: '为什么是这个结果' }).click();
      await expect(first.locator('[data-kind="area"]')).toBeVisible();
    },
  },
  {
    name: 'enterprise matching on an incomplete profile, a possible match explained',
    reach: async (page) => {
      await loginAs(page, 'enterpriseIncomplete', '/#/enterpriseMatching');
      await expect(page.getByTestId('missing-note')).toBeVisible();
      await page.getByRole('tab', { name: /可能匹配/ }).click();
      const first = item(page).first();
      await first.getByRole('button', { name: '为什么是这个结果' }).click();
      await expect(first.locator('[data-status="unanswered"]').first()).toBeVisible();
    },
  },
  {
    name: 'enterprise matching refusing a person',
    reach: async (page) => {
      await loginAs(page, 'person', '/#/enterpriseMatching');
      await expect(page.getByText('当前为个人账号，请使用企业账号登录')).toBeVisible();
    },
  },
  {
    name: 'the consultation form of a logged-in person with its problems shown',
    reach: async (page) => {
      await loginAs(page, 'person');
      const dialog = await openConsult(page);
      await fillPhone(dialog, '12345678901');
      await dialog.getByRole('button', { name: '提交咨询' }).click();
      await expect(dialog.getByText('请输入正确的联系电话')).toBeVisible();
    },
  },
  {
    name: 'the captcha dialog refusing a code of the wrong length',
    reach: async (page) => {
      await loginAs(page, 'person');
      const captcha = await openCaptcha(page, await openConsult(page));
      await captcha.getByRole('textbox', { name: '图形验证码' }).fill('ab');
      await captcha.getByRole('button', { name: '发送短信验证码' }).click();
      await expect(captcha.getByText('验证码位数不正确')).toBeVisible();
    },
  },
];
