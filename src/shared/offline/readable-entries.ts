// Reading a device store back: every entry through its parser; the unreadable ones are removed (unless the
// reader cannot tell anyone, see saved searches) and counted in store health. DOM-free.
import { delMany, entries, type UseStore } from 'idb-keyval';
import { recordDropped } from './store-health';

/** store name + key of each unreadable entry already counted in this visit */
const counted = new Set<string>();

export async function readableEntries<T extends { id: string }>(
  store: UseStore,
  name: string,
  parse: (value: unknown) => T | null,
  remove = true,
): Promise<{ readable: T[]; dropped: number }> {
  const readable: T[] = [];
  const unreadable: IDBValidKey[] = [];
  for (const [key, value] of await entries<IDBValidKey, unknown>(store)) {
    const entry = parse(value);
    if (entry && entry.id === key) readable.push(entry);
    else unreadable.push(key);
  }
  if (unreadable.length > 0 && remove) {
    await delMany(unreadable, store).catch(() => undefined);
    // two reads that overlap (a mount and a change event) find the same entries: count each once
    const fresh = unreadable.filter((key) => !counted.has(`${name}\u0000${String(key)}`));
    fresh.forEach((key) => counted.add(`${name}\u0000${String(key)}`));
    recordDropped(name, fresh.length);
  }
  return { readable, dropped: unreadable.length };
}
