// Every screen of the manifest, in Chinese and in English, logged in as an enterprise (so the user centre's
// screens show): no message key shows raw (a later room the catalogue did not await would show one), and the
// quick-match dialog, whose words now arrive with it (withMessages(['matching'])), photographed at both sizes.
import { test, expect } from '../e2e/support/fixtures';
import { loginAs } from '../e2e/support/login';
import { SCREENS, type ScreenEntry } from '../../src/shared/config/screens';
import { zhAll } from '../../src/shared/i18n/catalogue-zh-all';
import { shotPath } from './shots';

// the screens an enterprise may open (the person-only ones send it away)
const ADDRESSES = (SCREENS as readonly ScreenEntry[])
  .filter((s) => s.path !== '/' && s.path !== '/enterprise/' && s.layout !== 'transit')
  .filter((s) => !s.centre || s.centre.kinds.includes(2))
  .map((s) => `${s.path.slice(1)}${s.sample ?? ''}`);
const KEYS = Object.keys(zhAll);

for (const lang of ['zh', 'en'] as const)
  test(`no raw message key on any screen, ${lang}`, async ({ page }) => {
    test.setTimeout(300_000);
    await loginAs(page, 'enterprise');
    if (lang === 'en') {
      await page.evaluate(() => localStorage.setItem('portal.lang', 'en'));
      await page.reload();
    }
    for (const route of ADDRESSES) {
      await page.goto(`/#/${route}`);
      await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
      const text = await page.locator('body').innerText();
      expect(
        KEYS.filter((key) => text.includes(key)),
        route,
      ).toEqual([]);
    }
    for (const size of [
      { name: 'phone', width: 390, height: 844 },
      { name: 'desktop', width: 1366, height: 768 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/#/indexHome');
      await page.reload();
      const name = lang === 'en' ? 'Quick match' : '快速匹配';
      const opener = page.getByRole('button', { name, exact: true });
      // on a phone the tools fold into one button in the header
      if (size.name === 'phone') await page.locator('[aria-controls="floating-tools-list"]').click();
      await opener.click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      const text = await dialog.innerText();
      expect(KEYS.filter((key) => text.includes(key))).toEqual([]);
      await page.screenshot({ path: shotPath('words', `quick-match-${lang}-${size.name}`) });
      await page.keyboard.press('Escape');
    }
  });
