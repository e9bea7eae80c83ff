import Database from 'better-sqlite3';
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
  Ticket,
  Visitor,
  VisitorCredential,
} from '../../core';
import { asyncStore, type SyncStore } from '../../core/async-store';
import { visitorRow } from '../../core/tokens';
import { SqlTable, type TableSpec } from './sql-table';
import { SqliteMessageTable } from './message-table';
import { migrate } from './migrations';
import { OUTBOX_COLUMNS, OUTBOX_SQL, outboxReads } from '../sql/outbox-sql';
import {
  auditReads,
  credentialReads,
  engineerReads,
  sessionReads,
  ticketReads,
  visitorReads,
} from '../sql/table-reads';

export interface SqliteStore extends Store {
  readonly db: Database.Database;
  close(): void;
}

/**
 * Opens (creating and migrating as needed) the SQLite database behind the core's Store. WAL lets
 * readers work while a write commits; synchronous=NORMAL is durable across a crash of the
 * process (a power cut may lose the last commits, never corrupt the file).
 */
export function openSqliteStore(
  file: string,
  options: { verbose?: (sql: unknown) => void } = {},
): SqliteStore {
  const db = new Database(file, options);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  // What is deleted is overwritten: a token or a code replaced by its digest is not left behind
  // in a free page of the file (#37).
  db.pragma('secure_delete = ON');
  migrate(db);

  const table = <T>(spec: TableSpec<T>) => new SqlTable<T>(db, spec);
  const visitors = table<Visitor>({
    name: 'visitors',
    key: (v) => v.cubeUid,
    // The token column of older data stays empty: sign-ins are credentials now (tokens.ts).
  });
  const engineers = table<Engineer>({
    name: 'engineers',
    key: (e) => e.code,
    columns: { token: (e) => e.token ?? null },
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
  const tickets = table<Ticket>({
    name: 'tickets',
    key: (t) => t.ticketNo,
    columns: { cube_uid: (t) => t.cubeUid },
  });
  const audit = table<AuditEntry>({
    name: 'audit',
    key: (a) => a.id,
    columns: { at: (a) => a.at },
  });
  const messages = new SqliteMessageTable(db);
  const credentials = table<VisitorCredential>({
    name: 'credentials',
    key: (c) => c.id,
    columns: { cube_uid: (c) => c.cubeUid, issued_at: (c) => c.issuedAt },
  });

  const outbox = table<OutboxItem>({ name: 'outbox', key: (i) => i.id, columns: OUTBOX_COLUMNS });

  const getMeta = db.prepare('SELECT value FROM meta WHERE key = ?').pluck();
  const putMeta = db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  );
  const getMetaValue = (key: string) => {
    const value = getMeta.get(key) as number | bigint | undefined;
    return value === undefined ? undefined : Number(value);
  };
  // The counter also orders the queue (queueSeq), so it continues from the highest number used.
  const highestQueueSeq = Number(sessions.value('SELECT MAX(queue_seq) FROM sessions') ?? 0);
  putMeta.run('seq', Math.max(getMetaValue('seq') ?? 0, messages.maxSeq(), highestQueueSeq));
  const bumpSeq = db
    .prepare("UPDATE meta SET value = value + 1 WHERE key = 'seq' RETURNING value")
    .pluck();

  const bind = <T>(t: SqlTable<T>) => ({
    get: (id: string) => t.get(id),
    put: (row: T) => t.put(row),
    delete: (id: string) => t.delete(id),
    all: () => t.all(),
  });

  const sync: SyncStore = {
    projects: table<Project>({ name: 'projects', key: (p) => p.id }),
    visitors: {
      ...bind(visitors),
      put: (row) => visitors.put(visitorRow(row)),
      ...visitorReads(visitors),
    },
    engineers: {
      ...bind(engineers),
      ...engineerReads(engineers),
    },
    productLines: table<ProductLine>({ name: 'product_lines', key: (p) => p.id }),
    sessions: {
      ...bind(sessions),
      ...sessionReads(sessions, 'rowid', (count) => count > 0),
    },
    messages,
    articles: table<Article>({ name: 'articles', key: (a) => a.id }),
    fastEntries: table<FastEntry>({ name: 'fast_entries', key: (f) => f.id }),
    tickets: {
      ...bind(tickets),
      ...ticketReads(tickets, 'rowid'),
    },
    products: table<Product>({ name: 'products', key: (p) => p.markId }),
    audit: {
      ...bind(audit),
      ...auditReads(audit, 'rowid'),
    },
    credentials: {
      ...bind(credentials),
      ...credentialReads(credentials, 'rowid'),
    },
    codes: table<OneTimeCode>({ name: 'one_time_codes', key: (c) => c.id }),
    outbox: {
      ...bind(outbox),
      ...outboxReads(outbox, 'rowid'),
      prune: (before) => {
        const q = OUTBOX_SQL.prunable(before);
        const ids = outbox.ids(q.where, q.values);
        for (const id of ids) outbox.delete(id);
        return ids.length;
      },
    },
    settings: table<Setting>({ name: 'settings', key: (s) => s.id }),
    meta: { get: getMetaValue, set: (key, value) => void putMeta.run(key, value) },
    // From the database, inside the caller's transaction: a rollback takes the number back.
    nextSeq: () => Number(bumpSeq.get()),
  };
  // One connection: units of work queue up (async-store.ts) and commit in groups, each unit a
  // savepoint in its group's write transaction.
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const mark = db.prepare('SAVEPOINT unit');
  const release = db.prepare('RELEASE unit');
  const undo = db.prepare('ROLLBACK TO unit');
  const store = asyncStore(sync, {
    begin: () => void begin.run(),
    commit: () => void commit.run(),
    rollback: () => {
      if (db.inTransaction) db.exec('ROLLBACK');
    },
    savepoints: {
      mark: () => void mark.run(),
      release: () => void release.run(),
      undo: () => void undo.run(),
    },
  });
  return {
    ...store,
    db,
    close() {
      if (!db.open) return;
      db.pragma('optimize');
      db.close();
    },
  };
}
