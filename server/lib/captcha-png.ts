// Draws a 120x40 captcha PNG with pngjs: each character from the bitmap font turned, sheared, scaled and moved on
// its own, the whole picture bent by two waves, characters crowding each other, and curves in the characters' own
// colours crossing them, so that neither a glyph template nor an average of many pictures lines up with it
// (tests/server/captcha-solvers.test.ts). People read it as before: large dark characters on a light ground.
import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { CAPTCHA_ALPHABET, GLYPHS } from './bitmap-font';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

type Rgb = [number, number, number];

/**
 * Where the drawing's chance comes from: an integer in [min, max). The portal draws with the crypto source; a test
 * may pass a seeded one so that what it measures over many pictures is the same on every run.
 */
export type RandomInt = (min: number, max: number) => number;

const cryptoInt: RandomInt = (min, max) => randomInt(min, max);

export function randomCaptchaText(length = 4, rand: RandomInt = cryptoInt): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += CAPTCHA_ALPHABET[rand(0, CAPTCHA_ALPHABET.length)];
  return text;
}

const between = (rand: RandomInt, min: number, max: number) =>
  min + (rand(0, 1_000_001) / 1_000_000) * (max - min);

function setPixel(png: PNG, x: number, y: number, [r, g, b]: Rgb): void {
  if (x < 0 || y < 0 || x >= png.width || y >= png.height) return;
  const i = (png.width * y + x) << 2;
  png.data[i] = r;
  png.data[i + 1] = g;
  png.data[i + 2] = b;
  png.data[i + 3] = 255;
}

const darkColor = (rand: RandomInt): Rgb => [rand(10, 110), rand(20, 110), rand(40, 160)];

interface Placed {
  glyph: string[];
  color: Rgb;
  /** centre of the character on the picture */
  cx: number;
  cy: number;
  /** picture → glyph cell: the inverse of the character's own turn, shear and scale */
  inv: [number, number, number, number];
  /** stroke weight: how far from a cell's centre still counts as ink (0.5 = the plain bitmap) */
  weight: number;
}

function place(rand: RandomInt, ch: string, cx: number): Placed | null {
  const glyph = GLYPHS[ch.toUpperCase()];
  if (!glyph) return null;
  const angle = between(rand, -0.36, 0.36);
  const shear = between(rand, -0.25, 0.25);
  const sx = between(rand, 3.1, 4.8);
  const sy = between(rand, 3.4, 5.1);
  // forward: [cos -sin; sin cos] · [1 shear; 0 1] · diag(sx, sy)
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const a = c * sx;
  const b = (c * shear - s) * sy;
  const d = s * sx;
  const e = (s * shear + c) * sy;
  const det = a * e - b * d;
  return {
    glyph,
    color: darkColor(rand),
    cx,
    cy: between(rand, 17, 23),
    inv: [e / det, -b / det, -d / det, a / det],
    weight: between(rand, 0.49, 0.62),
  };
}

function inked(p: Placed, x: number, y: number): boolean {
  const dx = x - p.cx;
  const dy = y - p.cy;
  const u = p.inv[0] * dx + p.inv[1] * dy + 2.5;
  const v = p.inv[2] * dx + p.inv[3] * dy + 3.5;
  const gx = Math.floor(u);
  const gy = Math.floor(v);
  // a cell's ink reaches `weight` from its centre, so strokes come out thinner or bolder than the bitmap
  for (let oy = -1; oy <= 1; oy += 1) {
    for (let ox = -1; ox <= 1; ox += 1) {
      if (p.glyph[gy + oy]?.[gx + ox] !== '#') continue;
      if (Math.abs(u - (gx + ox + 0.5)) <= p.weight && Math.abs(v - (gy + oy + 0.5)) <= p.weight) return true;
    }
  }
  return false;
}

/** Returns the PNG as base64 (no data: prefix). */
export function renderCaptcha(text: string): string {
  return PNG.sync.write(drawCaptcha(text)).toString('base64');
}

/**
 * The captcha's picture before it is encoded: RGBA, row by row. PNG is lossless, so a reader of these pixels
 * sees exactly what a reader of the PNG sees (the scripted readers' tests use them to skip thousands of encodes).
 */
export function captchaPixels(text: string, rand: RandomInt = cryptoInt): Buffer {
  return drawCaptcha(text, rand).data;
}

function drawCaptcha(text: string, rand: RandomInt = cryptoInt): PNG {
  const png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  const tint = [rand(225, 245), rand(230, 248), rand(238, 255)] as const;
  for (let y = 0; y < CAPTCHA_HEIGHT; y += 1) {
    for (let x = 0; x < CAPTCHA_WIDTH; x += 1)
      setPixel(png, x, y, [tint[0] - (y >> 1), tint[1] - (x >> 3), tint[2]]);
  }
  // characters crowd each other: the advance is less than a character's width
  const placed: Placed[] = [];
  const advances = [...text].map(() => between(rand, 21, 29));
  const span = advances.slice(1).reduce((a, b) => a + b, 0);
  let cx = between(rand, 12, Math.max(12, CAPTCHA_WIDTH - 12 - span));
  [...text].forEach((ch, i) => {
    if (i > 0) cx += advances[i]!;
    const p = place(rand, ch, cx);
    if (p) placed.push(p);
  });
  // two waves bend the whole picture, so no two pictures of a character line up
  const wave = {
    ay: between(rand, 1.5, 3),
    ly: between(rand, 40, 70),
    py: between(rand, 0, Math.PI * 2),
    ax: between(rand, 0.6, 1.3),
    lx: between(rand, 26, 40),
    px: between(rand, 0, Math.PI * 2),
  };
  for (let y = 0; y < CAPTCHA_HEIGHT; y += 1) {
    for (let x = 0; x < CAPTCHA_WIDTH; x += 1) {
      const sx = x + wave.ax * Math.sin((2 * Math.PI * y) / wave.lx + wave.px);
      const sy = y + wave.ay * Math.sin((2 * Math.PI * x) / wave.ly + wave.py);
      for (const p of placed) {
        if (Math.abs(sx - p.cx) > 22) continue;
        if (inked(p, sx, sy)) setPixel(png, x, y, p.color);
      }
    }
  }
  // curves in the characters' own colours and weight cross them (a colour or stroke filter keeps both)
  const curves = 2;
  for (let k = 0; k < curves; k += 1) {
    const color = placed[rand(0, Math.max(1, placed.length))]?.color ?? darkColor(rand);
    const y0 = between(rand, 8, 32);
    const amp = between(rand, 4, 10);
    const len = between(rand, 30, 70);
    const ph = between(rand, 0, Math.PI * 2);
    const thick = rand(2, 4);
    const from = rand(0, 40);
    const to = rand(80, CAPTCHA_WIDTH);
    for (let x = from; x < to; x += 1) {
      const y = Math.round(y0 + amp * Math.sin((2 * Math.PI * x) / len + ph));
      for (let t = 0; t < thick; t += 1) setPixel(png, x, y + t, color);
    }
  }
  for (let k = 0; k < 120; k += 1)
    setPixel(png, rand(0, CAPTCHA_WIDTH), rand(0, CAPTCHA_HEIGHT), darkColor(rand));
  return png;
}
