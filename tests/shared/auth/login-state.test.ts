// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLoginState, loginStateMatches, takeLoginState } from '../../../src/shared/auth/login-state';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('login state', () => {
  it('creates a fresh unguessable value per login and answers one callback only', () => {
    const first = createLoginState();
    const second = createLoginState();
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(second).not.toBe(first);
    expect(takeLoginState()).toBe(second);
    expect(takeLoginState()).toBeNull();
  });

  it('matches only the exact kept value', () => {
    const kept = createLoginState();
    expect(loginStateMatches(kept, kept)).toBe(true);
    expect(loginStateMatches(kept, `${kept}x`)).toBe(false);
    expect(loginStateMatches(kept, '')).toBe(false);
    expect(loginStateMatches(null, '')).toBe(false);
    expect(loginStateMatches(null, kept)).toBe(false);
  });

  it('reads a tampered stored value as none', () => {
    sessionStorage.setItem('portal.loginState', '<script>');
    expect(takeLoginState()).toBeNull();
  });

  it('keeps working (refusing callbacks) when storage is unusable', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(createLoginState()).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(takeLoginState()).toBeNull();
  });
});
