// Real PNG files for upload tests, encoded by pngjs.
import { PNG } from 'pngjs';

export type Rgb = readonly [number, number, number];

/** A width×height RGBA PNG; `paint(x, y)` gives each pixel's colour (opaque). */
export function makePng(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      png.data.set([...paint(x, y), 255], i);
    }
  }
  return PNG.sync.write(png);
}

/** The smallest useful image: 2×2 light grey. */
export function tinyPng(): Buffer {
  return makePng(2, 2, () => [200, 200, 200]);
}
