import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, onlineManager } from '@tanstack/react-query';
import { loadForScreen } from '../../../src/shared/routing/load-for-screen';

const client = () =>
  new QueryClient({ defaultOptions: { queries: { networkMode: 'offlineFirst', retry: 1, retryDelay: 10 } } });

afterEach(() => onlineManager.setOnline(true));

describe('loadForScreen', () => {
  it('waits online for the answer the screen needs', async () => {
    const queryClient = client();
    await loadForScreen(queryClient, { queryKey: ['a'], queryFn: async () => 'answer' });
    expect(queryClient.getQueryData(['a'])).toBe('answer');
  });

  it('does not wait offline: the fetch goes on without the screen', async () => {
    onlineManager.setOnline(false);
    let settle!: (v: string) => void;
    const queryClient = client();
    await loadForScreen(queryClient, {
      queryKey: ['b'],
      queryFn: () => new Promise<string>((r) => (settle = r)),
    });
    expect(queryClient.getQueryData(['b'])).toBeUndefined();
    settle('late');
  });

  it('stops waiting when the connection is lost while it waits (the retry is paused until it is back)', async () => {
    const queryClient = client();
    let calls = 0;
    const loading = loadForScreen(queryClient, {
      queryKey: ['c'],
      queryFn: async () => {
        calls += 1;
        // the first try fails for the network a moment later, and the connection goes away before the retry
        await new Promise((r) => setTimeout(r, 5));
        onlineManager.setOnline(false);
        throw new TypeError('Failed to fetch');
      },
    });
    const outcome = await Promise.race([
      loading.then(() => 'rendered'),
      new Promise((r) => setTimeout(() => r('still waiting'), 500)),
    ]);
    expect(outcome).toBe('rendered');
    expect(calls).toBe(1);
  });
});
