// @vitest-environment jsdom
// useDeviceStore over a device view: the screen shows pending, then the stores' data, and follows every
// change of the stores it reads (this tab, another tab, the worker) without asking.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { object, text } from '../../../src/shared/api/schema';
import { defineDeviceStore } from '../../../src/shared/storage/device-store';
import { deviceView } from '../../../src/shared/storage/device-view';
import { createPersistentStore } from '../../../src/shared/storage/persistent-store';
import { useDeviceStore } from '../../../src/shared/storage/use-device-store';

afterEach(cleanup);

let seq = 0;
const words = () =>
  defineDeviceStore({
    db: `device-view-test-${(seq += 1)}`,
    store: 'words',
    name: `words-${seq}`,
    schema: object({ id: text, text: text }),
  });

describe('a device view read with useDeviceStore', () => {
  it('shows pending, then the data, then every change of its store', async () => {
    const store = words();
    await store.set('a', { id: 'a', text: '一' });
    let reads = 0;
    const view = deviceView(async () => {
      reads += 1;
      return (await store.entries()).entries.map(([, w]) => w.text).join(',');
    }, [store]);
    function Words() {
      const reading = useDeviceStore(view);
      return (
        <p>
          {reading.status === 'pending'
            ? 'pending'
            : reading.status === 'error'
              ? 'failed'
              : `words:${reading.data}`}
        </p>
      );
    }
    render(<Words />);
    expect(screen.getByText('pending')).toBeTruthy();
    await screen.findByText('words:一');
    await act(() => store.set('b', { id: 'b', text: '二' }));
    await screen.findByText('words:一,二');
    await act(() => store.del('a'));
    await screen.findByText('words:二');
    expect(reads).toBe(3);
  });

  it('a change while nobody shows it is read when a screen shows it next; a refused read is an error', async () => {
    const store = words();
    let fail = false;
    const view = deviceView(async () => {
      if (fail) throw new Error('refused');
      return (await store.get('a'))?.text ?? 'none';
    }, [store]);
    expect(await view.load()).toBe('none');
    await store.set('a', { id: 'a', text: '新' });
    function Word() {
      const reading = useDeviceStore(view, (r) => (r.status === 'error' ? 'failed' : String(r.data)));
      return <p>{reading}</p>;
    }
    render(<Word />);
    await screen.findByText('新');
    fail = true;
    await act(() => view.get().refetch());
    await screen.findByText('failed');
    // the last data read stays with the error
    expect(view.get().data).toBe('新');
  });

  it('reads a persistent (localStorage) store the same way', async () => {
    const county = createPersistentStore<string>('device-view-test.county', (raw) => raw ?? '350500');
    function County() {
      return <p>{`county:${useDeviceStore(county)}`}</p>;
    }
    render(<County />);
    expect(screen.getByText('county:350500')).toBeTruthy();
    act(() => county.set('350502'));
    await waitFor(() => expect(screen.getByText('county:350502')).toBeTruthy());
  });
});
