import { set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { defineDeviceStore } from '../../src/shared/storage/device-store';
import { droppedEntries } from '../../src/shared/offline/store-health';
import { object, text } from '../../src/shared/api/schema';

// reading a store back is defineDeviceStore's `entries` (the readable ones, and how many this read dropped)
const store = defineDeviceStore({
  db: 'readable-entries-test',
  store: 'items',
  name: 'overlap-test',
  schema: object({ id: text }),
  belongs: (entry, key) => entry.id === key,
});
const readableEntries = async () => {
  const { entries, dropped } = await store.entries();
  return { readable: entries.map(([, entry]) => entry), dropped };
};

describe('reading a device store back', () => {
  it('two reads that overlap remove an unreadable entry and count it once', async () => {
    await set('good', { id: 'good' }, store.raw);
    await set('bad', { id: 7 }, store.raw);
    const [first, second] = await Promise.all([readableEntries(), readableEntries()]);
    expect(first.readable.map((e) => e.id)).toEqual(['good']);
    expect(second.readable.map((e) => e.id)).toEqual(['good']);
    expect(droppedEntries()['overlap-test']).toBe(1);
    const after = await readableEntries();
    expect(after).toEqual({ readable: [{ id: 'good' }], dropped: 0 });
  });
});
