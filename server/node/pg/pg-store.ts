import pg from 'pg';
import type {
  Article,
  AuditEntry,
  Engineer,
  FastEntry,
  OneTimeCode,
  OutboxItem,
  Product,
  ProductLine,
  Project,
  Session,
  Setting,
  Store,
  StoredMessage,
  Ticket,
  Visitor,
  VisitorCredential,
} from '../../core';
import { visitorRow } from '../../core/tokens';
import { migratePg } from './pg-migrations';
import { PgTable, run, type Queryable } from './pg-table';
import { pgUnits } from './pg-unit';
import { OUTBOX_SQL, outboxReads } from '../sql/outbox-sql';
import {
  auditReads,
  credentialReads,
  engineerReads,
  sessionReads,
  ticketReads,
  visitorReads,
} from '../sql/table-reads';

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

/** The core's tables over `q`: the pool outside units, a unit's client inside one. */
function tables(q: Queryable): Omit<Store, 'unit'> {
  const table = <T>(name: string, key: (row: T) => string) => new PgTable<T>(q, name, key);
  const visitors = table<Visitor>('visitors', (v) => v.cubeUid);
  const engineers = table<Engineer>('engineers', (e) => e.code);
  const sessions = table<Session>('sessions', (s) => s.id);
  const messages = table<StoredMessage>('messages', (m) => m.id);
  const tickets = table<Ticket>('tickets', (t) => t.ticketNo);
  const audit = table<AuditEntry>('audit', (a) => a.id);
  const credentials = table<VisitorCredential>('credentials', (c) => c.id);
  const outbox = table<OutboxItem>('outbox', (i) => i.id);
  const plain = <T>(name: string, key: (row: T) => string) => table<T>(name, key).methods();
  return {
    projects: plain<Project>('projects', (p) => p.id),
    productLines: plain<ProductLine>('product_lines', (p) => p.id),
    articles: plain<Article>('articles', (a) => a.id),
    fastEntries: plain<FastEntry>('fast_entries', (f) => f.id),
    products: plain<Product>('products', (p) => p.markId),
    codes: plain<OneTimeCode>('one_time_codes', (c) => c.id),
    settings: plain<Setting>('settings', (s) => s.id),
    outbox: {
      ...outbox.methods(),
      ...outboxReads(outbox, 'ord'),
      async prune(before) {
        const q = OUTBOX_SQL.prunable(before);
        const ids = await outbox.ids(q.where, q.values);
        for (const id of ids) await outbox.delete(id);
        return ids.length;
      },
    },
    credentials: {
      ...credentials.methods(),
      ...credentialReads(credentials, 'ord'),
    },
    visitors: {
      ...visitors.methods(),
      put: (row) => visitors.put(visitorRow(row)),
      ...visitorReads(visitors),
    },
    engineers: {
      ...engineers.methods(),
      ...engineerReads(engineers),
    },
    sessions: {
      ...sessions.methods(),
      ...sessionReads(sessions, 'ord', async (count) => (await count) > 0),
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
      ...ticketReads(tickets, 'ord'),
    },
    audit: {
      ...audit.methods(),
      ...auditReads(audit, 'ord'),
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
 * share), so a crowd joining one queue takes turns instead of aborting itself over and over
 * (pg-unit.ts). Frames and timers leave only after the commit (unit.ts), so an attempt that was
 * rolled back told nobody anything.
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
  const units = pgUnits(pool, tables, options.attempts ?? 5);

  return {
    ...tables(pool),
    unit: units.unit,
    pool,
    get retries() {
      return units.retries;
    },
    close: () => pool.end(),
  };
}
