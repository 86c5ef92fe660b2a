// The clientRecordIds seen recently: a time window capped by count, so memory stays flat under any load.
export const DEDUPE_WINDOW_MS = 24 * 3600 * 1000;
export const DEDUPE_MAX_IDS = 50_000;

export class DedupeWindow {
  // insertion order is arrival order, so the oldest id is always first
  private readonly ids = new Map<string, number>();

  constructor(
    private readonly windowMs = DEDUPE_WINDOW_MS,
    private readonly maxIds = DEDUPE_MAX_IDS,
  ) {}

  get size(): number {
    return this.ids.size;
  }

  /** True when `id` was already seen inside the window; otherwise remembers it and answers false. */
  seenBefore(id: string, now: number): boolean {
    this.evict(now);
    if (this.ids.has(id)) return true;
    this.ids.set(id, now);
    if (this.ids.size > this.maxIds) {
      const oldest = this.ids.keys().next();
      if (!oldest.done) this.ids.delete(oldest.value);
    }
    return false;
  }

  private evict(now: number): void {
    for (const [id, at] of this.ids) {
      if (now - at < this.windowMs) return;
      this.ids.delete(id);
    }
  }
}
