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
  /**
   * Savepoints (SQLite's SAVEPOINT, RELEASE, ROLLBACK TO) let units that queued together share
   * one transaction (group commit): each unit is a savepoint in it, and one that throws is rolled
   * back to its savepoint alone. Without them, every unit is a transaction of its own.
   */
  savepoints?: { mark(): void; release(): void; undo(): void };
}

/** Units that queued together and commit together: at most this many share a commit. */
export const GROUP_COMMIT_MAX = 64;

/**
 * The loop's next turn, captured when this module loads: fake timers installed later by a test
 * do not hold a batch back. Outside Node (the mocks in a browser) units start on a microtask.
 */
const nextTurn: (run: () => void) => void =
  typeof globalThis.setImmediate === 'function'
    ? (
        (immediate) => (run: () => void) =>
          void immediate(run)
      )(globalThis.setImmediate)
    : queueMicrotask;

interface Job {
  fn: (store: Store) => Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
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
 *
 * With savepoints, units commit in groups: the units that queued during one turn of the event
 * loop (the sends of the requests read in that turn) run one after another in one transaction,
 * each in a savepoint, and commit once; each answers only after that commit, so nothing a unit
 * publishes is heard before its rows are durable. Under load this takes the per-commit cost
 * (SQLite's BEGIN, COMMIT and WAL writes: 11 % of a send's CPU) from every unit to every batch.
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
  const unit = transaction?.savepoints
    ? groupCommit(inner, transaction, transaction.savepoints)
    : oneByOne(inner, transaction);
  return { ...base, unit } as Store;
}

/** Each unit a transaction of its own, after the one before. */
function oneByOne(inner: Store, transaction?: SyncTransaction): Store['unit'] {
  let tail: Promise<unknown> = Promise.resolve();
  return <R>(fn: (store: Store) => Promise<R>): Promise<R> => {
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
  };
}

/** The units queued in one turn of the loop, one after another in one transaction. */
function groupCommit(
  inner: Store,
  transaction: SyncTransaction,
  savepoint: NonNullable<SyncTransaction['savepoints']>,
): Store['unit'] {
  const queue: Job[] = [];
  let scheduled = false;

  async function runBatch(): Promise<void> {
    const batch = queue.splice(0, GROUP_COMMIT_MAX);
    const done: [Job, unknown][] = [];
    let next = 0;
    try {
      transaction.begin();
      for (; next < batch.length; next += 1) {
        const job = batch[next]!;
        savepoint.mark();
        try {
          const result = await job.fn(inner);
          savepoint.release();
          done.push([job, result]);
        } catch (error) {
          job.reject(error);
          // This unit's writes go; the others' stay in the transaction. If the database ended
          // the transaction itself, what the units before it wrote is gone too: they fail, and
          // the rest of the batch starts a new transaction.
          try {
            savepoint.undo();
            savepoint.release();
          } catch {
            for (const [failed] of done.splice(0)) failed.reject(error);
            transaction.rollback();
            transaction.begin();
          }
        }
      }
      transaction.commit();
    } catch (error) {
      // The database failed beyond one unit (BEGIN, a savepoint, COMMIT): nothing of the batch
      // is kept, and every unit of it not answered yet fails.
      try {
        transaction.rollback();
      } catch {
        // Already rolled back by the database.
      }
      for (const [job] of done) job.reject(error);
      for (const job of batch.slice(next)) job.reject(error);
      return;
    }
    for (const [job, result] of done) job.resolve(result);
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    nextTurn(() => {
      void runBatch().finally(() => {
        scheduled = false;
        if (queue.length) schedule();
      });
    });
  }

  return <R>(fn: (store: Store) => Promise<R>): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      queue.push({ fn, resolve: resolve as (value: unknown) => void, reject });
      schedule();
    });
}
