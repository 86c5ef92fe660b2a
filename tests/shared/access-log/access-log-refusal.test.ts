import { describe, expect, it } from 'vitest';
import { createAccessLogQueue, type QueuedRecord } from '../../../src/shared/access-log/access-log-queue';
import { BatchRefusedError, isValidRecord } from '../../../src/shared/access-log/access-log-record';
import { freshQueueStore, queuedRecord } from '../../support/access-log-records';

const freshStore = () => freshQueueStore('access-log-refusal');
const record = (n: number, policyId: string | null = null) =>
  queuedRecord(n, { accessType: policyId ? 2 : 3, policyId });

/** Stands in for the server: refuses a whole batch holding any record whose id is in `bad`. */
function refusingServer(bad: Set<string>) {
  const accepted: string[] = [];
  const batchSizes: number[] = [];
  const send = async (batch: QueuedRecord[]) => {
    batchSizes.push(batch.length);
    if (batch.some((r) => bad.has(r.clientRecordId))) throw new BatchRefusedError('第1条访问记录不正确');
    accepted.push(...batch.map((r) => r.clientRecordId));
  };
  return { send, accepted, batchSizes };
}

describe('records valid when made', () => {
  it('mirrors the server: a policyId only when it is a well-formed id of at most 64 characters', () => {
    expect(isValidRecord(record(1, 'p-0001'))).toBe(true);
    expect(isValidRecord(record(1, 'x'.repeat(64)))).toBe(true);
    expect(isValidRecord(record(1, 'x'.repeat(70)))).toBe(false);
    expect(isValidRecord(record(1, '<script>'))).toBe(false);
    expect(isValidRecord({ ...record(1), orgCode: '3505' })).toBe(false);
    expect(isValidRecord({ ...record(1), clientRecordId: '' })).toBe(false);
  });

  it('a record the server would refuse is counted as invalid and never queued', async () => {
    const server = refusingServer(new Set());
    const queue = createAccessLogQueue({ store: freshStore(), locks: null, send: server.send });
    expect(await queue.enqueue(record(0, 'x'.repeat(70)))).toBe(false);
    for (let i = 1; i <= 6; i += 1) expect(await queue.enqueue(record(i))).toBe(true);
    await queue.flush();
    expect(server.accepted).toHaveLength(6);
    expect(await queue.stats()).toEqual({ queued: 0, dropped: 0, invalid: 1 });
  });
});

describe('a batch refused as invalid', () => {
  it('is split to find the bad records, which are dropped and counted; the rest arrive', async () => {
    const server = refusingServer(new Set(['id-7', 'id-30']));
    const queue = createAccessLogQueue({ store: freshStore(), locks: null, send: server.send });
    for (let i = 0; i < 50; i += 1) await queue.enqueue(record(i));
    const result = await queue.flush();
    expect(result.failed).toBe(false);
    expect(result.refused).toBe(2);
    expect(result.sent).toBe(48);
    expect(server.accepted.sort()).toEqual(
      Array.from({ length: 50 }, (_, i) => `id-${i}`)
        .filter((id) => id !== 'id-7' && id !== 'id-30')
        .sort(),
    );
    // halving: far fewer requests than one per record
    expect(result.requests).toBeLessThan(30);
    expect(await queue.stats()).toEqual({ queued: 0, dropped: 0, invalid: 2 });
    // nothing is retried for ever: a second flush sends nothing
    expect((await queue.flush()).requests).toBe(0);
  });

  it('keeps everything still unsent when the network fails in the middle of the split', async () => {
    let calls = 0;
    const queue = createAccessLogQueue({
      store: freshStore(),
      locks: null,
      send: async (batch) => {
        calls += 1;
        if (calls === 1) throw new BatchRefusedError('refused');
        if (calls === 2) throw new Error('network unavailable');
        void batch;
      },
    });
    for (let i = 0; i < 10; i += 1) await queue.enqueue(record(i));
    const result = await queue.flush();
    expect(result).toMatchObject({ failed: true, refused: 0, sent: 0 });
    expect(await queue.stats()).toEqual({ queued: 10, dropped: 0, invalid: 0 });
  });

  it('a passing failure (server error) keeps the batch whole for the next attempt', async () => {
    const queue = createAccessLogQueue({
      store: freshStore(),
      locks: null,
      send: async () => {
        throw new Error('code 500');
      },
    });
    for (let i = 0; i < 3; i += 1) await queue.enqueue(record(i));
    expect(await queue.flush()).toEqual({ sent: 0, requests: 1, refused: 0, failed: true });
    expect(await queue.size()).toBe(3);
  });
});
