// @vitest-environment node
// The picture captcha against two scripted readers, 200 captchas each: a glyph-template matcher that knows the
// font and the layout, and an averaging attack that learns each character's mean picture from labelled captchas.
// Each may read at most 5 % of them (one wrong character is a miss, as on the form). They read the drawn pixels
// (captchaPixels), which the PNG carries losslessly, so thousands of pictures are not encoded and decoded.
// The pictures are drawn by the renderer's own code from a seeded source, so each run measures the same samples and
// a count near the limit cannot pass one run and fail the next.
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, GLYPHS } from '../../server/lib/bitmap-font';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  captchaPixels,
  randomCaptchaText,
  type RandomInt,
} from '../../server/lib/captcha-png';

/** mulberry32: a small seeded generator, integers in [min, max) */
function seeded(seed: number): RandomInt {
  let a = seed >>> 0;
  return (min, max) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return min + Math.floor(unit * (max - min));
  };
}
const TRAINING = seeded(20261127);

const SAMPLES = 200;
const MAX_READ = SAMPLES * 0.05;
/** where a reader who studied the renderer expects the four characters' centres */
const SLOTS = [0, 1, 2, 3].map((i) => 17 + i * 25.5);
const WIN_W = 26;
const WIN_H = 36;

/** Ink: every pixel darker than the light ground (characters, curves and specks alike). */
function inkOf(rgba: Uint8Array): Uint8Array {
  const ink = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT);
  for (let i = 0; i < ink.length; i += 1) {
    const lum = 0.3 * rgba[i * 4]! + 0.59 * rgba[i * 4 + 1]! + 0.11 * rgba[i * 4 + 2]!;
    ink[i] = lum < 160 ? 1 : 0;
  }
  return ink;
}

const at = (ink: Uint8Array, x: number, y: number) =>
  x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT ? 0 : ink[y * CAPTCHA_WIDTH + x]!;

/** The upright glyph at the renderer's middle scale, as a 20x28 mask. */
const TEMPLATES = [...CAPTCHA_ALPHABET].map((ch) => {
  const rows = GLYPHS[ch]!;
  const mask: number[] = [];
  for (let y = 0; y < 28; y += 1)
    for (let x = 0; x < 20; x += 1) mask.push(rows[Math.floor(y / 4)]![Math.floor(x / 4)] === '#' ? 1 : 0);
  const cells = mask.flatMap((v, i) => (v ? [[i % 20, Math.floor(i / 20)] as const] : []));
  return { ch, cells, on: cells.length };
});

/** The ink with a blank margin of PAD on every side, so a template's cells are read without bounds checks. */
const PAD = 24;
const PADDED_W = CAPTCHA_WIDTH + 2 * PAD;

function padded(ink: Uint8Array): Uint8Array {
  const out = new Uint8Array(PADDED_W * (CAPTCHA_HEIGHT + 2 * PAD));
  for (let y = 0; y < CAPTCHA_HEIGHT; y += 1)
    out.set(ink.subarray(y * CAPTCHA_WIDTH, (y + 1) * CAPTCHA_WIDTH), (y + PAD) * PADDED_W + PAD);
  return out;
}

/** Each template's cells as offsets into the padded ink. */
const TEMPLATE_OFFSETS = TEMPLATES.map((t) => Int32Array.from(t.cells, ([x, y]) => y * PADDED_W + x));

/** Slides every template around a slot and keeps the best match (hits minus false ink, both normalised). */
function templateRead(ink: Uint8Array): string {
  const pad = padded(ink);
  // summed-area table: the ink in any box at once, so only a template's own cells are visited
  const W = CAPTCHA_WIDTH + 1;
  const sat = new Float64Array(W * (CAPTCHA_HEIGHT + 1));
  for (let y = 0; y < CAPTCHA_HEIGHT; y += 1)
    for (let x = 0; x < CAPTCHA_WIDTH; x += 1)
      sat[(y + 1) * W + x + 1] =
        at(ink, x, y) + sat[y * W + x + 1]! + sat[(y + 1) * W + x]! - sat[y * W + x]!;
  const boxInk = (x0: number, y0: number) => {
    const x1 = Math.min(Math.max(x0 + 20, 0), CAPTCHA_WIDTH);
    const y1 = Math.min(Math.max(y0 + 28, 0), CAPTCHA_HEIGHT);
    const xa = Math.min(Math.max(x0, 0), CAPTCHA_WIDTH);
    const ya = Math.min(Math.max(y0, 0), CAPTCHA_HEIGHT);
    return sat[y1 * W + x1]! - sat[ya * W + x1]! - sat[y1 * W + xa]! + sat[ya * W + xa]!;
  };
  return SLOTS.map((cx) => {
    let best = { ch: '?', score: -Infinity };
    for (let ox = Math.round(cx) - 17; ox <= Math.round(cx) - 3; ox += 1) {
      for (let oy = 3; oy <= 9; oy += 1) {
        const total = boxInk(ox, oy);
        const base = (oy + PAD) * PADDED_W + ox + PAD;
        TEMPLATES.forEach((t, k) => {
          const offsets = TEMPLATE_OFFSETS[k]!;
          let hit = 0;
          for (let c = 0; c < offsets.length; c += 1) hit += pad[base + offsets[c]!]!;
          const score = hit / t.on - (total - hit) / (560 - t.on);
          if (score > best.score) best = { ch: t.ch, score };
        });
      }
    }
    return best.ch;
  }).join('');
}

function windowAt(ink: Uint8Array, cx: number): Float64Array {
  const w = new Float64Array(WIN_W * WIN_H);
  const x0 = Math.round(cx - WIN_W / 2);
  for (let y = 0; y < WIN_H; y += 1)
    for (let x = 0; x < WIN_W; x += 1) w[y * WIN_W + x] = at(ink, x0 + x, 2 + y);
  return w;
}

function normalised(v: Float64Array): Float64Array {
  const mean = v.reduce((a, b) => a + b, 0) / v.length;
  const out = v.map((x) => x - mean);
  const norm = Math.sqrt(out.reduce((a, b) => a + b * b, 0)) || 1;
  return out.map((x) => x / norm);
}

/** Learns each character's mean window from labelled captchas, then reads by the best correlation. */
function trainAverages(count: number): (ink: Uint8Array) => string {
  const sums = new Map<string, { sum: Float64Array; n: number }>();
  for (let k = 0; k < count; k += 1) {
    const text = randomCaptchaText(4, TRAINING);
    const ink = inkOf(captchaPixels(text, TRAINING));
    [...text].forEach((ch, i) => {
      const entry = sums.get(ch) ?? { sum: new Float64Array(WIN_W * WIN_H), n: 0 };
      windowAt(ink, SLOTS[i]!).forEach((v, j) => (entry.sum[j]! += v));
      entry.n += 1;
      sums.set(ch, entry);
    });
  }
  const means = [...sums].map(([ch, { sum, n }]) => ({ ch, mean: normalised(sum.map((v) => v / n)) }));
  return (ink) =>
    SLOTS.map((cx) => {
      const w = normalised(windowAt(ink, cx));
      let best = { ch: '?', score: -Infinity };
      for (const m of means) {
        let score = 0;
        for (let j = 0; j < w.length; j += 1) score += w[j]! * m.mean[j]!;
        if (score > best.score) best = { ch: m.ch, score };
      }
      return best.ch;
    }).join('');
}

function successes(read: (ink: Uint8Array) => string): { whole: number; chars: number } {
  const rand = seeded(350500);
  let whole = 0;
  let chars = 0;
  for (let k = 0; k < SAMPLES; k += 1) {
    const text = randomCaptchaText(4, rand);
    const answer = read(inkOf(captchaPixels(text, rand)));
    if (answer === text) whole += 1;
    chars += [...text].filter((ch, i) => answer[i] === ch).length;
  }
  return { whole, chars };
}

describe('the picture captcha against scripted readers', () => {
  it('a glyph-template matcher reads at most 5 % of 200', () => {
    const { whole, chars } = successes(templateRead);
    console.info(`template matcher: ${whole}/${SAMPLES} captchas, ${chars}/${SAMPLES * 4} characters`);
    expect(whole).toBeLessThanOrEqual(MAX_READ);
  }, 120_000);

  it('an averaging attack (mean picture of each character from 1000 labelled captchas) reads at most 5 % of 200', () => {
    const read = trainAverages(1000);
    const { whole, chars } = successes(read);
    console.info(`averaging attack: ${whole}/${SAMPLES} captchas, ${chars}/${SAMPLES * 4} characters`);
    expect(whole).toBeLessThanOrEqual(MAX_READ);
  }, 120_000);
});
