// Shared steps of the 长辈模式 and accessibility-toolbar journeys.
import { type Page } from '@playwright/test';
import { expect } from './support/fixtures';

export const A11Y_KEY = 'portal.a11y';

/** Stores device settings before the app starts (as the toolbar would have on an earlier visit). */
export async function presetA11y(page: Page, settings: Record<string, unknown>): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('a11y-preset-done')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('a11y-preset-done', '1');
      }
    },
    [A11Y_KEY, JSON.stringify(settings)] as const,
  );
}

export interface TextMetric {
  text: string;
  fontSize: number;
  lineHeight: number;
}

/** Font size and line height of the visible text elements inside `scope` (CSS selector). */
export async function textMetrics(page: Page, scope: string): Promise<TextMetric[]> {
  return page.evaluate((sel) => {
    const out: { text: string; fontSize: number; lineHeight: number }[] = [];
    const roots = Array.from(document.querySelectorAll(sel));
    for (const root of roots) {
      for (const el of Array.from(root.querySelectorAll('p, li, label, td, a, h1, h2, h3, span'))) {
        const own = Array.from(el.childNodes).some(
          (n) => n.nodeType === 3 && n.textContent!.trim().length > 1,
        );
        const box = (el as HTMLElement).getBoundingClientRect();
        if (!own || box.width === 0 || box.height === 0) continue;
        const cs = getComputedStyle(el);
        if (cs.visibility === 'hidden' || el.closest('[aria-hidden="true"], .mantine-VisuallyHidden-root'))
          continue;
        const fontSize = parseFloat(cs.fontSize);
        const lh = cs.lineHeight === 'normal' ? fontSize * 1.2 : parseFloat(cs.lineHeight);
        const text = `${el.textContent!.trim().slice(0, 20)} <${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}>`;
        if (!out.some((o) => o.text === text)) out.push({ text, fontSize, lineHeight: lh });
      }
    }
    return out;
  }, scope);
}

/** Every text element measured is at least 18 px with a line height of at least 1.3× its size. */
export async function expectElderText(page: Page, scope: string, where: string): Promise<void> {
  const metrics = await textMetrics(page, scope);
  expect(metrics.length, `text measured on ${where}`).toBeGreaterThan(3);
  const small = metrics.filter((m) => m.fontSize < 18 - 0.01);
  const tight = metrics.filter((m) => m.lineHeight < m.fontSize * 1.3 - 0.01);
  expect(small, `text under 18 px on ${where}`).toEqual([]);
  expect(tight, `line height under 1.3× on ${where}`).toEqual([]);
}

/** Replaces speechSynthesis with a recorder; `voices` are the device's voices (lang codes). */
export async function stubSpeech(page: Page, voices: string[]): Promise<void> {
  await page.addInitScript((langs) => {
    type Rec = { text: string; lang: string; rate: number; voice: string | null };
    const spoken: Rec[] = [];
    const calls: string[] = [];
    const w = window as unknown as Record<string, unknown>;
    w.__spoken = spoken;
    w.__speechCalls = calls;
    class Utterance {
      text: string;
      lang = '';
      rate = 1;
      voice: { name: string } | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    const voiceList = langs.map((lang) => ({
      lang,
      name: `stub ${lang}`,
      default: false,
      localService: true,
      voiceURI: lang,
    }));
    const stub = {
      getVoices: () => voiceList,
      speak(u: Utterance) {
        spoken.push({ text: u.text, lang: u.lang, rate: u.rate, voice: u.voice?.name ?? null });
        calls.push('speak');
        setTimeout(() => u.onend?.(), 20);
      },
      cancel: () => calls.push('cancel'),
      pause: () => calls.push('pause'),
      resume: () => calls.push('resume'),
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: stub, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
  }, voices);
}

export const spoken = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __spoken: { text: string; lang: string; rate: number; voice: string | null }[];
        }
      ).__spoken,
  );
export const speechCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __speechCalls: string[] }).__speechCalls);
