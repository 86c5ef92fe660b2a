// The platform check: a login from before drafts belonged to accounts learns its account's tag once (the user info
// is read again), so its drafts become the account's; a login that knows it is not asked again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../src/shared/auth/session';
import { resetPlatformSync, syncWithPlatform } from '../../../src/features/session/lib/platform-login-sync';

const TAG = '0123456789abcdef0123456789abcdef';

/** a clock past the throttle at every check */
let now = 0;

function deps(kind: 1 | 2 | 4) {
  return {
    fetchLoginStatus: vi.fn(() => Promise.resolve(kind)),
    refreshUserInfo: vi.fn(() => {
      sessionStore.setUserInfo({ userName: '林建华' }, TAG);
      return Promise.resolve();
    }),
    endLocalLogin: vi.fn(() => Promise.resolve()),
    now: () => (now += 10_000),
  };
}

beforeEach(() => {
  sessionStore.clear();
  resetPlatformSync();
});

describe('syncWithPlatform and the account tag', () => {
  it('reads the user info once for a login that has no account tag yet', async () => {
    sessionStore.setLogin('token-from-an-older-build', 2);
    const d = deps(2);
    expect(await syncWithPlatform(d)).toBe('unchanged');
    expect(d.refreshUserInfo).toHaveBeenCalledTimes(1);
    expect(sessionStore.get().account).toBe(TAG);
    expect(await syncWithPlatform(d)).toBe('unchanged');
    expect(d.refreshUserInfo).toHaveBeenCalledTimes(1);
  });

  it('does not read it again when the tag is known, and ends the login when the platform has none', async () => {
    sessionStore.setLogin('token-of-this-login-1', 2);
    sessionStore.setUserInfo({ userName: '林建华' }, TAG);
    const d = deps(2);
    expect(await syncWithPlatform(d)).toBe('unchanged');
    expect(d.refreshUserInfo).not.toHaveBeenCalled();
    const gone = deps(4);
    expect(await syncWithPlatform(gone)).toBe('loggedOut');
    expect(gone.endLocalLogin).toHaveBeenCalledTimes(1);
  });

  it('a check asked for again while it runs ends the login once and is told once', async () => {
    sessionStore.setLogin('token-of-this-login-2', 2);
    sessionStore.setUserInfo({ userName: '林建华' }, TAG);
    const gone = deps(4);
    // focus events in a row while the status call is slow: one check, one notice
    const outcomes = await Promise.all([syncWithPlatform(gone), syncWithPlatform(gone), syncWithPlatform(gone)]);
    expect(outcomes).toEqual(['loggedOut', 'skipped', 'skipped']);
    expect(gone.fetchLoginStatus).toHaveBeenCalledTimes(1);
    expect(gone.endLocalLogin).toHaveBeenCalledTimes(1);
  });
});
