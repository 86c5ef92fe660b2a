// What the policy and content screens' jsdom tests share: the demo API's test controls, and the calls the
// portal makes, as the Playwright journeys saw them in the browser.
import { act, fireEvent } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, vi } from 'vitest';
import type { TestApi } from '../server/helpers';
import { setupClientApi } from '../server/client-helpers';
import { clearFaults, injectFault, type Fault } from './demo-faults';
import { fixedMediaQuery } from './media-query';
import { city } from '../../src/shared/config/city';
import { countyStore } from '../../src/shared/storage/device-county';
import { queryPersister } from '../../src/shared/offline/query-persistence';

export { clearFaults, injectFault, type Fault } from './demo-faults';

/** Each test of the calling file starts from the demo API's seed data, with no injected faults. */
export function freshDemoForEachTest(api: () => TestApi): void {
  beforeEach(async () => {
    // the device's county lives in memory beside localStorage: an empty device has the default
    countyStore.set(city.defaultCounty);
    localStorage.removeItem('portal.county');
    // the query cache on disk is reached through a store opened once per file: a list the test before kept
    // there would answer this test's first screen. Its last write comes at most a second after a change.
    await new Promise((done) => setTimeout(done, 1100));
    await queryPersister.removeClient();
    await fetch(`${api().base}/__demo/reset`, { method: 'POST' });
    await clearFaults(api());
  });
}

export interface Call {
  url: URL;
  method: string;
  /** the JSON body, if any */
  body: unknown;
}

/** Records the portal's calls whose path matches `pattern` (from the time of the call on, until the test ends). */
export function recordCalls(pattern: RegExp): { calls: Call[]; last: () => Call | undefined } {
  const calls: Call[] = [];
  const real = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input));
    if (pattern.test(url.pathname)) {
      const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
      let body: unknown;
      if (typeof init?.body === 'string') {
        try {
          body = JSON.parse(init.body);
        } catch {
          body = init.body;
        }
      }
      calls.push({ url, method, body });
    }
    return real(input, init);
  });
  afterEachOnce(() => spy.mockRestore());
  return { calls, last: () => calls[calls.length - 1] };
}

const cleanups: (() => void)[] = [];
function afterEachOnce(run: () => void) {
  cleanups.push(run);
}
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
  // the notification store outlives a render: a toast of the test before must not count in the next
  notifications.clean();
  notifications.cleanQueue();
});

/** The policy list's page and pageSize, from its address (…PolicyPage/<page>/<pageSize>). */
export function pageAndSize(call: Call): { page: number; pageSize: number } {
  const match = /PolicyPage\/(\d+)\/(\d+)/.exec(call.url.pathname);
  if (!match) throw new Error(`not a list call: ${call.url.href}`);
  return { page: Number(match[1]), pageSize: Number(match[2]) };
}

/** The policy cards on screen. */
export const cardElements = (): HTMLElement[] => [
  ...document.querySelectorAll<HTMLElement>('article[data-policy-id]'),
];

export const cardIdsShown = (): string[] => cardElements().map((c) => c.getAttribute('data-policy-id') ?? '');

/** Chooses `value` in a native select, as a person does. */
export function choose(select: HTMLElement, value: string): void {
  fireEvent.change(select, { target: { value } });
}

/** The hash address's search parameters. */
export function addressParams(address: string): URLSearchParams {
  return new URLSearchParams(address.split('?')[1] ?? '');
}

/** Mantine's notifications (toasts) on screen. */
export const toasts = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('.mantine-Notification-root')];

/**
 * A labelled part of the screen (role=group, aria-labelledby) by its label's text. Found through the DOM, not
 * by accessible role: role queries over a whole portal page take seconds each in jsdom, and the list's filter
 * rows sit in a fold that is closed at jsdom's (unknown) width.
 */
export function labelled(label: string, selector = '[role="group"]'): HTMLElement {
  const labels = [...document.querySelectorAll<HTMLElement>('[id]')].filter(
    (e) => e.textContent?.trim() === label,
  );
  for (const l of labels) {
    const found = document.querySelector<HTMLElement>(`${selector}[aria-labelledby="${l.id}"]`);
    if (found) return found;
  }
  throw new Error(`nothing labelled ${label} (${selector})`);
}

/** The native select of a list filter row, by the row's label. */
export const filterSelect = (label: string): HTMLSelectElement =>
  labelled(label, 'select') as HTMLSelectElement;

/** A button by its text or aria-label (exact, trimmed). */
export function button(name: string, root: ParentNode = document): HTMLButtonElement {
  const found = [...root.querySelectorAll<HTMLButtonElement>('button, [role="button"]')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent?.trim() === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

/** Clicks the option labelled `text` inside a SegmentedControl or radio group. */
export function pick(root: HTMLElement, text: string): void {
  const label = [...root.querySelectorAll<HTMLElement>('label')].find((l) => l.textContent?.trim() === text);
  if (!label) throw new Error(`no choice ${text}`);
  fireEvent.click(label);
}

/**
 * The screen is a desktop's (1366 px wide) for the calling file: media queries on width answer as a browser
 * of that width would, so the header and the list's filters take their desktop arrangement.
 */
export function desktopScreen(width = 1366): void {
  const answer = (query: string): boolean => {
    const px = (v: string, unit: string) => Number(v) * (unit === 'em' || unit === 'rem' ? 16 : 1);
    let matches = /width/.test(query);
    for (const [, kind, value, unit] of query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)) {
      const limit = px(value!, unit!);
      if (kind === 'min' ? width < limit : width > limit) matches = false;
    }
    return matches;
  };
  beforeEach(() => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      fixedMediaQuery(query, answer(query)),
    );
  });
  afterEach(() => vi.restoreAllMocks());
}

/** Types `hashPath` into the address bar of the open page (a hash change, as page.goto('/#…') makes). */
export async function typeAddress(hashPath: string): Promise<void> {
  await act(async () => {
    window.location.hash = hashPath;
    await new Promise((done) => setTimeout(done, 0));
  });
}

/** How long a whole-portal test in jsdom gives a screen to show what it waits for (a slow machine is slow). */
export const WAIT = { timeout: 30_000 };

/**
 * The set-up of a file of whole-portal tests on a desktop: the demo API started for the file (setupClientApi),
 * each test from its seed data on an empty device (freshDemoForEachTest), a desktop's screen (desktopScreen).
 */
export function desktopPortalForFile(): {
  api: () => TestApi;
  /** injectFault on this file's API */
  injectFault: (fault: Fault) => Promise<void>;
  /** clearFaults on this file's API */
  clearFaults: () => Promise<void>;
} {
  const { api } = setupClientApi();
  freshDemoForEachTest(api);
  desktopScreen();
  return { api, injectFault: (fault) => injectFault(api(), fault), clearFaults: () => clearFaults(api()) };
}
