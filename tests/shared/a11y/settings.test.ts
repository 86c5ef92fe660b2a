// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, applyToDocument, effectiveStep, parseSettings } from '../../../src/shared/a11y/settings';

describe('a11y settings', () => {
  it('parses a stored value and drops anything malformed or foreign', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('"elder"')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{"elder":"yes","textStep":9,"contrast":true}')).toEqual({
      ...DEFAULT_SETTINGS,
      contrast: true,
    });
    expect(parseSettings('{"elder":true,"textStep":2.5,"pointer":true,"guide":true}')).toEqual({
      elder: true,
      textStep: 0,
      contrast: false,
      pointer: true,
      guide: true,
    });
  });

  it('长辈模式 means at least the 112.5 % step (18 px text)', () => {
    expect(effectiveStep({ ...DEFAULT_SETTINGS, elder: true })).toBe(1);
    expect(effectiveStep({ ...DEFAULT_SETTINGS, elder: true, textStep: 3 })).toBe(3);
    expect(effectiveStep({ ...DEFAULT_SETTINGS, textStep: 0 })).toBe(0);
  });

  it('writes the data-* attributes the stylesheet keys on, and removes them when off', () => {
    const root = document.createElement('html');
    applyToDocument({ elder: true, textStep: 2, contrast: true, pointer: true, guide: false }, root);
    expect(root.getAttribute('data-elder')).toBe('on');
    expect(root.getAttribute('data-text')).toBe('2');
    expect(root.getAttribute('data-contrast')).toBe('high');
    expect(root.getAttribute('data-pointer')).toBe('large');
    applyToDocument(DEFAULT_SETTINGS, root);
    expect(root.hasAttribute('data-elder')).toBe(false);
    expect(root.getAttribute('data-text')).toBe('0');
    expect(root.hasAttribute('data-contrast')).toBe(false);
    expect(root.hasAttribute('data-pointer')).toBe(false);
  });
});
