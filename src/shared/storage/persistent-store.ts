// A tiny external store over localStorage: parsed on read, so a corrupt or foreign value becomes the default.
type Listener = () => void;

export interface PersistentStore<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: Listener): () => void;
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function createPersistentStore<T>(key: string, parse: (raw: string | null) => T): PersistentStore<T> {
  const listeners = new Set<Listener>();
  let value = parse(safeStorage()?.getItem(key) ?? null);
  return {
    get: () => value,
    set(next) {
      value = next;
      try {
        safeStorage()?.setItem(key, typeof next === 'string' ? next : JSON.stringify(next));
      } catch {
        // private mode or full storage: the choice still applies for this visit
      }
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
