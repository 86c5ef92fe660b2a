// The device's 长辈模式 and accessibility choices: one localStorage entry, parsed defensively, applied
// to <html> as data-* attributes (keyed on by a11y.css) before React renders, so nothing flashes. They are the
// device's, not the user's: logout leaves them alone. No React here: the page's first module applies them
// before the app's code has even run (src/main.tsx); the hooks are in settings.ts.
import { createPersistentStore } from '../storage/persistent-store';

export const TEXT_STEPS = [100, 112.5, 125, 150] as const;

export interface A11ySettings {
  elder: boolean;
  /** index into TEXT_STEPS */
  textStep: number;
  contrast: boolean;
  pointer: boolean;
  guide: boolean;
}

export const DEFAULT_SETTINGS: A11ySettings = {
  elder: false,
  textStep: 0,
  contrast: false,
  pointer: false,
  guide: false,
};

export const A11Y_KEY = 'portal.a11y';

export function parseSettings(raw: string | null): A11ySettings {
  if (!raw) return DEFAULT_SETTINGS;
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v !== 'object' || v === null) return DEFAULT_SETTINGS;
    const r = v as Record<string, unknown>;
    const step = r.textStep;
    return {
      elder: r.elder === true,
      textStep:
        typeof step === 'number' && Number.isInteger(step) && step >= 0 && step < TEXT_STEPS.length
          ? step
          : 0,
      contrast: r.contrast === true,
      pointer: r.pointer === true,
      guide: r.guide === true,
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export const a11yStore = createPersistentStore<A11ySettings>(A11Y_KEY, parseSettings);

/** The text step in effect: 长辈模式 means at least 112.5 % (18 px body text). */
export function effectiveStep(s: A11ySettings): number {
  return s.elder ? Math.max(1, s.textStep) : s.textStep;
}

/** Sets <html data-elder data-text data-contrast data-pointer>, read by a11y.css. */
export function applyToDocument(s: A11ySettings, root: HTMLElement = document.documentElement): void {
  const set = (name: string, value: string | null) => {
    if (value === null) root.removeAttribute(name);
    else root.setAttribute(name, value);
  };
  set('data-elder', s.elder ? 'on' : null);
  set('data-text', String(effectiveStep(s)));
  set('data-contrast', s.contrast ? 'high' : null);
  set('data-pointer', s.pointer ? 'large' : null);
}

export function updateSettings(patch: Partial<A11ySettings>): void {
  const next = { ...a11yStore.get(), ...patch };
  a11yStore.set(next);
  applyToDocument(next);
}
