// What a screen shows of the device's IndexedDB stores, as a source `useDeviceStore` reads synchronously: the
// last reading (pending, success or error, with its data) kept in memory, read again whenever one of the stores
// it reads changes (this tab, another tab, the worker). A view nobody shows is only marked stale by a change
// and read again when a screen shows it next (meanwhile the screen shows the last reading). A route loader may
// `load()` a view before its screen mounts. DOM-free and React-free.
type Listener = () => void;

/** anything that tells its changes: a device store (storage/device-store.ts) */
interface Watched {
  subscribe(listener: Listener): () => void;
}

/** the last reading: pending (nothing read yet), success (`data` as read) or error (the last data read, if any) */
export type DeviceReading<T> = (
  | { status: 'pending'; data: undefined }
  | { status: 'success'; data: T }
  | { status: 'error'; data: T | undefined }
) & {
  /** reads the stores again */
  refetch(): Promise<void>;
};

export interface DeviceView<T> {
  get(): DeviceReading<T>;
  subscribe(listener: Listener): () => void;
  /** reads the stores now (a route loader, before its screen shows); rejects when the device refuses */
  load(): Promise<T>;
}

const ignore = () => undefined;

export function deviceView<T>(read: () => Promise<T>, stores: readonly Watched[]): DeviceView<T> {
  const listeners = new Set<Listener>();
  let stale = true;
  let reads = 0;
  let running: Promise<T> | null = null;
  const refetch = () => load().then(ignore, ignore);
  let reading: DeviceReading<T> = { status: 'pending', data: undefined, refetch };

  function load(): Promise<T> {
    stale = false;
    const mine = (reads += 1);
    // an older reading that ends after a newer one began is not shown
    const show = (next: Omit<DeviceReading<T>, 'refetch'>) => {
      if (mine !== reads) return;
      running = null;
      reading = { ...next, refetch } as DeviceReading<T>;
      listeners.forEach((l) => l());
    };
    return (running = read().then(
      (data) => {
        show({ status: 'success', data });
        return data;
      },
      (error: unknown) => {
        show({ status: 'error', data: reading.data });
        throw error;
      },
    ));
  }

  stores.forEach((store) =>
    store.subscribe(() => {
      stale = true;
      if (listeners.size > 0) void refetch();
    }),
  );

  return {
    get: () => reading,
    subscribe(listener) {
      listeners.add(listener);
      if (stale && !running) void refetch();
      return () => void listeners.delete(listener);
    },
    load: () => running ?? load(),
  };
}

/** One view per argument (a policy's id, an account), made on first use and kept for the visit. */
export function viewsBy<A extends string, T>(make: (arg: A) => DeviceView<T>): (arg: A) => DeviceView<T> {
  const views = new Map<A, DeviceView<T>>();
  return (arg) => {
    let view = views.get(arg);
    if (!view) views.set(arg, (view = make(arg)));
    return view;
  };
}
