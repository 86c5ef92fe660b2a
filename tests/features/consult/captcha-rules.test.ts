import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  captchaSrc,
  createRefreshGate,
  validateCaptcha,
} from '../../../src/features/consult/lib/captcha-rules';

describe('graphic captcha length', () => {
  it.each(['abcd', 'A1b2', ' x7Kp '])('accepts exactly four characters: %s', (text) => {
    expect(validateCaptcha(text)).toBeNull();
  });

  it.each(['', 'abc', 'abcde', '   '])('refuses %j with 验证码位数不正确', (text) => {
    expect(validateCaptcha(text)).toBe('captcha.badLength');
  });

  it('shows the base64 PNG as a data URL', () => {
    expect(captchaSrc('iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(captchaSrc('data:image/png;base64,xyz')).toBe('data:image/png;base64,xyz');
  });
});

describe('captcha refresh cooldown: once per 5 s', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('allows the first refresh, refuses within 5 s, allows again after', () => {
    const gate = createRefreshGate();
    expect(gate.tryRefresh()).toBe(true);
    vi.advanceTimersByTime(4999);
    expect(gate.tryRefresh()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(gate.tryRefresh()).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(gate.tryRefresh()).toBe(false);
  });

  it('counts the image shown on opening as the first load', () => {
    const gate = createRefreshGate();
    gate.markLoaded();
    vi.advanceTimersByTime(3000);
    expect(gate.tryRefresh()).toBe(false);
    vi.advanceTimersByTime(2000);
    expect(gate.tryRefresh()).toBe(true);
  });
});
