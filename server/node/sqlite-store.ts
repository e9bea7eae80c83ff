import Database from 'better-sqlite3';
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
  Ticket,
  Visitor,
} from '../core';
import { CachedTable, Journal } from './cached-table';
import { SqliteMessageTable } from './message-table';
import { migrate } from './migrations';

export interface SqliteStore extends Store {
  readonly db: Database.Database;
  /** Runs `fn` atomically; nested calls become savepoints. The in-memory caches follow a rollback. */
  transaction<T>(fn: () => T): T;
  /** Runs `run` once the current transaction has committed (now, outside one). */
  afterCommit(run: () => void): void;
  /** A value in the meta table (e.g. when the demo was seeded). */
  meta(key: string): number | undefined;
  setMeta(key: string, value: number): void;
  close(): void;
}

/**
 * Opens (creating and migrating as needed) the SQLite database behind the core's Store. WAL lets
 * readers work while a write commits; synchronous=NORMAL is durable across a crash of the
 * process (a power cut may lose the last commits, never corrupt the file).
 */
export function openSqliteStore(file: string): SqliteStore {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  migrate(db);

  const journal = new Journal(db);
  const table = <T>(spec: ConstructorParameters<typeof CachedTable<T>>[2]) =>
    new CachedTable<T>(db, journal, spec);
  const visitors = table<Visitor>({
    name: 'visitors',
    key: (v) => v.cubeUid,
    columns: { token: (v) => v.token },
    lookup: (v) => v.token,
  });
  const engineers = table<Engineer>({
    name: 'engineers',
    key: (e) => e.code,
    columns: { token: (e) => e.token ?? null },
    lookup: (e) => e.token,
  });
  const sessions = table<Session>({
    name: 'sessions',
    key: (s) => s.id,
    columns: {
      cube_uid: (s) => s.cubeUid,
      state: (s) => s.state,
      engineer_code: (s) => s.engineerCode ?? null,
      created_at: (s) => s.createdAt,
    },
  });
  const messages = new SqliteMessageTable(db);

  const getMeta = db.prepare('SELECT value FROM meta WHERE key = ?').pluck();
  const putMeta = db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  );
  const meta = (key: string) => {
    const value = getMeta.get(key) as number | bigint | undefined;
    return value === undefined ? undefined : Number(value);
  };
  // The counter also orders the queue (queueSeq), so it continues from the highest number used.
  const highestQueueSeq = Math.max(0, ...sessions.all().map((s) => s.queueSeq ?? 0));
  let seq = Math.max(meta('seq') ?? 0, messages.maxSeq(), highestQueueSeq);

  return {
    db,
    projects: table<Project>({ name: 'projects', key: (p) => p.id }),
    visitors: { ...bind(visitors), findByToken: (token) => visitors.find(token) },
    engineers: {
      ...bind(engineers),
      findByToken: (token) => engineers.find(token),
      // Supervisors are few and every engineer row is in memory.
      findByReviewToken: (token) => engineers.all().find((e) => e.reviewToken === token),
    },
    productLines: table<ProductLine>({ name: 'product_lines', key: (p) => p.id }),
    sessions,
    messages,
    articles: table<Article>({ name: 'articles', key: (a) => a.id }),
    fastEntries: table<FastEntry>({ name: 'fast_entries', key: (f) => f.id }),
    tickets: table<Ticket>({
      name: 'tickets',
      key: (t) => t.ticketNo,
      columns: { cube_uid: (t) => t.cubeUid },
    }),
    products: table<Product>({ name: 'products', key: (p) => p.markId }),
    audit: table<AuditEntry>({ name: 'audit', key: (a) => a.id, columns: { at: (a) => a.at } }),
    nextSeq() {
      const previous = seq;
      putMeta.run('seq', previous + 1);
      seq = previous + 1;
      journal.record(() => (seq = previous));
      return seq;
    },
    transaction: (fn) => journal.transaction(fn),
    afterCommit: (run) => journal.afterCommit(run),
    meta,
    setMeta: (key, value) => void putMeta.run(key, value),
    close() {
      if (!db.open) return;
      db.pragma('optimize');
      db.close();
    },
  };
}

/** A class instance's table methods as plain functions, so they survive object spreading. */
function bind<T>(table: CachedTable<T>) {
  return {
    get: (id: string) => table.get(id),
    put: (row: T) => table.put(row),
    delete: (id: string) => table.delete(id),
    all: () => table.all(),
  };
}
