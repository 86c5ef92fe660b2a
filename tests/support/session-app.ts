// What the session group's whole-portal tests share: the demo API's fault switch and a record of the calls the
// portal makes (Node's fetch, as the portal in jsdom sends them).
import { onTestFinished, vi } from 'vitest';
import type { TestApi } from '../server/helpers';
import { clearFaults } from './demo-faults';

export { injectFault, type Fault } from './demo-faults';

/** Back to the seed data, with no injected faults. */
export async function resetDemo(api: TestApi): Promise<void> {
  await fetch(`${api.base}/__demo/reset`, { method: 'POST' });
  await clearFaults(api);
}

/** Paths (with query) of the calls the portal sends from now on whose path passes `keep`. */
export function callsSeen(keep: (path: string) => boolean): string[] {
  const seen: string[] = [];
  const real = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (keep(url.pathname)) seen.push(url.pathname + url.search);
    return real(input, init);
  });
  onTestFinished(() => spy.mockRestore());
  return seen;
}

/** The desktop arrangement (header tools and menus in the bar) for this test: jsdom matches no media query. */
export function onWideScreen(): void {
  const real = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...real(query),
    matches: /min-width/.test(query),
    media: query,
  })) as typeof window.matchMedia;
  onTestFinished(() => {
    window.matchMedia = real;
  });
}

/**
 * The open dialog (or the one named `name`), found by its role attribute: testing-library's role queries walk
 * the whole portal's accessibility tree and take seconds each in jsdom.
 */
export async function findDialog(name?: string, timeout = 10_000): Promise<HTMLElement> {
  const { waitFor } = await import('@testing-library/react');
  return waitFor(
    () => {
      const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')];
      const found = name
        ? dialogs.find((d) => {
            const id = d.getAttribute('aria-labelledby');
            const label = d.getAttribute('aria-label') ?? (id ? document.getElementById(id)?.textContent : '');
            return label?.trim() === name;
          })
        : dialogs[0];
      if (!found) throw new Error(`no dialog${name ? ` named ${name}` : ''}`);
      return found;
    },
    { timeout },
  );
}

/** Waits until a link whose text is `text` is rendered (cheaper than a role query over the whole portal). */
export async function findLink(text: string, timeout = 20_000): Promise<HTMLAnchorElement> {
  const { waitFor } = await import('@testing-library/react');
  return waitFor(
    () => {
      const link = [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === text);
      if (!link) throw new Error(`no link ${text}`);
      return link;
    },
    { timeout },
  );
}

/** Waits until a button whose text (or aria-label) is `name` is rendered. */
export async function findButton(name: string, timeout = 20_000): Promise<HTMLButtonElement> {
  const { waitFor } = await import('@testing-library/react');
  return waitFor(
    () => {
      const button = [...document.querySelectorAll('button')].find(
        (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
      );
      if (!button) throw new Error(`no button ${name}`);
      return button;
    },
    { timeout },
  );
}
