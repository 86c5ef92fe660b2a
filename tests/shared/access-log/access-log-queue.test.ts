import { describe, expect, it } from 'vitest';
import { createAccessLogQueue, type QueuedRecord } from '../../../src/shared/access-log/access-log-queue';
import { freshQueueStore, queuedRecord } from '../../support/access-log-records';

const freshStore = () => freshQueueStore('access-log-test');
const record = (n: number) => queuedRecord(n, { accessType: 1 });

type Options = Parameters<typeof createAccessLogQueue>[0];

/** A queue without cross-tab locks that hands each batch to `send`. */
function queueSending(send: Options['send'], options: Partial<Options> = {}) {
  return createAccessLogQueue({ store: freshStore(), locks: null, send, ...options });
}

async function fill(queue: ReturnType<typeof createAccessLogQueue>, count: number) {
  for (let i = 0; i < count; i += 1) await queue.enqueue(record(i));
}

describe('access-log queue', () => {
  it('sends at most 50 records per request, oldest first, and empties the queue', async () => {
    const batches: QueuedRecord[][] = [];
    const queue = queueSending(async (b) => void batches.push(b));
    await fill(queue, 120);
    const result = await queue.flush();
    expect(batches.map((b) => b.length)).toEqual([50, 50, 20]);
    expect(batches[0]![0]!.clientRecordId).toBe('id-0');
    expect(batches.flat().map((r) => r.clientRecordId)).toEqual(
      Array.from({ length: 120 }, (_, i) => `id-${i}`),
    );
    expect(result).toEqual({ sent: 120, requests: 3, refused: 0, failed: false });
    expect(await queue.size()).toBe(0);
  });

  it('keeps a record until its batch is accepted', async () => {
    let release!: () => void;
    const accepted = new Promise<void>((resolve) => (release = resolve));
    const queue = queueSending(() => accepted);
    await fill(queue, 3);
    const flushing = queue.flush();
    await new Promise((r) => setTimeout(r, 20));
    expect(await queue.size()).toBe(3);
    release();
    await flushing;
    expect(await queue.size()).toBe(0);
  });

  it('keeps every record of a failed batch and stops there', async () => {
    let calls = 0;
    const queue = queueSending(async () => {
      calls += 1;
      if (calls === 2) throw new Error('network unavailable');
    });
    await fill(queue, 120);
    const result = await queue.flush();
    expect(result).toEqual({ sent: 50, requests: 2, refused: 0, failed: true });
    expect(await queue.size()).toBe(70);
  });

  it('resends the kept records on the next flush', async () => {
    const store = freshStore();
    let fail = true;
    const sent: string[] = [];
    const queue = queueSending(
      async (batch) => {
        if (fail) throw new Error('offline');
        sent.push(...batch.map((r) => r.clientRecordId));
      },
      { store },
    );
    await fill(queue, 5);
    expect((await queue.flush()).failed).toBe(true);
    fail = false;
    await queue.flush();
    expect(sent).toEqual(['id-0', 'id-1', 'id-2', 'id-3', 'id-4']);
    expect(await queue.size()).toBe(0);
  });

  it('runs one flush at a time', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const queue = queueSending(async () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 10));
      inFlight -= 1;
    });
    await fill(queue, 60);
    const [a, b] = await Promise.all([queue.flush(), queue.flush()]);
    expect(maxInFlight).toBe(1);
    expect(a).toBe(b);
    expect(a.sent).toBe(60);
  });

  it('survives a new queue instance on the same store (a reload)', async () => {
    const store = freshStore();
    await fill(
      queueSending(async () => undefined, { store }),
      4,
    );
    const afterReload = queueSending(async () => undefined, { store });
    expect(await afterReload.size()).toBe(4);
  });

  it('is bounded: the oldest records are dropped and counted, persistently', async () => {
    const store = freshStore();
    const sent: string[] = [];
    const queue = queueSending(async (b) => void sent.push(...b.map((r) => r.clientRecordId)), {
      store,
      maxRecords: 5000,
    });
    await fill(queue, 5003);
    expect(await queue.size()).toBe(5000);
    expect(await queue.dropped()).toBe(3);
    const again = queueSending(async () => undefined, { store });
    expect(await again.dropped()).toBe(3);
    await queue.flush();
    expect(sent[0]).toBe('id-3');
    expect(sent).toHaveLength(5000);
  }, 60_000);

  it('drops a damaged stored entry instead of blocking the queue', async () => {
    const store = freshStore();
    const sent: string[] = [];
    const queue = queueSending(async (b) => void sent.push(...b.map((r) => r.clientRecordId)), { store });
    await queue.enqueue(record(1));
    const { set } = await import('idb-keyval');
    await set([0, 0, 'broken'], { nonsense: true }, store);
    await queue.flush();
    expect(sent).toEqual(['id-1']);
    expect(await queue.size()).toBe(0);
    expect(await queue.stats()).toEqual({ queued: 0, dropped: 0, invalid: 1 });
  });
});
