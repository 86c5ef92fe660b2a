import { existsSync } from 'node:fs';

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
