// Text on the light variant (every alert, light badges and buttons) keeps WCAG AA, ≥ 4.5:1, in every colour
// of the palette: the text colour the theme resolves on the variant's background.
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastVariables } from '../../src/app/theme';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const light = contrastVariables(DEFAULT_THEME).light;

describe('the light variant’s contrast', () => {
  const colours = Object.keys(DEFAULT_THEME.colors).filter((c) => c !== 'dark');
  it.each(colours)('%s text on its light background is at least 4.5:1', (colour) => {
    const shades = DEFAULT_THEME.colors[colour]!;
    // Mantine's light variant: text --mantine-color-<c>-light-color (shade 9), background shade 1
    const text = light[`--mantine-color-${colour}-light-color`] ?? shades[9];
    expect(contrast(text, shades[1])).toBeGreaterThanOrEqual(4.5);
  });
});
