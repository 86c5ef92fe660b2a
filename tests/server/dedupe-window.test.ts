// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DedupeWindow } from '../../server/lib/dedupe-window';

describe('DedupeWindow', () => {
  it('knows an id inside the window and forgets it after the window', () => {
    const w = new DedupeWindow(1000, 10);
    expect(w.seenBefore('a', 0)).toBe(false);
    expect(w.seenBefore('a', 999)).toBe(true);
    expect(w.seenBefore('a', 1000)).toBe(false);
    expect(w.size).toBe(1);
  });

  it('keeps at most its cap, forgetting the oldest first, across many turns of the ring', () => {
    const w = new DedupeWindow(60_000, 3);
    for (let i = 0; i < 1000; i += 1) expect(w.seenBefore(`id-${i}`, i)).toBe(false);
    expect(w.size).toBe(3);
    expect(w.seenBefore('id-999', 1000)).toBe(true);
    expect(w.seenBefore('id-997', 1000)).toBe(true);
    // id-996 was pushed out by the cap
    expect(w.seenBefore('id-996', 1000)).toBe(false);
    expect(w.size).toBe(3);
    // 997 was the oldest, so it went when 996 came back
    expect(w.seenBefore('id-997', 1000)).toBe(false);
  });

  it('expires by time in arrival order, however full', () => {
    const w = new DedupeWindow(100, 5);
    w.seenBefore('x', 0);
    w.seenBefore('y', 50);
    w.seenBefore('z', 90);
    w.seenBefore('q', 140);
    expect(w.size).toBe(3);
    expect(w.seenBefore('x', 140)).toBe(false);
    expect(w.seenBefore('y', 149)).toBe(true);
  });
});
