import { describe, expect, it } from 'vitest';
import { eachAtMost } from '../../sw/each-at-most';

/** sw/precache.ts's limit (its module needs a worker's global scope to load). */
const PRECACHE_CONCURRENCY = 6;

/** A task per item that resolves when the test says so, recording how many run at once. */
function gatedTasks(count: number) {
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const gates = new Map<number, { open: () => void; fail: (e: Error) => void }>();
  const task = (item: number) =>
    new Promise<void>((resolve, reject) => {
      running += 1;
      most = Math.max(most, running);
      started.push(item);
      gates.set(item, {
        open: () => {
          running -= 1;
          resolve();
        },
        fail: (e) => {
          running -= 1;
          reject(e);
        },
      });
    });
  const items = Array.from({ length: count }, (_, i) => i);
  return { items, task, gates, started, most: () => most };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the shell install fetches a few files at once', () => {
  it('starts at most the limit, in order, and a next one as each finishes', async () => {
    const { items, task, gates, started, most } = gatedTasks(20);
    const done = eachAtMost(items, PRECACHE_CONCURRENCY, task);
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    gates.get(2)!.open();
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (let i = 0; i < 20; i += 1) {
      for (const [item, gate] of gates) if (item <= i) gate.open();
      await tick();
    }
    await done;
    expect(started).toEqual(items);
    expect(most()).toBe(PRECACHE_CONCURRENCY);
  });

  it('fails the install on the first failure and starts nothing after it', async () => {
    const { items, task, gates, started } = gatedTasks(20);
    const done = eachAtMost(items, 3, task);
    await tick();
    gates.get(1)!.fail(new Error('bad-precaching-response'));
    await expect(done).rejects.toThrow('bad-precaching-response');
    gates.get(0)!.open();
    gates.get(2)!.open();
    await tick();
    expect(started).toEqual([0, 1, 2]);
  });

  it('runs every item of a list shorter than the limit, and an empty list at once', async () => {
    const seen: number[] = [];
    await eachAtMost([1, 2], 6, async (n) => void seen.push(n));
    expect(seen).toEqual([1, 2]);
    await eachAtMost([], 6, async () => undefined);
  });
});
