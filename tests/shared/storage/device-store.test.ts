// defineDeviceStore: typed entries read back through their schema, damaged ones removed and counted once,
// a change told to listeners here and to other tabs and the worker (BroadcastChannel).
import { get, set } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { defineDeviceRecord, defineDeviceStore } from '../../../src/shared/storage/device-store';
import { droppedEntries } from '../../../src/shared/offline/store-health';
import { boolean, list, number, object, text, withDefault } from '../../../src/shared/api/schema';

const noteSchema = object({ id: text, words: text, at: number, tags: withDefault(list(text), []) });
let seq = 0;
const notes = () =>
  defineDeviceStore({
    db: `device-store-test-${(seq += 1)}`,
    store: 'notes',
    name: `notes-${seq}`,
    schema: noteSchema,
    belongs: (note, key) => note.id === key,
  });

describe('a device store', () => {
  it('keeps an entry and reads it back through its schema, typed', async () => {
    const store = notes();
    await store.set('n1', { id: 'n1', words: '你好', at: 5, tags: ['a'] });
    const note = await store.get('n1');
    expect(note).toEqual({ id: 'n1', words: '你好', at: 5, tags: ['a'] });
    // the type is the schema's: a number field is a number
    expect(note?.at.toFixed(0)).toBe('5');
    // lenient as device copies need: a missing list reads as its default, text holding a number as the number
    await set('n2', { id: 'n2', words: 'x', at: '7', extra: 'dropped' }, store.raw);
    expect(await store.get('n2')).toEqual({ id: 'n2', words: 'x', at: 7, tags: [] });
    expect((await store.entries()).entries.map(([key]) => key)).toEqual(['n1', 'n2']);
    expect(await store.update('n1', (n) => ({ ...n, words: '再见' }))).toMatchObject({ words: '再见' });
    expect(await store.update('absent', (n) => n)).toBeNull();
    await store.del('n1');
    expect(await store.get('n1')).toBeNull();
  });

  it('updates in one transaction: two changes at once (the page and the worker on one entry) both last', async () => {
    const store = notes();
    await store.set('n1', { id: 'n1', words: '原文', at: 1, tags: [] });
    const heard = vi.fn();
    store.subscribe(heard);
    const [words, tags] = await Promise.all([
      store.update('n1', (n) => ({ ...n, words: '改过' })),
      store.update('n1', (n) => ({ ...n, tags: [...n.tags, '新'] })),
    ]);
    expect(words).toMatchObject({ words: '改过', tags: [] });
    // the second change read the first one's result, not the entry as it was before both
    expect(tags).toEqual({ id: 'n1', words: '改过', at: 1, tags: ['新'] });
    expect(await store.get('n1')).toEqual({ id: 'n1', words: '改过', at: 1, tags: ['新'] });
    expect(heard).toHaveBeenCalledTimes(2);
    // a damaged entry is not changed but removed and counted, as a read removes it
    await set('bad', { id: 'bad', words: { html: '<b>' }, at: 1 }, store.raw);
    expect(await store.update('bad', (n) => n)).toBeNull();
    expect(await get('bad', store.raw)).toBeUndefined();
    expect(droppedEntries()[store.name]).toBe(1);
  });

  it('removes a damaged entry, never hands it on, and counts it once in store health', async () => {
    const store = notes();
    await store.set('good', { id: 'good', words: 'ok', at: 1, tags: [] });
    await set('bad', { id: 'bad', words: { html: '<b>' }, at: 1 }, store.raw);
    await set('moved', { id: 'elsewhere', words: 'x', at: 1 }, store.raw);
    const [first, second] = await Promise.all([store.entries(), store.entries()]);
    expect(first.entries.map(([key]) => key)).toEqual(['good']);
    expect(first.dropped).toBe(2);
    expect(second.entries.map(([key]) => key)).toEqual(['good']);
    expect(droppedEntries()[store.name]).toBe(2);
    expect(await get('bad', store.raw)).toBeUndefined();
    expect(await get('moved', store.raw)).toBeUndefined();
    expect((await store.entries()).dropped).toBe(0);

    await set('late', 'not a note', store.raw);
    expect(await store.get('late')).toBeNull();
    expect(await get('late', store.raw)).toBeUndefined();
    expect(droppedEntries()[store.name]).toBe(3);
  });

  it('a background reader may leave damaged entries where they are, uncounted', async () => {
    const store = notes();
    await set('bad', { id: 'bad' }, store.raw);
    expect(await store.entries({ leaveUnreadable: true })).toEqual({ entries: [], dropped: 1 });
    expect(await get('bad', store.raw)).toEqual({ id: 'bad' });
    expect(droppedEntries()[store.name]).toBeUndefined();
  });

  it('tells listeners after every write, and stops when they leave', async () => {
    const store = notes();
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    await store.set('n1', { id: 'n1', words: 'a', at: 1, tags: [] });
    await store.update('n1', (n) => ({ ...n, at: 2 }));
    await store.delMany(['n1']);
    await store.clear();
    expect(heard).toHaveBeenCalledTimes(4);
    stop();
    await store.set('n2', { id: 'n2', words: 'b', at: 1, tags: [] });
    expect(heard).toHaveBeenCalledTimes(4);
  });

  it('tells another tab or the worker through its channel', async () => {
    const db = `device-store-test-${(seq += 1)}`;
    const here = defineDeviceStore({
      db,
      store: 'notes',
      name: 'here',
      schema: noteSchema,
      channel: `test-${db}`,
    });
    const there = defineDeviceStore({
      db,
      store: 'notes',
      name: 'there',
      schema: noteSchema,
      channel: `test-${db}`,
    });
    const heard = new Promise<void>((resolve) => there.subscribe(resolve));
    await here.set('n1', { id: 'n1', words: 'a', at: 1, tags: [] });
    await heard;
    expect(await there.get('n1')).toMatchObject({ words: 'a' });
  });
});

describe('a device record (named fields, each with its schema)', () => {
  it('reads each field through its own schema; a damaged one is removed and counted', async () => {
    const record = defineDeviceRecord({
      db: `device-store-test-${(seq += 1)}`,
      store: 'state',
      name: `record-${seq}`,
      fields: { on: boolean, seen: list(text) },
    });
    const heard = vi.fn();
    record.subscribe(heard);
    await record.set('on', true);
    await record.set('seen', ['a', 'b']);
    expect(await record.get('on')).toBe(true);
    expect(await record.get('seen')).toEqual(['a', 'b']);
    expect(heard).toHaveBeenCalledTimes(2);
    await set('on', 'yes', (await import('idb-keyval')).createStore(`device-store-test-${seq}`, 'state'));
    expect(await record.get('on')).toBeNull();
    expect(droppedEntries()[record.name]).toBe(1);
    await record.clear();
    expect(await record.get('seen')).toBeNull();
  });
});
