// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PolicySuggestion } from '../../../src/shared/api/contract';
import { fetchSuggestions } from '../../../src/features/policy/api/policy-api';
import { SUGGEST_DEBOUNCE_MS, useSuggestions } from '../../../src/features/policy/common/use-suggestions';
import { renderHookWithProviders } from '../../support/render';

vi.mock('../../../src/features/policy/api/policy-api', () => ({ fetchSuggestions: vi.fn() }));

interface Deferred {
  keyword: string;
  signal: AbortSignal | undefined;
  resolve: (names: string[]) => void;
  reject: (error: Error) => void;
}

const toItems = (names: string[]): PolicySuggestion[] =>
  names.map((policyName, i) => ({ id: String(i), policyName }) as PolicySuggestion);

function setup() {
  const calls: Deferred[] = [];
  vi.mocked(fetchSuggestions).mockImplementation(
    (keyword, _audience, signal) =>
      new Promise<PolicySuggestion[]>((resolve, reject) => {
        calls.push({ keyword, signal, resolve: (names) => resolve(toItems(names)), reject });
      }),
  );
  const hook = renderHookWithProviders(() => useSuggestions(1));
  const type = (text: string) => act(() => hook.result.current.suggest(text));
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  const last = () => {
    const { keyword, items, loading } = hook.result.current;
    return { keyword, items: items.map((s) => s.policyName), loading };
  };
  /** types, then pauses as long as the debounce */
  const typeAndPause = async (text: string) => {
    type(text);
    await wait(SUGGEST_DEBOUNCE_MS);
  };
  return { calls, type, typeAndPause, wait, last, unmount: hook.unmount };
}

describe('search suggestions', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(fetchSuggestions).mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('asks once per typing pause, with the latest text', async () => {
    const { calls, type, wait } = setup();
    for (const text of ['研', '研发', '研发费', '研发费用']) {
      type(text);
      await wait(100);
    }
    expect(calls).toHaveLength(0);
    await wait(SUGGEST_DEBOUNCE_MS);
    expect(calls.map((c) => c.keyword)).toEqual(['研发费用']);
  });

  it('ignores an older answer that arrives after a newer one', async () => {
    const { typeAndPause, calls, wait, last } = setup();
    await typeAndPause('高新');
    await typeAndPause('高新技术');
    expect(calls).toHaveLength(2);

    calls[1]!.resolve(['高新技术企业认定奖励']);
    await wait(10);
    calls[0]!.resolve(['高新区旧答案']);
    await wait(10);

    expect(last()).toEqual({ keyword: '高新技术', items: ['高新技术企业认定奖励'], loading: false });
  });

  it('drops an answer that arrives after the box was cleared', async () => {
    const { typeAndPause, calls, type, wait, last } = setup();
    await typeAndPause('补贴');
    type('');
    calls[0]!.resolve(['一次性创业补贴']);
    await wait(SUGGEST_DEBOUNCE_MS);
    expect(last()).toEqual({ keyword: '', items: [], loading: false });
  });

  it('shows no suggestions when the call fails, and does not ask for blank text', async () => {
    const { typeAndPause, calls, wait, last } = setup();
    await typeAndPause('   ');
    expect(calls).toHaveLength(0);
    await typeAndPause('稳岗');
    calls[0]!.reject(new Error('network'));
    await wait(10);
    expect(last()).toEqual({ keyword: '稳岗', items: [], loading: false });
  });

  it('aborts the earlier request when a newer one starts', async () => {
    const { typeAndPause, calls, wait, unmount } = setup();
    await typeAndPause('a');
    await typeAndPause('ab');
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(calls[1]!.signal?.aborted).toBe(false);
    unmount();
    await wait(10);
    expect(calls[1]!.signal?.aborted).toBe(true);
  });
});
