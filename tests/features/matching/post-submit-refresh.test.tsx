// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchingQueries } from '../../../src/features/matching/api/matching-queries';
import { useDelayedRefresh } from '../../../src/features/matching/lib/use-delayed-refresh';
import { useMatchingBoard } from '../../../src/features/matching/lib/use-matching-board';
import {
  REFRESH_DELAY_MS,
  modelForTab,
  tabForModel,
} from '../../../src/features/matching/lib/matching-model';
import { renderHookWithProviders } from '../../support/render';

describe('the 3-second refresh after a questionnaire submit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 3 s before refreshing, once', () => {
    expect(REFRESH_DELAY_MS).toBe(3000);
    const refresh = vi.fn();
    const { result } = renderHook(() => useDelayedRefresh(refresh));
    act(() => result.current.start());
    expect(result.current.phase).toBe('waiting');
    act(() => vi.advanceTimersByTime(2999));
    expect(refresh).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(result.current.phase).toBe('done');
    act(() => vi.advanceTimersByTime(10_000));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('is cancelled when the screen goes away', () => {
    const refresh = vi.fn();
    const { result, unmount } = renderHook(() => useDelayedRefresh(refresh));
    act(() => result.current.start());
    unmount();
    vi.advanceTimersByTime(5000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('switches to the precise tab, page 1, and invalidates the results after 3 s', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { result } = renderHookWithProviders(() => useMatchingBoard(), client);
    act(() => result.current.setTab(2));
    act(() => result.current.setPage(3));
    expect(result.current.matchingModel).toBe(3);

    act(() => result.current.onSubmitted());
    act(() => vi.advanceTimersByTime(2900));
    expect(result.current.tab).toBe(2);
    expect(invalidate).not.toHaveBeenCalled();

    await act(async () => vi.advanceTimersByTime(100));
    expect(result.current.tab).toBe(0);
    expect(result.current.matchingModel).toBe(1);
    expect(result.current.page).toBe(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: matchingQueries.results(result.current.account) });
  });
});

describe('tab index ↔ matchingModel', () => {
  it('maps 0/1/2 to 1/2/3 and back', () => {
    expect([0, 1, 2].map(modelForTab)).toEqual([1, 2, 3]);
    expect(([1, 2, 3] as const).map(tabForModel)).toEqual([0, 1, 2]);
    expect(modelForTab(7)).toBe(1);
  });
});
