// The whole portal rendered in jsdom at a hash address, as boot() renders it in a browser: the real route tree,
// loaders, query client, error reactions and messages, against the in-process demo API over real HTTP
// (call setupClientApi() from tests/server/client-helpers.ts in the same file first). For what needs no real
// browser: fallbacks for bad parameters, refusals and retry panels, request shapes, amounts, redirects.
import { act, cleanup, fireEvent, render, screen, waitFor, type RenderResult } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach } from 'vitest';
import { App, prepareApp, type AppServices } from '../../src/app/app';
import { prepareLanguage } from '../../src/shared/i18n/language';

export interface RenderedApp extends RenderResult {
  services: AppServices;
  /** the address the app shows now, e.g. '/policyList?page=2' */
  address: () => string;
  /** moves within the app as a link or the address bar would */
  go: (hashPath: string) => Promise<void>;
}

// each test starts from an empty device: no stored query cache, settings or drafts from the test before
afterEach(() => {
  cleanup();
  openAddress('');
  localStorage.clear();
  sessionStorage.clear();
  globalThis.indexedDB = new IDBFactory();
});

/**
 * Puts `hashPath` in the address as a page opened there has it: no hashchange or popstate follows. Setting
 * `location.hash` queues a hashchange, and one arriving after the app started watching the address loads the
 * screen a second time: a read that had just failed is asked again and its error is gone before a test sees it
 * (a CI run failed so, the enterprise centre's retry test).
 */
export function openAddress(hashPath: string): void {
  window.history.replaceState(null, '', hashPath ? `#${hashPath}` : window.location.pathname);
}

/** Renders the portal at `hashPath` ('/policyList?page=2'); resolves once the first screen has rendered. */
export async function renderApp(hashPath: string): Promise<RenderedApp> {
  openAddress(hashPath);
  const services = await prepareApp(prepareLanguage(), 5000);
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(<App {...services} />);
  });
  const address = () => window.location.hash.replace(/^#/, '');
  const go = async (path: string) => {
    await act(async () => {
      await services.router.navigate({ href: path });
    });
  };
  return { ...result!, services, address, go };
}

/**
 * Unfolds the floating tools (jsdom's screen is a phone's: the tools are folded into one button first) once the
 * portal shows them; returns the folding button.
 */
export async function unfoldFloatingTools(wait = { timeout: 20_000 }): Promise<HTMLElement> {
  const toggle = await waitFor(() => {
    const button = document.querySelector<HTMLElement>('[aria-controls="floating-tools-list"]');
    if (!button) throw new Error('no button folding the floating tools');
    return button;
  }, wait);
  fireEvent.click(toggle);
  return toggle;
}

export { screen };
