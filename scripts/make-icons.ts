/**
 * Renders the PWA / touch icons from the emblem in public/favicon.svg.
 *
 *   npx tsx scripts/make-icons.ts
 *
 * The emblem (<g id="emblem">…</g>, drawn in a 512×512 space as plain paths —
 * no fonts) is composed onto a #b71c1c background and rasterised with headless
 * Chromium at exact pixel sizes:
 *   icons/icon-{192,512}.png      purpose "any": rounded square, transparent corners
 *   icons/maskable-{192,512}.png  purpose "maskable": full bleed, emblem inside the 80% safe zone
 *   apple-touch-icon.png          180×180, opaque RGB (iOS applies its own corner mask)
 *
 * Chromium: set CHROMIUM_PATH, default /usr/bin/chromium.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/support/chromium';
import { PNG } from 'pngjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pub = join(root, 'public');
const RED = '#b71c1c';

const favicon = readFileSync(join(pub, 'favicon.svg'), 'utf8');
const match = /<g id="emblem">[\s\S]*?<\/g>/.exec(favicon);
if (!match) throw new Error('public/favicon.svg: <g id="emblem"> not found');
const emblem = match[0];

/** Emblem scaled about the centre of the 512 canvas. */
const scaled = (s: number): string =>
  `<g transform="translate(256 256) scale(${s}) translate(-256 -256)">${emblem}</g>`;

const svg = (size: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">${body}</svg>`;

interface Target {
  file: string;
  size: number;
  body: string;
  opaque: boolean;
}

const any = `<rect width="512" height="512" rx="104" fill="${RED}"/>${emblem}`;
// Emblem spans at most ~190 units from the centre; at 0.8 that is ~152 < 204.8 (40% of 512).
const maskable = `<rect width="512" height="512" fill="${RED}"/>${scaled(0.8)}`;
const apple = `<rect width="512" height="512" fill="${RED}"/>${scaled(0.86)}`;

const targets: Target[] = [
  { file: 'icons/icon-192.png', size: 192, body: any, opaque: false },
  { file: 'icons/icon-512.png', size: 512, body: any, opaque: false },
  { file: 'icons/maskable-192.png', size: 192, body: maskable, opaque: true },
  { file: 'icons/maskable-512.png', size: 512, body: maskable, opaque: true },
  { file: 'apple-touch-icon.png', size: 180, body: apple, opaque: true },
];

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--headless', ...CHROMIUM_ARGS],
});

try {
  for (const t of targets) {
    const page = await browser.newPage({
      viewport: { width: t.size, height: t.size },
      deviceScaleFactor: 1,
    });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${svg(t.size, t.body)}</body></html>`,
    );
    const shot = await page.screenshot({
      omitBackground: !t.opaque,
      clip: { x: 0, y: 0, width: t.size, height: t.size },
    });
    await page.close();

    const png = PNG.sync.read(shot);
    if (png.width !== t.size || png.height !== t.size) {
      throw new Error(`${t.file}: rendered ${png.width}x${png.height}, expected ${t.size}`);
    }
    const out = join(pub, t.file);
    mkdirSync(dirname(out), { recursive: true });
    // Opaque icons are written as 8-bit RGB (colour type 2) so no alpha channel remains.
    const encoded = t.opaque
      ? PNG.sync.write(png, { colorType: 2, inputHasAlpha: true })
      : PNG.sync.write(png, { colorType: 6 });
    writeFileSync(out, encoded);
    console.log(`${t.file.padEnd(24)} ${t.size}x${t.size}  ${encoded.length} bytes`);
  }
} finally {
  await browser.close();
}
