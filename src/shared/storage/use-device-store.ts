// The one way a component reads data kept on this device: `useDeviceStore(source, select?)` over React's
// useSyncExternalStore. A source is a persistent store (localStorage: county, language, settings, session),
// read as it is, or a device view (device-view.ts) over IndexedDB stores, read as its last reading
// (pending / success / error with data). Why this and not React Query: the device is not a server. Its
// stores tell their own changes (this tab, other tabs, the worker), so a screen follows them without query
// keys to invalidate by hand, and the synchronous localStorage stores and the asynchronous IndexedDB ones are
// read the same way.
import { useSyncExternalStore } from 'react';

export interface DeviceSource<T> {
  get(): T;
  subscribe(listener: () => void): () => void;
}

export function useDeviceStore<T>(source: DeviceSource<T>): T;
export function useDeviceStore<T, S>(source: DeviceSource<T>, select: (value: T) => S): S;
export function useDeviceStore<T, S>(source: DeviceSource<T>, select?: (value: T) => S): T | S {
  const value = useSyncExternalStore(source.subscribe, source.get, source.get);
  return select ? select(value) : value;
}
