/**
 * The small part of `localStorage` the client store uses for its local picker records. The site passes
 * `window.localStorage` wrapped by `webKeyValueStore`; tests and the widget use `memoryKeyValueStore`.
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  keys(): string[];
}

export function memoryKeyValueStore(initial: Record<string, string> = {}): KeyValueStore {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
    keys: () => [...items.keys()],
  };
}

/** Adapts a Web Storage object (`localStorage`); failures (quota, private mode) are ignored. */
export function webKeyValueStore(storage: {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}): KeyValueStore {
  const attempt = <T>(fn: () => T, fallback: T): T => {
    try {
      return fn();
    } catch {
      return fallback;
    }
  };
  return {
    getItem: (key) => attempt(() => storage.getItem(key), null),
    setItem: (key, value) => attempt(() => storage.setItem(key, value), undefined),
    removeItem: (key) => attempt(() => storage.removeItem(key), undefined),
    keys: () =>
      attempt(() => {
        const keys: string[] = [];
        for (let i = 0; i < storage.length; i += 1) {
          const key = storage.key(i);
          if (key !== null) keys.push(key);
        }
        return keys;
      }, []),
  };
}
