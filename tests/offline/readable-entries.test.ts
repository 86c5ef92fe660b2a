import { createStore, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { readableEntries } from '../../src/shared/offline/readable-entries';
import { droppedEntries } from '../../src/shared/offline/store-health';

const parse = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string'
    ? (value as { id: string })
    : null;

describe('reading a device store back', () => {
  it('two reads that overlap remove an unreadable entry and count it once', async () => {
    const store = createStore('readable-entries-test', 'items');
    await set('good', { id: 'good' }, store);
    await set('bad', { id: 7 }, store);
    const [first, second] = await Promise.all([
      readableEntries(store, 'overlap-test', parse),
      readableEntries(store, 'overlap-test', parse),
    ]);
    expect(first.readable.map((e) => e.id)).toEqual(['good']);
    expect(second.readable.map((e) => e.id)).toEqual(['good']);
    expect(droppedEntries()['overlap-test']).toBe(1);
    const after = await readableEntries(store, 'overlap-test', parse);
    expect(after).toEqual({ readable: [{ id: 'good' }], dropped: 0 });
  });
});
