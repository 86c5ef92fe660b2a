// The first render builds only the policy cards that can show below where a screen's cards start at the least
// (src/features/policy/card/cards-top.ts); the rest come a task after the first paint. If the screen's layout
// moved the cards above that floor, the first paint would show an empty place where a card belongs: this checks
// each floor in the real layout, in both languages, at phone and desktop sizes of each kind.
import { test, expect } from './support/fixtures';
import { HOME_CARDS_TOP, LIST_CARDS_TOP } from '../../src/features/policy/card/cards-top';

/** Mantine's sm breakpoint, where shared/ui/first-viewport switches from the phone floor to the wide one. */
const PHONE_BELOW_PX = 768;
const SIZES = [
  { width: 360, height: 640 },
  // the list's cards start highest at 700 px (500 px down), the home's from 600 to 700 px (753 px)
  { width: 700, height: 900 },
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
];
const SCREENS = [
  { name: '政策列表', path: '/#/policyList', top: LIST_CARDS_TOP },
  { name: '首页', path: '/#/indexHome', top: HOME_CARDS_TOP },
];

for (const lang of ['zh-CN', 'en'] as const) {
  test(`the policy cards start below each screen's floor (${lang})`, async ({ page }) => {
    await page.addInitScript((l) => {
      if (location.protocol.startsWith('http')) localStorage.setItem('portal.lang', l);
    }, lang);
    // where the cards (or the place held for them) start in the first render, as it replaces the page shell
    await page.addInitScript(() => {
      const w = window as unknown as { __firstTop?: number };
      new MutationObserver((_, observer) => {
        if (document.querySelector('.boot')) return;
        const first = document.querySelector('article[data-policy-id], [data-cards-pending]');
        if (!first) return;
        w.__firstTop = first.getBoundingClientRect().top + window.scrollY;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const screen of SCREENS) {
        // a load of its own each time: the first render is what is measured (a hash move renders no first screen)
        await page.goto('about:blank');
        await page.goto(screen.path);
        const card = page.locator('article[data-policy-id]').first();
        await expect(card).toBeVisible();
        // every card is there and the page has settled (the placeholder gone, the filters and entries drawn)
        await expect(page.locator('[data-cards-pending]')).toHaveCount(0);
        const top = await card.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
        const firstTop = await page.evaluate(() => (window as unknown as { __firstTop?: number }).__firstTop);
        const floor = size.width < PHONE_BELOW_PX ? screen.top.phone : screen.top.wide;
        const where = `${screen.name} at ${size.width}×${size.height}`;
        expect(firstTop, `${where}, first render`).toBeGreaterThanOrEqual(floor);
        expect(top, where).toBeGreaterThanOrEqual(floor);
      }
    }
  });
}
