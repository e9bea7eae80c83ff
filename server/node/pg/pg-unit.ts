import type pg from 'pg';
import type { Store, UnitOptions } from '../../core/store';
import type { Queryable } from './pg-table';

/**
 * 40001: the unit could not be ordered with a concurrent one (SERIALIZABLE); 40P01: deadlock.
 * Both mean "run it again": nothing of the failed attempt was committed.
 */
const RETRYABLE = new Set(['40001', '40P01']);
/** Any number: the advisory lock units share, and a unit that collided holds alone. */
const UNIT_LOCK = 7_230_002;

const retryable = (error: unknown) =>
  RETRYABLE.has((error as { code?: string } | undefined)?.code ?? '');

/**
 * A connection runs one query at a time; the core may ask for several at once inside a unit
 * (Promise.all over rows). pg queues them itself but says it will stop (pg 9): queue them here.
 */
function oneAtATime(client: Queryable): Queryable {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    query(config) {
      const result = tail.then(
        () => client.query(config),
        () => client.query(config),
      );
      tail = result.catch(() => undefined);
      return result;
    },
  } as Queryable;
}

/**
 * The units of work of the PostgreSQL store: each one SERIALIZABLE transaction on a connection
 * of the pool, run again on a conflict (at most `attempts` times), alone after a collision, and
 * in line with the units that name the same thing (UnitOptions.turns). `tables` gives the store's
 * tables over the unit's connection.
 */
export function pgUnits(
  pool: pg.Pool,
  tables: (client: Queryable) => Omit<Store, 'unit'>,
  attempts: number,
): { unit: Store['unit']; readonly retries: number } {
  let retries = 0;

  // This node's units of one name wait here, in line, without a connection each: one of them
  // at a time holds a connection and waits for the cluster's turn (the advisory lock below).
  const lines = new Map<string, Promise<unknown>>();
  const unit = <R>(fn: (store: Store) => Promise<R>, options?: UnitOptions): Promise<R> => {
    const name = options?.turns;
    if (!name) return runUnit(fn);
    const previous = lines.get(name) ?? Promise.resolve();
    const mine = previous.then(
      () => runUnit(fn, name),
      () => runUnit(fn, name),
    );
    const tail = mine.catch(() => undefined);
    lines.set(name, tail);
    void tail.then(() => {
      if (lines.get(name) === tail) lines.delete(name);
    });
    return mine;
  };
  const runUnit = async <R>(fn: (store: Store) => Promise<R>, turns?: string): Promise<R> => {
    let client: pg.PoolClient | undefined;
    let held: 'shared' | 'alone' | undefined;
    let turn = false;
    let broken = false;
    const release = async () => {
      if (!client || !held || broken) return;
      const unlock = held === 'alone' ? 'pg_advisory_unlock' : 'pg_advisory_unlock_shared';
      held = undefined;
      await client.query(`SELECT ${unlock}(${UNIT_LOCK})`).catch(() => (broken = true));
    };
    try {
      for (let run = 1; ; run += 1) {
        client ??= await pool.connect();
        // Units that name the same thing take turns from the start (before the lock below,
        // always in this order, so two units never wait for each other's lock).
        if (turns && !turn) {
          await client.query("SELECT pg_advisory_lock(hashtext('webchat:' || $1))", [turns]);
          turn = true;
        }
        // Units run side by side holding the unit lock shared. One that collided runs again
        // holding it alone: it waits for the units under way, new ones wait for it (PostgreSQL
        // queues them behind it), and it cannot collide with anyone. A crowd joining one queue
        // at once so takes turns instead of aborting itself over and over.
        const mode = run > 1 ? 'alone' : 'shared';
        // The lock before BEGIN (the snapshot is taken once it is held, not while waiting);
        // COMMIT and the unlock go in one round trip below.
        if (held !== mode) {
          await release();
          const lock = mode === 'alone' ? 'pg_advisory_lock' : 'pg_advisory_lock_shared';
          await client.query(`SELECT ${lock}(${UNIT_LOCK})`);
          held = mode;
        }
        try {
          await client.query('BEGIN ISOLATION LEVEL SERIALIZABLE');
          const inner: Store = { ...tables(oneAtATime(client)), unit: (f) => f(inner) };
          const result = await fn(inner);
          const unlock = held === 'alone' ? 'pg_advisory_unlock' : 'pg_advisory_unlock_shared';
          await client.query(`COMMIT; SELECT ${unlock}(${UNIT_LOCK})`);
          held = undefined;
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => (broken = true));
          if (broken || run >= attempts || !retryable(error)) throw error;
          retries += 1;
        }
      }
    } finally {
      await release();
      if (client && turn && !broken)
        await client
          .query("SELECT pg_advisory_unlock(hashtext('webchat:' || $1))", [turns])
          .catch(() => (broken = true));
      client?.release(broken);
    }
  };

  return {
    unit,
    get retries() {
      return retries;
    },
  };
}
