// Every main screen at 1366×768 and 390×844, in Chinese and English: a screenshot compared with its committed
// baseline (update on purpose: npm run test:visual:update), then what the screenshot cannot say by itself:
// English screens carry no portal-formatted Chinese, server-sent Chinese is marked lang="zh-CN", a phone
// never scrolls sideways, no date/phone/amount wraps, and axe finds nothing serious.
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/support/fixtures';
import { expectNoSeriousAxeViolations } from '../e2e/support/axe';
import { unstyledMantine } from '../e2e/support/mantine-styles';
import { openScreen, SCREENS, unstable, VIEWPORTS, type ViewportName, type VisualLang } from './support';

const LANGS: VisualLang[] = ['zh-CN', 'en'];

// each test opens its screen from the seed on its worker's own demo API: spread them over the workers
test.describe.configure({ mode: 'parallel' });

/** Chinese text outside any element marked lang="zh-CN" (the page's own words must be English). */
async function unmarkedChinese(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !/[\u3400-\u9fff\uff1a]/.test(text)) continue;
      if (parent.closest('script, style, noscript')) continue;
      if (parent.closest('[lang]')?.getAttribute('lang') === 'zh-CN') continue;
      found.push(text.trim().slice(0, 60));
    }
    return found;
  });
}

/** The portal's own formatting in English: no 万, 亿, 元 or 至 outside server-sent (lang="zh-CN") text. */
async function chineseUnits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('[lang="zh-CN"], script, style').forEach((e) => e.remove());
    return (clone.textContent ?? '').match(/.{0,12}[万亿元至].{0,12}/g) ?? [];
  });
}

/** Values marked data-nowrap that take more than one line box, and the page's sideways overflow. */
async function phoneLayout(page: Page): Promise<{ overflow: number; wrapped: string[] }> {
  return page.evaluate(() => {
    const wrapped = Array.from(document.querySelectorAll<HTMLElement>('[data-nowrap]'))
      .filter((e) => e.offsetParent !== null && e.getClientRects().length !== 1)
      .map((e) => e.textContent ?? '');
    return { overflow: document.documentElement.scrollWidth - window.innerWidth, wrapped };
  });
}

for (const vp of Object.keys(VIEWPORTS) as ViewportName[]) {
  test.describe(vp, () => {
    test.use({ viewport: VIEWPORTS[vp] });
    for (const screen of SCREENS) {
      // one page per screen and size: the Chinese screen, then the English one reloaded in the same page
      test(screen.name, async ({ page }) => {
        for (const [i, lang] of LANGS.entries()) {
          await test.step(lang, async () => {
            await openScreen(page, screen, lang, { again: i > 0 });
            await expect(page).toHaveScreenshot(`${screen.name}-${vp}-${lang}.png`, { mask: unstable(page) });

            expect
              .soft(await unstyledMantine(page), 'Mantine components without their stylesheet')
              .toEqual([]);
            if (lang === 'en') {
              expect.soft(await chineseUnits(page), 'portal-formatted 万/亿/元/至 in English').toEqual([]);
              expect.soft(await unmarkedChinese(page), 'Chinese text not marked lang="zh-CN"').toEqual([]);
            }
            if (vp === 'phone') {
              const layout = await phoneLayout(page);
              expect.soft(layout.overflow, 'page scrolls sideways by (px)').toBeLessThanOrEqual(0);
              expect.soft(layout.wrapped, 'values that must not wrap').toEqual([]);
            }
            // axe once per screen at each size, the two sizes in different languages (contrast and structure
            // do not change with the words; the English phone also proves lang marking and wrapping)
            if ((vp === 'desktop') === (lang === 'zh-CN')) await expectNoSeriousAxeViolations(page);
          });
        }
      });
    }
  });
}
