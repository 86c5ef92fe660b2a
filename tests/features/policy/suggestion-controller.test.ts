import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSuggestionController,
  SUGGEST_DEBOUNCE_MS,
  type SuggestionState,
} from '../../../src/features/policy/lib/suggestion-controller';

interface Deferred {
  keyword: string;
  resolve: (items: string[]) => void;
  reject: (error: Error) => void;
}

function setup() {
  const calls: Deferred[] = [];
  const states: SuggestionState<string>[] = [];
  const controller = createSuggestionController<string>(
    (keyword) =>
      new Promise<string[]>((resolve, reject) => {
        calls.push({ keyword, resolve, reject });
      }),
    (s) => states.push(s),
  );
  const last = () => states[states.length - 1];
  return { calls, states, controller, last };
}

describe('search suggestions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once per typing pause, with the latest text', () => {
    const { calls, controller } = setup();
    for (const text of ['研', '研发', '研发费', '研发费用']) {
      controller.input(text);
      vi.advanceTimersByTime(100);
    }
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    expect(calls.map((c) => c.keyword)).toEqual(['研发费用']);
  });

  it('ignores an older answer that arrives after a newer one', async () => {
    const { calls, controller, last } = setup();
    controller.input('高新');
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    controller.input('高新技术');
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    expect(calls).toHaveLength(2);

    calls[1]!.resolve(['高新技术企业认定奖励']);
    await vi.runAllTimersAsync();
    calls[0]!.resolve(['高新区旧答案']);
    await vi.runAllTimersAsync();

    expect(last()).toEqual({ keyword: '高新技术', items: ['高新技术企业认定奖励'], loading: false });
  });

  it('drops an answer that arrives after the box was cleared', async () => {
    const { calls, controller, last } = setup();
    controller.input('补贴');
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    controller.input('');
    calls[0]!.resolve(['一次性创业补贴']);
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ keyword: '', items: [], loading: false });
  });

  it('shows no suggestions when the call fails, and does not ask for blank text', async () => {
    const { calls, controller, last } = setup();
    controller.input('   ');
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    expect(calls).toHaveLength(0);
    controller.input('稳岗');
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    calls[0]!.reject(new Error('network'));
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ keyword: '稳岗', items: [], loading: false });
  });

  it('aborts the earlier request when a newer one starts', () => {
    const signals: AbortSignal[] = [];
    const controller = createSuggestionController<string>(
      (_k, signal) => {
        signals.push(signal);
        return new Promise(() => {});
      },
      () => {},
    );
    controller.input('a');
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    controller.input('ab');
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    controller.dispose();
    expect(signals[1]!.aborted).toBe(true);
  });
});
