import { existsSync, rmSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Chromium (browser downloads do not work here); CHROME_PATH overrides. */
export function chromiumPath(): string {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install it with: sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk (or set CHROME_PATH).`,
    );
  }
  return path;
}

/**
 * Debian's Chromium headless shell (package chromium-headless-shell: the same Chromium release, Blink and V8,
 * without the full browser around them), for the journeys that need no service worker, install or first-visit
 * behaviour: the chromium project in playwright.config.ts. It runs those 139 tests in about three quarters of the
 * full browser's time. CHROME_HEADLESS_SHELL_PATH overrides; where it is not installed the full Chromium runs them.
 */
export function headlessShellPath(): string {
  const path = process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
  return existsSync(path) ? path : chromiumPath();
}

/**
 * Removes a browser profile folder a test made for launchPersistentContext. Chromium may still be writing into it for a
 * moment after close (a CI run failed on ENOTEMPTY once): Node's own retries cover that.
 */
export function removeProfile(dir: string): void {
  rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}
