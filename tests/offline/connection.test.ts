// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffMs,
  connectionState,
  reportReached,
  reportUnreachable,
  resetConnectionForTests,
  setConnectionProbe,
} from '../../src/shared/offline/connection';
import { isOnline, setOnline } from '../../src/shared/offline/online-status';

let browserOnline = true;

beforeEach(() => {
  browserOnline = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => browserOnline);
  resetConnectionForTests();
  setOnline(true);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('lie-fi: the browser says online, requests reach nothing', () => {
  it('a failed request makes the connection unstable and the query layer offline', () => {
    expect(connectionState()).toBe('online');
    reportUnreachable();
    expect(connectionState()).toBe('unstable');
    expect(isOnline()).toBe(false);
  });

  it('the first answer from the server clears it', () => {
    reportUnreachable();
    reportReached();
    expect(connectionState()).toBe('online');
    expect(isOnline()).toBe(true);
  });

  it('when the browser itself is offline it is plain offline, not unstable', () => {
    browserOnline = false;
    setOnline(false);
    reportUnreachable();
    expect(connectionState()).toBe('offline');
  });

  it('probes quietly, backing off, until an answer comes', async () => {
    vi.useFakeTimers();
    let calls = 0;
    setConnectionProbe(() => {
      calls += 1;
      if (calls === 3) reportReached();
      return calls === 3 ? Promise.resolve() : Promise.reject(new Error('unreachable'));
    });
    reportUnreachable();
    // [ms waited, probes made by then]: the first after 2 s, then 4 s and 8 s apart
    const schedule: [number, number][] = [
      [1999, 0],
      [1, 1],
      [4000, 2],
      [8000, 3],
    ];
    for (const [ms, probes] of schedule) {
      await vi.advanceTimersByTimeAsync(ms);
      expect(calls).toBe(probes);
    }
    expect(connectionState()).toBe('online');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toBe(3);
  });
});

describe('back-off', () => {
  it('doubles and stays bounded', () => {
    expect([0, 1, 2, 3, 4, 10].map((n) => backoffMs(n, 1000, 8000))).toEqual([
      1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });
});
