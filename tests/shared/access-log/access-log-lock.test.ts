import { describe, expect, it } from 'vitest';
import { createAccessLogQueue, type QueuedRecord } from '../../../src/shared/access-log/access-log-queue';
import { freshQueueStore, queuedRecord } from '../../support/access-log-records';

const freshStore = () => freshQueueStore('access-log-lock');
const record = (n: number) => queuedRecord(n);

/**
 * The Web Locks API as one origin's tabs and worker share it: an exclusive lock per name; with
 * ifAvailable the callback gets null at once while someone else holds it.
 */
function sharedLocks(): LockManager {
  const held = new Set<string>();
  const waiting = new Map<string, (() => void)[]>();
  const release = (name: string) => {
    held.delete(name);
    waiting.get(name)?.shift()?.();
  };
  const request = async (
    name: string,
    options: LockOptions,
    callback: (lock: Lock | null) => unknown,
  ): Promise<unknown> => {
    if (held.has(name)) {
      if (options.ifAvailable) return callback(null);
      await new Promise<void>((resolve) => waiting.set(name, [...(waiting.get(name) ?? []), resolve]));
    }
    held.add(name);
    try {
      return await callback({ name, mode: 'exclusive' } as Lock);
    } finally {
      release(name);
    }
  };
  return { request, query: async () => ({}) } as unknown as LockManager;
}

describe('the flush lock shared by tabs and the service worker', () => {
  it('two tabs and the worker flushing the same store at once send every record exactly once', async () => {
    const store = freshStore();
    const locks = sharedLocks();
    const sent: string[] = [];
    const slowServer = async (batch: QueuedRecord[]) => {
      await new Promise((r) => setTimeout(r, 15));
      sent.push(...batch.map((r) => r.clientRecordId));
    };
    const [tabA, tabB, worker] = [0, 1, 2].map(() =>
      createAccessLogQueue({ store, locks, send: slowServer }),
    );
    for (let i = 0; i < 120; i += 1) await tabA!.enqueue(record(i));
    const results = await Promise.all([tabA!.flush(), tabB!.flush(), worker!.flush()]);
    expect(sent).toHaveLength(120);
    expect(new Set(sent).size).toBe(120);
    expect(results.map((r) => r.sent).sort((a, b) => a - b)).toEqual([0, 0, 120]);
    expect(await worker!.size()).toBe(0);
  });

  it('records queued by one tab while another sends are sent by the sender, once', async () => {
    const store = freshStore();
    const locks = sharedLocks();
    const sent: string[] = [];
    const tab = createAccessLogQueue({ store, locks, send: async () => undefined });
    let enqueueDuringSend: Promise<unknown> | null = null;
    const worker = createAccessLogQueue({
      store,
      locks,
      send: async (batch) => {
        sent.push(...batch.map((r) => r.clientRecordId));
        enqueueDuringSend ??= tab.enqueue(record(99)).then(() => tab.flush());
        await enqueueDuringSend;
      },
    });
    await tab.enqueue(record(1));
    await worker.flush();
    expect(sent).toEqual(['id-1', 'id-99']);
    expect(await tab.size()).toBe(0);
  });

  it('without the lock the same records would travel twice (what the lock prevents)', async () => {
    const store = freshStore();
    const sent: string[] = [];
    const slowServer = async (batch: QueuedRecord[]) => {
      await new Promise((r) => setTimeout(r, 15));
      sent.push(...batch.map((r) => r.clientRecordId));
    };
    const [a, b] = [0, 1].map(() => createAccessLogQueue({ store, locks: null, send: slowServer }));
    for (let i = 0; i < 10; i += 1) await a!.enqueue(record(i));
    await Promise.all([a!.flush(), b!.flush()]);
    expect(sent.length).toBeGreaterThan(10);
  });
});
