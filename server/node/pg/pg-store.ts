// Why it is long: one store, two halves that belong together: every named query of store.ts in
// SQL (tables), and the unit of work that makes them safe across nodes (SERIALIZABLE, retries,
// taking turns).
import pg from 'pg';
import type { UnitOptions } from '../../core/store';
import type {
  Article,
  AuditEntry,
  Engineer,
  FastEntry,
  Product,
  ProductLine,
  Project,
  Session,
  Store,
  StoredMessage,
  Ticket,
  Visitor,
} from '../../core';
import { migratePg } from './pg-migrations';
import { PgTable, run, type Queryable } from './pg-table';
import { sessionSearchWhere, SEARCH_ORDER } from '../session-search';

export interface PgStore extends Store {
  readonly pool: pg.Pool;
  /** Units that had to run again because another node's unit touched the same rows. */
  readonly retries: number;
  close(): Promise<void>;
}

export interface PgStoreOptions {
  /** Connections this node keeps open. @default 10 */
  poolSize?: number;
  /** A schema of its own (tests); `public` otherwise. */
  schema?: string;
  /** How many times a unit runs before a conflict is the caller's. @default 5 */
  attempts?: number;
}

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

/** The core's tables over `q`: the pool outside units, a unit's client inside one. */
function tables(q: Queryable): Omit<Store, 'unit'> {
  const table = <T>(name: string, key: (row: T) => string) => new PgTable<T>(q, name, key);
  const visitors = table<Visitor>('visitors', (v) => v.cubeUid);
  const engineers = table<Engineer>('engineers', (e) => e.code);
  const sessions = table<Session>('sessions', (s) => s.id);
  const messages = table<StoredMessage>('messages', (m) => m.id);
  const tickets = table<Ticket>('tickets', (t) => t.ticketNo);
  const audit = table<AuditEntry>('audit', (a) => a.id);
  const plain = <T>(name: string, key: (row: T) => string) => table<T>(name, key).methods();
  const NEWEST = 'created_at DESC, ord';
  return {
    projects: plain<Project>('projects', (p) => p.id),
    productLines: plain<ProductLine>('product_lines', (p) => p.id),
    articles: plain<Article>('articles', (a) => a.id),
    fastEntries: plain<FastEntry>('fast_entries', (f) => f.id),
    products: plain<Product>('products', (p) => p.markId),
    visitors: {
      ...visitors.methods(),
      findByToken: (token) => visitors.first('token = ?', [token]),
      findByExternalId: (projectId, externalId) =>
        visitors.first('project_id = ? AND external_id = ?', [projectId, externalId]),
      findByContact: (projectId, contact) =>
        visitors.first(
          `project_id = ? AND (phone = ? OR email = ?) AND anonymous = false
           AND external_id IS NULL`,
          [projectId, contact, contact],
        ),
    },
    engineers: {
      ...engineers.methods(),
      findByToken: (token) => engineers.first('token = ?', [token]),
      findByReviewToken: (token) => engineers.first('review_token = ?', [token]),
      findByAccount: (account) => engineers.first('account = ?', [account]),
    },
    sessions: {
      ...sessions.methods(),
      openOf: (cubeUid) => sessions.select("cube_uid = ? AND state <> 'closed'", [cubeUid], NEWEST),
      latestOf: (cubeUid) => sessions.first('cube_uid = ?', [cubeUid], NEWEST),
      historyOf: (cubeUid, offset, limit) =>
        sessions.page("cube_uid = ? AND state <> 'queueing'", [cubeUid], NEWEST, offset, limit),
      queued: (queueCode) =>
        sessions.select(
          `state = 'queueing'${queueCode ? ' AND queue_code = ?' : ''}`,
          queueCode ? [queueCode] : [],
          'COALESCE(queue_seq, 0), COALESCE(queued_at, 0), ord',
        ),
      inState: (state) => sessions.select('state = ?', [state]),
      ofEngineer: (code, state) =>
        sessions.select('engineer_code = ? AND state = ?', [code, state]),
      served: async (cubeUid, code) =>
        (await sessions.count('cube_uid = ? AND engineer_code = ?', [cubeUid, code])) > 0,
      idsOf: (account) => sessions.ids('cube_uid = ? OR engineer_code = ?', [account, account]),
      transferredTo: (id) => sessions.select('transferred_to = ?', [id]),
      search(f) {
        const { where, values } = sessionSearchWhere(f);
        return sessions.select(where, values, SEARCH_ORDER);
      },
    },
    messages: {
      ...messages.methods(),
      all: () => messages.select('', [], 'seq, ord'),
      async query(m) {
        const where: string[] = [];
        const values: unknown[] = [];
        for (const [sql, value] of [
          ['session_id = ?', m.sessionId],
          ['cube_uid = ?', m.cubeUid],
          ['seq > ?', m.afterSeq],
          ['seq < ?', m.beforeSeq],
        ] as const)
          if (value !== undefined) {
            where.push(sql);
            values.push(value);
          }
        const limited = m.limit !== undefined;
        const backwards = limited && m.beforeSeq !== undefined;
        const rows = await messages.select(
          where.join(' AND '),
          values,
          backwards ? 'seq DESC, ord DESC' : 'seq, ord',
          limited ? Math.max(0, Math.floor(m.limit ?? 0)) : undefined,
        );
        return backwards ? rows.reverse() : rows;
      },
      findByClientId: (sessionId, clientMsgId) =>
        messages.first(
          'session_id = ? AND client_msg_id = ?',
          [sessionId, clientMsgId],
          'seq, ord',
        ),
    },
    tickets: {
      ...tickets.methods(),
      ofVisitor: (cubeUid) => tickets.select('cube_uid = ?', [cubeUid], NEWEST),
      count: () => tickets.count(),
    },
    audit: {
      ...audit.methods(),
      ofSession: (sessionId, action) =>
        audit.select('session_id = ? AND action = ?', [sessionId, action], 'seq, ord'),
      latest: (actorCode, sessionId, action) =>
        audit.first(
          'actor_code = ? AND session_id = ? AND action = ?',
          [actorCode, sessionId, action],
          'seq DESC',
        ),
      page: (offset, limit) => audit.page('', [], 'seq DESC, ord DESC', offset, limit),
      count: () => audit.count(),
    },
    meta: {
      async get(key) {
        const rows = await run<{ value: string }>(q, 'SELECT value FROM meta WHERE key = ?', [key]);
        return rows[0] ? Number(rows[0].value) : undefined;
      },
      async set(key, value) {
        await run(
          q,
          'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
          [key, value],
        );
      },
    },
    // A sequence: never rolled back and never handed out twice, across every node.
    nextSeq: async () => Number((await run<{ n: string }>(q, "SELECT nextval('seq') AS n"))[0]?.n),
  };
}

/**
 * The core's Store in PostgreSQL, for a cluster of nodes (#20). Every unit of work is one
 * SERIALIZABLE transaction on a connection of the pool: PostgreSQL lets units of different
 * nodes run at once and aborts one of two that would not give the same result one after the
 * other (two engineers accepting the same waiting visitor, two visitors taking the same place
 * in a queue); the aborted one runs again from the start and sees the other's commit. The
 * core was written for units that run one at a time, and this keeps that true without a lock
 * around every call. A unit that collided runs again alone (an advisory lock the others
 * share), so a crowd joining one queue takes turns instead of aborting itself over and over. Frames and timers leave only after
 * the commit (unit.ts), so an attempt that was rolled back told nobody anything.
 */
export async function openPgStore(url: string, options: PgStoreOptions = {}): Promise<PgStore> {
  const schema = options.schema;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // A unit waiting longer than this for a connection fails instead of hanging the request.
    connectionTimeoutMillis: 15_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection that breaks (the server restarted) is dropped, not thrown.
  pool.on('error', () => undefined);
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await migratePg(pool);
  const attempts = options.attempts ?? 5;
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
    ...tables(pool),
    unit,
    pool,
    get retries() {
      return retries;
    },
    close: () => pool.end(),
  };
}
