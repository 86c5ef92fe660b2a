// Entries read back from the device that failed their parser: dropped, never rendered, and counted here
// (per store) so support can see that a device healed itself. Counts only: no content is logged.
const dropped = new Map<string, number>();

export function recordDropped(store: string, count = 1): void {
  if (count <= 0) return;
  dropped.set(store, (dropped.get(store) ?? 0) + count);
  console.warn(`[portal] dropped ${count} unreadable entr${count === 1 ? 'y' : 'ies'} from ${store}`);
}

/** How many entries each store dropped since the page loaded. */
export function droppedEntries(): Record<string, number> {
  return Object.fromEntries(dropped);
}
