// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrolledPast } from '../../../src/shared/ui/use-scrolled-past';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrolledPast', () => {
  afterEach(() => {
    scrollTo(0);
    vi.restoreAllMocks();
  });

  it('does not read the scroll position while rendering', () => {
    const read = vi.spyOn(window, 'scrollY', 'get');
    const { result } = renderHook(() => useScrolledPast(300));
    expect(result.current).toBe(false);
    expect(read).not.toHaveBeenCalled();
  });

  it('turns true once scrolled past the offset and false again back above it, once per frame', async () => {
    const { result } = renderHook(() => useScrolledPast(300));
    await act(async () => {
      scrollTo(200);
      await new Promise((r) => requestAnimationFrame(r));
    });
    expect(result.current).toBe(false);
    await act(async () => {
      scrollTo(301);
      await new Promise((r) => requestAnimationFrame(r));
    });
    expect(result.current).toBe(true);
    await act(async () => {
      scrollTo(0);
      await new Promise((r) => requestAnimationFrame(r));
    });
    expect(result.current).toBe(false);
  });

  it('reads a restored position once the page is idle, not in the first frames', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
    const { result } = renderHook(() => useScrolledPast(300));
    await act(async () => {
      await new Promise((r) => requestAnimationFrame(r));
    });
    expect(result.current).toBe(false);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 600));
    });
    expect(result.current).toBe(true);
  });

  it('stops listening when unmounted', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useScrolledPast(300));
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
