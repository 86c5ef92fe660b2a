// What a new user tripped over in the layout: the confirm before a binding application, the questionnaire's
// results in view, floating controls that cover nothing, the ads. Screenshots for review go to SHOTS_DIR.
import type { Locator, Page } from '@playwright/test';
import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { loginAndOpen } from './support/login';
import { applicationsOf, fillForm } from './support/apply';
import { answerAndMatch } from './support/questionnaire';
import { openCaptcha, openConsult } from './support/consult';
import { shotPath } from '../review/shots';

freshDemoForEachTest();

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const SIZES = { desktop: DESKTOP, phone: PHONE } as const;
/** A review screenshot of the state just checked, only when a reviewer asks for them (SHOTS_DIR). */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: shotPath('layout', name) });
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`${size}: 提交申报 shows what will be sent and asks before it goes; 返回修改 sends nothing`, async ({
    page,
  }) => {
    await loginAndOpen(page, 'enterprise', '/#/applyPolicy?id=p-0001');
    await page.setViewportSize(viewport);
    await expect(page.getByTestId('eligibility')).toBeVisible();
    const count = await fillForm(page);
    await expect(page.locator('[data-testid="material-file"][data-state="done"]')).toHaveCount(count);
    const submits: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/pcUser/apply/submit')) submits.push(r.method());
    });

    await page.getByTestId('submit-application').click();
    const dialog = page.getByRole('dialog', { name: '确认申报' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('row', { name: /申报政策/ })).toContainText('企业研发费用补助');
    await expect(dialog.getByRole('row', { name: /申报主体名称/ })).toContainText('泉州海丝智造');
    await expect(dialog.getByRole('row', { name: /联系人/ })).not.toBeEmpty();
    await expect(dialog.getByRole('row', { name: /联系电话/ })).toContainText(/1\d{10}/);
    const materials = dialog.getByTestId('apply-confirm-materials');
    await expect(materials).toContainText('证件照片1.png（1 KB）');
    if (count > 1) await expect(materials).toContainText('扫描件2.pdf（1 KB）');
    await expect(dialog.getByRole('button', { name: '确认提交' })).toBeFocused();
    await shot(page, `item5-apply-confirm-${size}`);

    await dialog.getByRole('button', { name: '返回修改' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('submit-application')).toBeFocused();
    expect(submits).toEqual([]);

    await page.getByTestId('submit-application').click();
    await dialog.getByRole('button', { name: '确认提交' }).click();
    await expect(page.getByTestId('apply-success')).toBeVisible();
    expect(submits).toEqual(['POST']);
    expect(await applicationsOf(page, 'p-0001')).toHaveLength(1);
  });
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`${size}: after 确认并立即匹配 → 确定 the precise matches are in view and the focus is on their heading`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginAndOpen(page, 'person', '/#/indexHome');
    await page.setViewportSize(viewport);
    await page.getByRole('tab', { name: '惠民政策' }).click();
    await page.getByRole('button', { name: '政策匹配' }).first().click();
    const dialog = page.getByRole('dialog', { name: /政策匹配/ });
    await expect(dialog).toBeVisible();
    if (size === 'phone') await dialog.getByRole('button', { name: '填写或修改匹配问卷' }).click();
    await expect(
      dialog.locator('fieldset[data-testid^="question-"]').first().getByRole('radio').first(),
    ).toBeVisible();
    await answerAndMatch(page);
    const heading = dialog.getByRole('heading', { name: '匹配结果' });
    await expect(heading).toBeFocused();
    await expect(dialog.getByRole('tab', { name: /精准匹配/ })).toHaveAttribute('aria-selected', 'true');
    const first = dialog.locator('[data-policy-id]').first();
    await expect(first).toBeVisible();
    // the heading sits in the upper half of the screen, the first match below it on the same screen
    const headingTop = await heading.evaluate((el) => el.getBoundingClientRect().top);
    // not under the dialog's own title bar either
    const titleBar = await dialog
      .locator('header')
      .first()
      .evaluate((el) => el.getBoundingClientRect().bottom);
    expect(headingTop).toBeGreaterThanOrEqual(titleBar);
    expect(headingTop).toBeLessThan(viewport.height / 2);
    const firstTop = await first.evaluate((el) => el.getBoundingClientRect().top);
    expect(firstTop).toBeGreaterThan(headingTop);
    expect(firstTop + 40).toBeLessThan(viewport.height);
    await shot(page, `item7-matched-${size}`);
  });
}

/** Elements of the page with words of their own that the box of `control` overlaps. */
async function textUnder(page: Page, control: Locator): Promise<string[]> {
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not laid out');
  return page.evaluate((b) => {
    const hits: string[] = [];
    const walker = document.createTreeWalker(
      document.querySelector('main') ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width === 0 || r.height === 0) continue;
        const overlaps = r.left < b.x + b.width && r.right > b.x && r.top < b.y + b.height && r.bottom > b.y;
        if (overlaps) hits.push(node.textContent.trim().slice(0, 20));
      }
    }
    return hits;
  }, box);
}

const PHONE_SCREENS = [
  { name: 'list', path: '/#/policyList', login: null, ready: 'article[data-policy-id]' },
  { name: 'home', path: '/#/indexHome', login: null, ready: 'article[data-policy-id]' },
  {
    name: 'matching',
    path: '/#/questionnaire',
    login: 'person',
    ready: 'fieldset[data-testid^="question-"]',
  },
  { name: 'centre', path: '/#/enterprise/personInfo', login: 'person', ready: 'main h1, main h2' },
] as const;

for (const screen of PHONE_SCREENS) {
  test(`phone: the floating tools' button covers no words on ${screen.name}, at the top and scrolled`, async ({
    page,
  }) => {
    if (screen.login) await loginAndOpen(page, screen.login, screen.path);
    await page.setViewportSize(PHONE);
    await page.goto(screen.path);
    await expect(page.locator(screen.ready).first()).toBeVisible({ timeout: 15_000 });
    const button = page.getByRole('button', { name: /便捷服务/ });
    await expect(button).toBeVisible();
    expect(await textUnder(page, button)).toEqual([]);
    await shot(page, `item8-${screen.name}-phone`);
    // half a screen down and at the end: the page's words never pass under it
    for (const y of [422, 100_000]) {
      await page.evaluate((top) => window.scrollTo({ top }), y);
      if (await button.isVisible()) expect(await textUnder(page, button)).toEqual([]);
    }
    // unfolded, the tools are at hand
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await button.click();
    await expect(page.locator('#floating-tools-list').getByRole('button', { name: /^问卷/ })).toBeVisible();
  });
}

test('turning to phone width and back keeps the consultation form and the captcha open over it', async ({
  page,
}) => {
  await loginAndOpen(page, 'person', '/#/indexHome');
  await page.setViewportSize(DESKTOP);
  const dialog = await openConsult(page);
  await dialog.getByLabel('咨询内容').fill('企业研发费用补助的申报材料需要盖章吗？');
  const captcha = await openCaptcha(page, dialog);
  await captcha.getByRole('textbox', { name: '图形验证码' }).fill('ab');
  // the tools rail moves into the phone's header: the dialogs it opened stay as they were
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('button', { name: /便捷服务/ })).toBeVisible();
  await expect(captcha.getByRole('textbox', { name: '图形验证码' })).toHaveValue('ab');
  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('button', { name: /便捷服务/ })).toBeHidden();
  await captcha.getByRole('button', { name: '取消' }).click();
  await expect(dialog.getByLabel('联系电话')).toHaveValue('13912345678');
  await expect(dialog.getByLabel('咨询内容')).toHaveValue('企业研发费用补助的申报材料需要盖章吗？');
});

test('phone: the matching dialog’s tabs fit its width, 未匹配 with its whole count', async ({ page }) => {
  await loginAndOpen(page, 'person', '/#/indexHome');
  await page.setViewportSize(PHONE);
  await page.getByRole('tab', { name: '惠民政策' }).click();
  await page.getByRole('button', { name: '政策匹配' }).first().click();
  const dialog = page.getByRole('dialog', { name: /政策匹配/ });
  const tabs = dialog.getByRole('tablist', { name: /./ });
  await expect(dialog.getByTestId('count-3')).toBeVisible({ timeout: 15_000 });
  const fits = await tabs.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits).toBe(true);
  const [list, count] = await Promise.all([tabs.boundingBox(), dialog.getByTestId('count-3').boundingBox()]);
  expect(count!.x + count!.width).toBeLessThanOrEqual(list!.x + list!.width);
  await shot(page, 'item8-matching-tabs-phone');
});

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const screen of [
    { name: 'home', path: '/#/indexHome' },
    { name: 'list', path: '/#/policyList' },
  ]) {
    test(`${size}: the ${screen.name} ad reads at its size and covers nothing`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(screen.path);
      await expect(page.locator('article[data-policy-id]').first()).toBeVisible({ timeout: 15_000 });
      const ad = page.getByTestId('floating-ad');
      await ad.scrollIntoViewIfNeeded();
      const title = ad
        .getByRole('group', { name: /第 1 条/ })
        .getByText(/./)
        .first();
      await expect(title).toBeVisible();
      // the banner's title as words of at least 14 px, and no control over the banner
      const fontSize = await title.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(fontSize).toBeGreaterThanOrEqual(14);
      const image = (await ad.locator('img').first().boundingBox())!;
      for (const control of await ad.getByRole('button').all()) {
        const name = (await control.getAttribute('aria-label')) ?? '';
        if (name.startsWith('关闭')) continue;
        const b = (await control.boundingBox())!;
        const over =
          b.x < image.x + image.width &&
          b.x + b.width > image.x &&
          b.y < image.y + image.height &&
          b.y + b.height > image.y;
        expect(over, `${name} sits over the banner`).toBe(false);
      }
      if (size === 'desktop') {
        // beside the content, in a column of its own, floating along as the page scrolls
        const box = (await ad.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(280);
        const firstCard = (await page.locator('article[data-policy-id]').first().boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(firstCard.x + firstCard.width);
        await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight / 2 }));
        await expect.poll(async () => (await ad.boundingBox())!.y).toBeGreaterThanOrEqual(0);
        const afterScroll = (await ad.boundingBox())!;
        expect(afterScroll.y).toBeLessThan(viewport.height);
      }
      await shot(page, `item14-${screen.name}-ad-${size}`);
    });
  }
}
