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
import { createdRange, sessionSearchWhere, SEARCH_ORDER } from '../sql/session-search';

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

  const NEWEST = 'created_at DESC, rowid';
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
      findByExternalId: (projectId, externalId) =>
        visitors.first('project_id = ? AND external_id = ?', [projectId, externalId]),
      findByContact: (projectId, contact) =>
        visitors.first(
          `project_id = ? AND (phone = ? OR email = ?) AND anonymous = 0
           AND external_id IS NULL`,
          [projectId, contact, contact],
        ),
    },
    engineers: {
      ...bind(engineers),
      findByToken: (token) => engineers.first('token = ?', [token]),
      findByReviewToken: (token) => engineers.first('review_token = ?', [token]),
      findByAccount: (account) => engineers.first('account = ?', [account]),
    },
    productLines: table<ProductLine>({ name: 'product_lines', key: (p) => p.id }),
    sessions: {
      ...bind(sessions),
      openOf: (cubeUid) => sessions.select("cube_uid = ? AND state != 'closed'", [cubeUid], NEWEST),
      latestOf: (cubeUid) => sessions.first('cube_uid = ?', [cubeUid], NEWEST),
      historyOf: (cubeUid, offset, limit) =>
        sessions.page("cube_uid = ? AND state != 'queueing'", [cubeUid], NEWEST, offset, limit),
      queued: (queueCode) =>
        sessions.select(
          `state = 'queueing'${queueCode ? ' AND queue_code = ?' : ''}`,
          queueCode ? [queueCode] : [],
          'COALESCE(queue_seq, 0), COALESCE(queued_at, 0), rowid',
        ),
      inState: (state) => sessions.select('state = ?', [state]),
      ofEngineer: (code, state) =>
        sessions.select('engineer_code = ? AND state = ?', [code, state]),
      served: (cubeUid, code) =>
        sessions.count('cube_uid = ? AND engineer_code = ?', [cubeUid, code]) > 0,
      idsOf: (account) => sessions.ids('cube_uid = ? OR engineer_code = ?', [account, account]),
      transferredTo: (id) => sessions.select('transferred_to = ?', [id]),
      search(f) {
        const { where, values } = sessionSearchWhere(f);
        return sessions.select(where, values, SEARCH_ORDER);
      },
    },
    messages,
    articles: table<Article>({ name: 'articles', key: (a) => a.id }),
    fastEntries: table<FastEntry>({ name: 'fast_entries', key: (f) => f.id }),
    tickets: {
      ...bind(tickets),
      ofVisitor: (cubeUid) => tickets.select('cube_uid = ?', [cubeUid], NEWEST),
      createdBetween: (from, to) => {
        const range = createdRange(from, to);
        return tickets.select(range.where, range.values, 'created_at, rowid');
      },
      count: () => tickets.count(),
    },
    products: table<Product>({ name: 'products', key: (p) => p.markId }),
    audit: {
      ...bind(audit),
      ofSession: (sessionId, action) =>
        audit.select('session_id = ? AND action = ?', [sessionId, action], 'seq, rowid'),
      latest: (actorCode, sessionId, action) =>
        audit.first(
          'actor_code = ? AND session_id = ? AND action = ?',
          [actorCode, sessionId, action],
          'seq DESC',
        ),
      page: (offset, limit) => audit.page('', [], 'seq DESC, rowid DESC', offset, limit),
      count: () => audit.count(),
    },
    credentials: {
      ...bind(credentials),
      ofVisitor: (cubeUid) => credentials.select('cube_uid = ?', [cubeUid], 'issued_at, rowid'),
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
