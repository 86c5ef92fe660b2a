// Draws a 120x40 captcha PNG (scaled bitmap glyphs, jitter, noise lines and dots) with pngjs.
import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { CAPTCHA_ALPHABET, GLYPHS } from './bitmap-font';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

type Rgb = [number, number, number];

export function randomCaptchaText(length = 4): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

function setPixel(png: PNG, x: number, y: number, [r, g, b]: Rgb): void {
  if (x < 0 || y < 0 || x >= png.width || y >= png.height) return;
  const i = (png.width * y + x) << 2;
  png.data[i] = r;
  png.data[i + 1] = g;
  png.data[i + 2] = b;
  png.data[i + 3] = 255;
}

function line(png: PNG, x0: number, y0: number, x1: number, y1: number, color: Rgb): void {
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  for (;;) {
    setPixel(png, x0, y0, color);
    if (x0 === x1 && y0 === y1) return;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x0 += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y0 += sy;
    }
  }
}

const darkColor = (): Rgb => [randomInt(10, 110), randomInt(20, 110), randomInt(60, 160)];

/** Returns the PNG as base64 (no data: prefix). */
export function renderCaptcha(text: string): string {
  const png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  for (let y = 0; y < CAPTCHA_HEIGHT; y += 1) {
    for (let x = 0; x < CAPTCHA_WIDTH; x += 1) setPixel(png, x, y, [236 - (y >> 1), 242 - (x >> 3), 250]);
  }
  for (let k = 0; k < 3; k += 1) {
    line(png, randomInt(0, 30), randomInt(0, 40), randomInt(90, 120), randomInt(0, 40), [
      randomInt(120, 200),
      randomInt(120, 200),
      randomInt(150, 220),
    ]);
  }
  const scaleX = 4;
  const scaleY = 4;
  [...text].forEach((ch, index) => {
    const glyph = GLYPHS[ch.toUpperCase()];
    if (!glyph) return;
    const color = darkColor();
    const ox = 8 + index * 27 + randomInt(0, 4);
    const oy = 4 + randomInt(0, 6);
    const slant = randomInt(-1, 2);
    glyph.forEach((row, gy) => {
      [...row].forEach((cell, gx) => {
        if (cell !== '#') return;
        const shift = Math.round(((3 - gy) * slant) / 2);
        for (let dy = 0; dy < scaleY; dy += 1) {
          for (let dx = 0; dx < scaleX; dx += 1)
            setPixel(png, ox + gx * scaleX + dx + shift, oy + gy * scaleY + dy, color);
        }
      });
    });
  });
  for (let k = 0; k < 2; k += 1)
    line(png, 0, randomInt(5, 35), CAPTCHA_WIDTH - 1, randomInt(5, 35), darkColor());
  for (let k = 0; k < 90; k += 1)
    setPixel(png, randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), darkColor());
  return PNG.sync.write(png).toString('base64');
}
