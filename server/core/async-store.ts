import type { Store } from './store';

/** The same methods, answering at once instead of with a promise. */
export type SyncOf<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => R : T[K];
};

/** A Store whose rows are at hand (in memory, or SQLite in the process). */
export type SyncStore = {
  [K in Exclude<keyof Store, 'unit' | 'nextSeq'>]: SyncOf<Store[K]>;
} & { nextSeq(): number };

/** How a store in the process makes a unit of work atomic (SQLite's BEGIN, COMMIT, ROLLBACK). */
export interface SyncTransaction {
  begin(): void;
  commit(): void;
  rollback(): void;
}

/** A table's methods (its own and, for a class instance, its prototype's), answering with promises. */
function wrap(table: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let o: object | null = table; o && o !== Object.prototype; o = Object.getPrototypeOf(o)) {
    for (const name of Object.getOwnPropertyNames(o)) {
      if (name === 'constructor' || name in out) continue;
      const value = (table as Record<string, unknown>)[name];
      out[name] =
        typeof value === 'function'
          ? async (...args: unknown[]) => (value as (...a: unknown[]) => unknown).apply(table, args)
          : value;
    }
  }
  return out;
}

/**
 * The Store over rows at hand. Units of work run one after another (a queue), so one never
 * reads another's half-done writes across an await; inside a unit, the unit's store runs a
 * nested `unit` in place. With a transaction, a unit that throws leaves nothing behind.
 */
export function asyncStore(sync: SyncStore, transaction?: SyncTransaction): Store {
  const tables = Object.fromEntries(
    Object.entries(sync).map(([name, value]) => [
      name,
      typeof value === 'function' ? value : wrap(value as object),
    ]),
  ) as Record<string, unknown>;
  const base = {
    ...tables,
    nextSeq: async () => sync.nextSeq(),
  } as unknown as Omit<Store, 'unit'>;
  const inner: Store = { ...base, unit: (fn) => fn(inner) };
  let tail: Promise<unknown> = Promise.resolve();
  const outer: Store = {
    ...base,
    unit<R>(fn: (store: Store) => Promise<R>): Promise<R> {
      const run = async () => {
        transaction?.begin();
        try {
          const result = await fn(inner);
          transaction?.commit();
          return result;
        } catch (error) {
          transaction?.rollback();
          throw error;
        }
      };
      const result = tail.then(run, run);
      tail = result.catch(() => undefined);
      return result;
    },
  };
  return outer;
}
