// Sliding-window counters keyed by phone or client: how many events happened in the last window.
import { BoundedMap } from './bounded-map';

export class SlidingLimit {
  private readonly hits: BoundedMap<number[]>;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    maxKeys = 50_000,
  ) {
    this.hits = new BoundedMap(maxKeys);
  }

  /** True when one more event for `key` would exceed the limit. */
  exceeded(key: string, now: number): boolean {
    return this.recent(key, now).length >= this.max;
  }

  record(key: string, now: number): void {
    const list = this.recent(key, now);
    list.push(now);
    this.hits.set(key, list, now + this.windowMs);
  }

  sweep(now: number): void {
    this.hits.sweep(now);
  }

  get size(): number {
    return this.hits.size;
  }

  private recent(key: string, now: number): number[] {
    return (this.hits.get(key, now) ?? []).filter((at) => now - at < this.windowMs);
  }
}
