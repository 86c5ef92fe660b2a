// What a new user tripped over last, where it lives in the browser: the home search box shows where the focus is, and on a
// phone the floating tools list folds away when a tool's dialog opens (the focus returns to the tools button).
import { test, expect } from './support/fixtures';

const PHONE = { width: 390, height: 844 };

/** sRGB relative luminance of a CSS rgb()/rgba() colour (WCAG 2). */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

test('the home search box shows a visible focus indicator (WCAG 2.4.7, 1.4.11)', async ({ page }) => {
  await page.goto('/#/indexHome');
  const input = page.getByRole('textbox', { name: '搜索政策' });
  await expect(input).toBeVisible();
  const look = () =>
    input.evaluate((el) => {
      // the indicator may be drawn on the input or around the whole box (input and button)
      const box = el.closest('form') ?? el;
      const s = getComputedStyle(box);
      return {
        outline: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`,
        outlineStyle: s.outlineStyle,
        outlineWidth: parseFloat(s.outlineWidth),
        outlineColor: s.outlineColor,
        shadow: s.boxShadow,
        border: s.borderColor,
      };
    });
  const before = await look();
  // focused from the keyboard, as a keyboard user arrives at it
  await input.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(input).toBeFocused();
  // the search box's suggestion code arrives on its first focus and replaces the box: its look is read until that
  // has settled (a read that met the box being replaced sees a detached element, with no style at all)
  await expect(async () => {
    const after = await look();
    expect(after, 'the focused box differs from the unfocused one').not.toEqual(before);
    // an outline at least 2 px thick, 3:1 against the page behind the box (the band's light background)
    expect(after.outlineStyle).not.toBe('none');
    expect(after.outlineWidth).toBeGreaterThanOrEqual(2);
    expect(contrast(after.outlineColor, 'rgb(255, 250, 246)')).toBeGreaterThanOrEqual(3);
  }).toPass();
});

test('phone: choosing a tool folds the tools list; closing its dialog returns to the tools button', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/#/indexHome');
  const toggle = page.locator('[aria-controls="floating-tools-list"]');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const list = page.locator('#floating-tools-list');
  await expect(list).toBeVisible();
  await list.getByRole('button', { name: '快速匹配' }).click();
  const dialog = page.getByRole('dialog', { name: '快速匹配' });
  await expect(dialog).toBeVisible();
  // the list no longer stands open behind the dialog
  await expect(list).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // the focus is in the dialog
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeFocused();
});
