// A map whose entries expire and whose size is capped: the oldest entry goes first when it is full.
export class BoundedMap<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.entries.size;
  }

  set(key: string, value: V, expiresAt: number): void {
    // re-inserting moves the key to the end, so insertion order stays oldest-first
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  /** The live value, or undefined (an expired entry is removed on the way). */
  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** One-time read: the entry is removed whether or not it was still live. */
  take(key: string, now: number): V | undefined {
    const value = this.get(key, now);
    this.entries.delete(key);
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Removes every expired entry; returns how many went. */
  sweep(now: number): number {
    let removed = 0;
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now) {
        this.entries.delete(key);
        removed += 1;
      }
    }
    return removed;
  }
}

/** Drops the oldest entries of an insertion-ordered map until it holds at most `max`. */
export function capMap<K, V>(map: Map<K, V>, max: number): void {
  while (map.size > max) {
    const oldest = map.keys().next();
    if (oldest.done) return;
    map.delete(oldest.value);
  }
}

/** Removes the entries whose `expiresAt` has passed. */
export function sweepMap<K, V extends { expiresAt: number }>(map: Map<K, V>, now: number): void {
  for (const [key, value] of map) if (value.expiresAt <= now) map.delete(key);
}
