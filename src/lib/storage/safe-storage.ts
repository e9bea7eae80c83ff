/**
 * Web Storage that never throws. Private mode, a full quota or an iframe with storage blocked
 * by the browser all make `localStorage` throw on access; a visitor must still be able to chat,
 * so values then live in memory for the life of the page.
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** True when values only live in memory because the browser refused real storage. */
  readonly volatile: boolean;
}

export function createMemoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    volatile: true,
  };
}

type StorageSource = () => Storage | undefined;

/** Wraps a browser Storage; each failing call falls back to memory from then on. */
export function createSafeStore(source: StorageSource): KeyValueStore {
  const memory = createMemoryStore();
  let failed = false;
  const backend = (): Storage | undefined => {
    if (failed) return undefined;
    try {
      return source();
    } catch {
      failed = true;
      return undefined;
    }
  };
  const attempt = <T>(run: (s: Storage) => T, fallback: () => T): T => {
    const storage = backend();
    if (!storage) return fallback();
    try {
      return run(storage);
    } catch {
      failed = true;
      return fallback();
    }
  };
  return {
    getItem: (key) =>
      attempt(
        (s) => s.getItem(key),
        () => memory.getItem(key),
      ),
    setItem: (key, value) =>
      attempt(
        (s) => s.setItem(key, value),
        () => memory.setItem(key, value),
      ),
    removeItem: (key) => {
      memory.removeItem(key);
      attempt(
        (s) => s.removeItem(key),
        () => undefined,
      );
    },
    get volatile() {
      return failed;
    },
  };
}

export const localStore: KeyValueStore = createSafeStore(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
);

export const sessionStore: KeyValueStore = createSafeStore(() =>
  typeof window === 'undefined' ? undefined : window.sessionStorage,
);
