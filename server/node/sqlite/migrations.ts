import type { Database } from 'better-sqlite3';
import { tokenDigest } from '../../core';

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
  {
    version: 5,
    name: 'columns for the named queries',
    // The core reads rows by intent (store.ts) instead of holding every table in memory: each
    // query's fields become generated columns over the JSON (nothing to write or backfill), with
    // an index for each query.
    sql: `
      ALTER TABLE sessions ADD COLUMN queue_code TEXT
        GENERATED ALWAYS AS (json_extract(data, '$.queueCode')) VIRTUAL;
      ALTER TABLE sessions ADD COLUMN queue_seq INTEGER
        GENERATED ALWAYS AS (json_extract(data, '$.queueSeq')) VIRTUAL;
      ALTER TABLE sessions ADD COLUMN queued_at INTEGER
        GENERATED ALWAYS AS (json_extract(data, '$.queuedAt')) VIRTUAL;
      ALTER TABLE sessions ADD COLUMN transferred_to TEXT
        GENERATED ALWAYS AS (json_extract(data, '$.transferredTo')) VIRTUAL;
      CREATE INDEX sessions_queue ON sessions (state, queue_code, queue_seq, queued_at);
      CREATE INDEX sessions_transferred_to ON sessions (transferred_to)
        WHERE transferred_to IS NOT NULL;
      CREATE INDEX sessions_created_at ON sessions (created_at);
      CREATE INDEX sessions_cube_uid_engineer ON sessions (cube_uid, engineer_code);

      ALTER TABLE visitors ADD COLUMN project_id TEXT
        GENERATED ALWAYS AS (json_extract(data, '$.projectId')) VIRTUAL;
      ALTER TABLE visitors ADD COLUMN external_id TEXT
        GENERATED ALWAYS AS (json_extract(data, '$.externalId')) VIRTUAL;
      ALTER TABLE visitors ADD COLUMN phone TEXT
        GENERATED ALWAYS AS (json_extract(data, '$.phone')) VIRTUAL;
      ALTER TABLE visitors ADD COLUMN email TEXT
        GENERATED ALWAYS AS (json_extract(data, '$.email')) VIRTUAL;
      ALTER TABLE visitors ADD COLUMN anonymous INTEGER
        GENERATED ALWAYS AS (json_extract(data, '$.anonymous')) VIRTUAL;
      CREATE INDEX visitors_external_id ON visitors (project_id, external_id)
        WHERE external_id IS NOT NULL;
      CREATE INDEX visitors_phone ON visitors (project_id, phone) WHERE phone IS NOT NULL;
      CREATE INDEX visitors_email ON visitors (project_id, email) WHERE email IS NOT NULL;

      ALTER TABLE engineers ADD COLUMN account TEXT
        GENERATED ALWAYS AS (json_extract(data, '$.account')) VIRTUAL;
      ALTER TABLE engineers ADD COLUMN review_token TEXT
        GENERATED ALWAYS AS (json_extract(data, '$.reviewToken')) VIRTUAL;
      CREATE INDEX engineers_account ON engineers (account);
      CREATE INDEX engineers_review_token ON engineers (review_token)
        WHERE review_token IS NOT NULL;

      ALTER TABLE tickets ADD COLUMN created_at INTEGER
        GENERATED ALWAYS AS (json_extract(data, '$.createdAt')) VIRTUAL;
      DROP INDEX tickets_cube_uid;
      CREATE INDEX tickets_cube_uid ON tickets (cube_uid, created_at);

      ALTER TABLE audit ADD COLUMN seq INTEGER
        GENERATED ALWAYS AS (json_extract(data, '$.seq')) VIRTUAL;
      ALTER TABLE audit ADD COLUMN session_id TEXT
        GENERATED ALWAYS AS (json_extract(data, '$.sessionId')) VIRTUAL;
      ALTER TABLE audit ADD COLUMN action TEXT
        GENERATED ALWAYS AS (json_extract(data, '$.action')) VIRTUAL;
      ALTER TABLE audit ADD COLUMN actor_code TEXT
        GENERATED ALWAYS AS (json_extract(data, '$.actorCode')) VIRTUAL;
      CREATE INDEX audit_seq ON audit (seq);
      CREATE INDEX audit_session ON audit (session_id, action, seq);
      CREATE INDEX audit_actor ON audit (actor_code, session_id, action, seq);
    `,
  },
  {
    version: 6,
    name: "one-time codes; visitors' credentials; tokens kept as digests",
    // Codes wait here hashed (one-time-codes.ts); a visitor has a sign-in per device, kept by the
    // digest of its token (tokens.ts). Tokens an older build stored in plain text become their
    // digests here, each keeping the issue time the ledger knew (no expired token comes back to
    // life); the visitors' move to credentials with those times. webchat_token_digest is
    // tokenDigest, registered by migrate().
    sql: `
      CREATE TABLE one_time_codes (id TEXT PRIMARY KEY, data TEXT NOT NULL);
      CREATE TABLE credentials (
        id TEXT PRIMARY KEY, cube_uid TEXT NOT NULL, issued_at INTEGER NOT NULL, data TEXT NOT NULL
      );
      CREATE INDEX credentials_cube_uid ON credentials (cube_uid, issued_at);
      UPDATE tokens SET token = webchat_token_digest(token) WHERE token NOT LIKE 'sha256.%';
      INSERT OR IGNORE INTO credentials (id, cube_uid, issued_at, data)
        SELECT d.id, d.cube_uid, d.issued_at,
               json_object('id', d.id, 'cubeUid', d.cube_uid, 'issuedAt', d.issued_at)
        FROM (
          SELECT webchat_token_digest(v.token) AS id, v.id AS cube_uid,
                 COALESCE(t.issued_at, CAST(strftime('%s', 'now') AS INTEGER) * 1000) AS issued_at
          FROM visitors v
          LEFT JOIN tokens t ON t.token = webchat_token_digest(v.token)
          WHERE v.token IS NOT NULL
        ) AS d;
      UPDATE visitors SET token = NULL, data = json_remove(data, '$.token') WHERE token IS NOT NULL;
      DROP INDEX visitors_token;
    `,
  },
  {
    version: 7,
    name: 'the outbox of mails and short messages; the centre settings',
    // Mails and short messages wait here until they are sent (core/outbox.ts); they were in one
    // process's memory and went nowhere. Settings hold the maintenance notice.
    sql: `
      CREATE TABLE outbox (
        id TEXT PRIMARY KEY, channel TEXT NOT NULL, state TEXT NOT NULL, due_at INTEGER NOT NULL,
        at INTEGER NOT NULL, cube_uid TEXT, data TEXT NOT NULL
      );
      CREATE INDEX outbox_due ON outbox (state, due_at);
      CREATE INDEX outbox_cube_uid ON outbox (cube_uid, at);
      CREATE INDEX outbox_channel ON outbox (channel, at);
      CREATE INDEX outbox_at ON outbox (at);
      CREATE TABLE settings (id TEXT PRIMARY KEY, data TEXT NOT NULL);
    `,
  },
];

/**
 * Applies the migrations the database has not seen, each in its own transaction, and returns
 * the versions applied now (none on a database that is up to date).
 */
export function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  // Migration 6 turns plain tokens into the digests the core keeps (tokens.ts).
  db.function('webchat_token_digest', { deterministic: true }, (token: unknown) =>
    tokenDigest(String(token)),
  );
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
