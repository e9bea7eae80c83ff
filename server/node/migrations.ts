import type { Database } from 'better-sqlite3';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * The schema, as numbered steps that only ever get appended to. Rows keep the core's objects
 * as JSON in `data` (the source of truth, so a new core field needs no migration); the
 * columns beside it exist to be indexed and queried.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'core tables',
    sql: `
      CREATE TABLE meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
      CREATE TABLE projects (id TEXT PRIMARY KEY, data TEXT NOT NULL);
      CREATE TABLE visitors (id TEXT PRIMARY KEY, token TEXT, data TEXT NOT NULL);
      CREATE INDEX visitors_token ON visitors (token);
      CREATE TABLE engineers (id TEXT PRIMARY KEY, token TEXT, data TEXT NOT NULL);
      CREATE INDEX engineers_token ON engineers (token);
      CREATE TABLE product_lines (id TEXT PRIMARY KEY, data TEXT NOT NULL);
      CREATE TABLE sessions (
        id TEXT PRIMARY KEY, cube_uid TEXT NOT NULL, state TEXT NOT NULL,
        engineer_code TEXT, created_at INTEGER NOT NULL, data TEXT NOT NULL
      );
      CREATE INDEX sessions_cube_uid ON sessions (cube_uid, created_at);
      CREATE INDEX sessions_state ON sessions (state);
      CREATE INDEX sessions_engineer ON sessions (engineer_code, state);
      CREATE TABLE messages (
        id TEXT PRIMARY KEY, seq INTEGER NOT NULL, session_id TEXT NOT NULL,
        cube_uid TEXT NOT NULL, client_msg_id TEXT, data TEXT NOT NULL
      );
      CREATE INDEX messages_seq ON messages (seq);
      CREATE INDEX messages_session_seq ON messages (session_id, seq);
      CREATE INDEX messages_cube_uid_seq ON messages (cube_uid, seq);
      CREATE INDEX messages_client_id ON messages (session_id, client_msg_id)
        WHERE client_msg_id IS NOT NULL;
      CREATE TABLE articles (id TEXT PRIMARY KEY, data TEXT NOT NULL);
      CREATE TABLE fast_entries (id TEXT PRIMARY KEY, data TEXT NOT NULL);
      CREATE TABLE tickets (id TEXT PRIMARY KEY, cube_uid TEXT NOT NULL, data TEXT NOT NULL);
      CREATE INDEX tickets_cube_uid ON tickets (cube_uid);
      CREATE TABLE products (id TEXT PRIMARY KEY, data TEXT NOT NULL);
    `,
  },
  {
    version: 2,
    name: 'token issue times',
    // The core's tokens never expire; the host remembers when each was issued (token-expiry.ts).
    sql: `CREATE TABLE tokens (token TEXT PRIMARY KEY, issued_at INTEGER NOT NULL) WITHOUT ROWID;`,
  },
  {
    version: 3,
    name: 'uploaded files',
    sql: `
      CREATE TABLE uploads (
        id TEXT PRIMARY KEY, path TEXT NOT NULL UNIQUE, original_name TEXT NOT NULL,
        mime TEXT NOT NULL, size INTEGER NOT NULL, created_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 4,
    name: 'audit log',
    // Supervisors' views, watching and whispers (#19), newest read first.
    sql: `
      CREATE TABLE audit (id TEXT PRIMARY KEY, at INTEGER NOT NULL, data TEXT NOT NULL);
      CREATE INDEX audit_at ON audit (at);
    `,
  },
];

/**
 * Applies the migrations the database has not seen, each in its own transaction, and returns
 * the versions applied now (none on a database that is up to date).
 */
export function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL
  )`);
  const done = new Set(
    db
      .prepare('SELECT version FROM migrations')
      .pluck()
      .all()
      .map((v) => Number(v)),
  );
  const record = db.prepare(
    "INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, strftime('%Y-%m-%dT%H:%M:%fZ'))",
  );
  const applied: number[] = [];
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  const newest = Math.max(0, ...done);
  if (ordered.length && newest > (ordered.at(-1)?.version ?? 0))
    throw new Error(
      `The database is at schema version ${newest}, newer than this server knows: use a newer build`,
    );
  for (const step of ordered) {
    if (done.has(step.version)) continue;
    db.transaction(() => {
      db.exec(step.sql);
      record.run(step.version, step.name);
    })();
    applied.push(step.version);
  }
  return applied;
}

/** The versions recorded in the database, oldest first. */
export function appliedMigrations(db: Database): number[] {
  return db
    .prepare('SELECT version FROM migrations ORDER BY version')
    .pluck()
    .all()
    .map((v) => Number(v));
}
