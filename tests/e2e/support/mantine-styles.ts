import type { Page } from '@playwright/test';

/**
 * Mantine classes on the page that no loaded stylesheet defines: a component rendered without its sheet (a first screen
 * carries only the sheets in src/app/mantine-styles.ts; the others arrive with src/app/mantine-styles-later.ts or with
 * the dialog that needs them). Named by the component's static class where it has one.
 */
export async function unstyledMantine(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const defined = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        const selector = (rule as CSSStyleRule).selectorText;
        if (selector) for (const m of selector.matchAll(/\.(m_[0-9a-f]{8})\b/g)) defined.add(m[1]!);
        const inner = (rule as CSSGroupingRule).cssRules;
        if (inner) walk(inner);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const missing = new Map<string, string>();
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('[class*="m_"]'))) {
      for (const c of Array.from(el.classList)) {
        if (!/^m_[0-9a-f]{8}$/.test(c) || defined.has(c) || missing.has(c)) continue;
        const named = Array.from(el.classList).find((n) => n.startsWith('mantine-'));
        missing.set(c, `${c} (${named ?? el.tagName.toLowerCase()})`);
      }
    }
    return [...missing.values()];
  });
}
