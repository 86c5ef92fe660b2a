// The accessibility toolbar: keyboard-only use, AAA contrast, read-aloud and the spoken captcha (axe over its
// settings: tests/e2e/a11y-states/session.ts).
import type { Page } from '@playwright/test';
import { test, expect, demo, freshDemoForEachTest } from './support/fixtures';
import { loginAs } from './support/login';
import { fillPhone, openConsult } from './support/consult';
import { presetA11y, speechCalls, spoken, stubSpeech } from './a11y-support';

freshDemoForEachTest();

const html = (page: Page) => page.locator('html');
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Tabs forward until the focused element's text is `text`; returns how many stops it took. */
async function tabTo(page: Page, text: string, limit = 30): Promise<number> {
  for (let i = 1; i <= limit; i += 1) {
    await page.keyboard.press('Tab');
    if ((await focusedText(page)) === text) return i;
  }
  throw new Error(`"${text}" not reached in ${limit} tab stops`);
}

test('every toolbar control works by keyboard alone, and each change is announced', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#/indexHome');
  await expect(page.locator('article[data-policy-id]').first()).toBeVisible();
  await page.locator('body').focus();

  // 长辈模式 comes before the nav
  const elderStop = await tabTo(page, '长辈模式');
  const navStops = await page.evaluate(() => {
    const focusables = Array.from(document.querySelectorAll('a[href], button:not([disabled])'));
    const elder = focusables.findIndex((e) => e.textContent?.trim() === '长辈模式');
    const nav = focusables.findIndex((e) => e.closest('nav'));
    return { elder, nav };
  });
  expect(navStops.elder).toBeLessThan(navStops.nav);
  expect(elderStop).toBeLessThanOrEqual(4);
  const elder = page.getByRole('button', { name: '长辈模式' }).first();
  await page.keyboard.press('Space');
  await expect(elder).toHaveAttribute('aria-pressed', 'true');
  await expect(html(page)).toHaveAttribute('data-elder', 'on');
  await expect(page.getByTestId('a11y-announcer')).toHaveText('已开启长辈模式');
  await page.keyboard.press('Enter');
  await expect(elder).toHaveAttribute('aria-pressed', 'false');
  await expect(html(page)).not.toHaveAttribute('data-elder', /.*/);
  await expect(page.getByTestId('a11y-announcer')).toHaveText('已关闭长辈模式');

  // 无障碍 opens the tools; focus moves into them and stays there
  await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe('无障碍');
  await page.keyboard.press('Enter');
  const panel = page.getByRole('group', { name: '无障碍工具' });
  await expect(panel).toBeVisible();

  // text size: four steps
  for (const [label, step] of [
    ['112.5%', '1'],
    ['125%', '2'],
    ['150%', '3'],
    ['100%', '0'],
  ] as const) {
    await tabTo(page, label, 12);
    await page.keyboard.press('Enter');
    await expect(html(page)).toHaveAttribute('data-text', step);
    await expect(panel.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('a11y-announcer')).toHaveText(`文字大小：${label}`);
  }
  await page.keyboard.press('Enter');
  await tabTo(page, '125%', 12);
  await page.keyboard.press('Space');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');

  await tabTo(page, '高对比度', 12);
  await page.keyboard.press('Space');
  await expect(html(page)).toHaveAttribute('data-contrast', 'high');
  await expect(page.getByTestId('a11y-announcer')).toHaveText('已开启高对比度');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(0, 0, 0)');

  await tabTo(page, '大鼠标', 12);
  await page.keyboard.press('Enter');
  await expect(html(page)).toHaveAttribute('data-pointer', 'large');
  expect(await page.evaluate(() => getComputedStyle(document.body).cursor)).toMatch(
    /^url\("data:image\/svg\+xml/,
  );

  await tabTo(page, '阅读辅助线', 12);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: '阅读辅助线' })).toHaveAttribute('aria-pressed', 'true');
  // the guide follows the focus
  await page.keyboard.press('Tab');
  const guide = page.getByTestId('reading-guide');
  await expect(guide).toHaveAttribute('aria-hidden', 'true');
  const focusBottom = await page.evaluate(() => document.activeElement!.getBoundingClientRect().bottom);
  const guideTop = await guide.evaluate((e) => parseFloat((e as HTMLElement).style.top));
  expect(Math.abs(guideTop - focusBottom - 2)).toBeLessThan(1);

  // the choices are the device's: they survive a reload
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-contrast', 'high');
  await expect(html(page)).toHaveAttribute('data-text', '2');
  await expect(html(page)).toHaveAttribute('data-pointer', 'large');

  // 恢复默认 by keyboard
  await page.locator('body').focus();
  await tabTo(page, '无障碍');
  await page.keyboard.press('Enter');
  await tabTo(page, '恢复默认', 15);
  await page.keyboard.press('Enter');
  await expect(html(page)).toHaveAttribute('data-text', '0');
  await expect(html(page)).not.toHaveAttribute('data-contrast', /.*/);
});

test('high contrast: body text meets WCAG AAA (≥ 7:1) against what is behind it', async ({ page }) => {
  await presetA11y(page, { contrast: true });
  await page.goto('/#/policyList');
  const card = page.locator('article[data-policy-id]').first();
  await expect(card).toBeVisible();
  const ratios = await page.evaluate(() => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    const background = (el: Element | null): number[] => {
      for (let e = el; e; e = e.parentElement) {
        const c = rgb(getComputedStyle(e).backgroundColor);
        if (c.length === 3 || (c.length === 4 && c[3]! > 0.99)) return c.slice(0, 3);
      }
      return [255, 255, 255];
    };
    const els = Array.from(
      document.querySelectorAll(
        'main p, main h1, main h2, main h3, main a, main span, header a, header button, footer p, footer a',
      ),
    )
      .filter((e) => Array.from(e.childNodes).some((n) => n.nodeType === 3 && n.textContent!.trim()))
      .filter((e) => e.getBoundingClientRect().width > 0);
    return els.slice(0, 60).map((e) => {
      const fg = lum(rgb(getComputedStyle(e).color));
      const bg = lum(background(e));
      const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
      return { text: e.textContent!.trim().slice(0, 20), ratio: Math.round(ratio * 100) / 100 };
    });
  });
  expect(ratios.length).toBeGreaterThan(15);
  expect(ratios.filter((r) => r.ratio < 7)).toEqual([]);
});

test('read-aloud reads the focused element or the selection in zh-CN, with pause, resume and stop', async ({
  page,
}) => {
  await stubSpeech(page, ['en-US', 'zh-CN']);
  await page.goto('/#/policyList');
  const firstTitle = page.locator('article[data-policy-id]').first().getByRole('link').first();
  await expect(firstTitle).toBeVisible();
  await firstTitle.focus();
  const expected = (await firstTitle.innerText()).replace(/\s+/g, ' ').trim();

  await page.getByRole('button', { name: '无障碍' }).first().click();
  await page.getByRole('button', { name: '朗读' }).click();
  await expect
    .poll(() => spoken(page))
    .toEqual([{ text: expected, lang: 'zh-CN', rate: 1, voice: 'stub zh-CN' }]);
  await page.getByRole('button', { name: '暂停' }).click();
  await page.getByRole('button', { name: '继续' }).click();
  await page.getByRole('button', { name: '停止' }).click();
  expect((await speechCalls(page)).slice(-3)).toEqual(['pause', 'resume', 'cancel']);

  // selected text wins when it was chosen last
  await page.keyboard.press('Escape');
  const heading = page.getByRole('heading', { level: 1 }).first();
  const selected = await heading.evaluate((h) => {
    const range = document.createRange();
    range.selectNodeContents(h);
    const sel = document.getSelection()!;
    sel.removeAllRanges();
    sel.addRange(range);
    return sel.toString().trim();
  });
  await page.getByRole('button', { name: '无障碍' }).first().click();
  await page.getByRole('button', { name: '朗读' }).click();
  await expect.poll(async () => (await spoken(page)).at(-1)?.text).toBe(selected);
});

test('语音播报验证码 plays the captcha as sound in the dialog, with the 5 s rule', async ({ page }) => {
  // the 5 s between playbacks is counted on the page's clock: its Date is held still while the sound plays
  await page.clock.install();
  await presetA11y(page, { elder: true });
  await loginAs(page, 'person');
  const dialog = await openConsult(page);
  await fillPhone(dialog, '13912345678');
  const captchaLoaded = page.waitForResponse((r) => r.url().includes('/gjSms/captchaImage'));
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  const captcha = page.getByRole('dialog', { name: '图形验证码' });
  await expect(captcha).toBeVisible();
  const { uuid } = ((await (await captchaLoaded).json()) as { data: { uuid: string } }).data;
  const { text } = await demo<{ text: string }>(page, `captcha?uuid=${uuid}`);
  expect(text).toHaveLength(4);

  const sound = page.waitForResponse((r) => r.url().includes('/gjSms/captchaAudio'));
  await page.clock.setFixedTime(await page.evaluate(() => Date.now()));
  await captcha.getByRole('button', { name: '语音播报验证码' }).click();
  const answer = await sound;
  expect(answer.headers()['content-type']).toMatch(/^audio\/wav/);
  const body = (await answer.body()).toString('latin1');
  expect(body.includes(text)).toBe(false);
  // the sound plays in the dialog: its player runs through seconds of audio
  const player = captcha.getByTestId('captcha-audio-player');
  await expect
    .poll(() => player.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 8000 })
    .toBeGreaterThan(0.5);
  expect(await player.evaluate((a: HTMLAudioElement) => a.duration)).toBeGreaterThan(2.5);
  await expect(captcha.getByRole('alert')).toHaveCount(0);

  // a second playback at once is refused like 换一张
  await captcha.getByRole('button', { name: '语音播报验证码' }).click();
  await expect(captcha.getByText('刷新太过频繁，请稍后重试')).toBeVisible();
});

test('on a phone the toolbar is in the menu drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/indexHome');
  await page.getByRole('button', { name: '打开导航菜单' }).click();
  const drawer = page.getByRole('dialog');
  const elder = drawer.getByRole('button', { name: '长辈模式' });
  await expect(elder).toHaveAttribute('aria-pressed', 'false');
  await elder.click();
  await expect(elder).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-elder', 'on');
  await expect(drawer.getByRole('button', { name: '无障碍' })).toBeVisible();
});
