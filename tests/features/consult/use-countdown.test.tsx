// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from '../../../src/features/consult/lib/use-countdown';
import { SMS_RESEND_SECONDS } from '../../../src/features/consult/lib/captcha-rules';

describe('SMS resend countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 60 seconds down to idle', () => {
    expect(SMS_RESEND_SECONDS).toBe(60);
    const { result } = renderHook(() => useCountdown(SMS_RESEND_SECONDS));
    expect(result.current.running).toBe(false);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(60);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.remaining).toBe(1);
    expect(result.current.running).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
  });

  it('restarts from 60 and stops ticking when unmounted', () => {
    const { result, unmount } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.remaining).toBe(50);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(60);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
