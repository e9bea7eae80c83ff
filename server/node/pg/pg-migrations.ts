import type { Pool } from 'pg';
import type { Migration } from '../sqlite/migrations';

/** A column beside the JSON: the row's field it copies, and its SQL type. */
export type Column = readonly [field: string, type: 'TEXT' | 'BIGINT' | 'BOOLEAN'];

/**
 * The columns of each table that the named queries filter and sort on, copied from the row by
 * the store on every write (pg-table.ts) rather than generated from the JSON by PostgreSQL:
 * its JSON functions refuse a \u0000 anywhere in the document, which a message may hold.
 */
export const COLUMNS = {
  visitors: {
    // Null since #37: visitors' sign-ins are credentials (tokens.ts); kept for migration 1.
    token: ['token', 'TEXT'],
    project_id: ['projectId', 'TEXT'],
    external_id: ['externalId', 'TEXT'],
    phone: ['phone', 'TEXT'],
    email: ['email', 'TEXT'],
    anonymous: ['anonymous', 'BOOLEAN'],
  },
  engineers: {
    token: ['token', 'TEXT'],
    account: ['account', 'TEXT'],
    review_token: ['reviewToken', 'TEXT'],
  },
  sessions: {
    cube_uid: ['cubeUid', 'TEXT'],
    state: ['state', 'TEXT'],
    engineer_code: ['engineerCode', 'TEXT'],
    created_at: ['createdAt', 'BIGINT'],
    queue_code: ['queueCode', 'TEXT'],
    queue_seq: ['queueSeq', 'BIGINT'],
    queued_at: ['queuedAt', 'BIGINT'],
    transferred_to: ['transferredTo', 'TEXT'],
  },
  messages: {
    seq: ['seq', 'BIGINT'],
    session_id: ['sessionId', 'TEXT'],
    cube_uid: ['cubeUid', 'TEXT'],
    client_msg_id: ['clientMsgId', 'TEXT'],
  },
  tickets: { cube_uid: ['cubeUid', 'TEXT'], created_at: ['createdAt', 'BIGINT'] },
  credentials: { cube_uid: ['cubeUid', 'TEXT'], issued_at: ['issuedAt', 'BIGINT'] },
  outbox: {
    channel: ['channel', 'TEXT'],
    state: ['state', 'TEXT'],
    due_at: ['dueAt', 'BIGINT'],
    at: ['at', 'BIGINT'],
    cube_uid: ['cubeUid', 'TEXT'],
  },
  audit: {
    at: ['at', 'BIGINT'],
    seq: ['seq', 'BIGINT'],
    session_id: ['sessionId', 'TEXT'],
    action: ['action', 'TEXT'],
    actor_code: ['actorCode', 'TEXT'],
  },
} satisfies Record<string, Record<string, Column>>;

/**
 * A table of the core's rows: JSON in `data` (json, not jsonb: the text as written, a \u0000
 * in a message kept), `ord` the order rows were first written in, and its COLUMNS.
 */
const table = (name: string) => {
  const columns = Object.entries(
    (COLUMNS as Record<string, Record<string, Column>>)[name] ?? {},
  ).map(([column, [, type]]) => `,\n     ${column} ${type}`);
  return `CREATE TABLE ${name} (
     id TEXT PRIMARY KEY,
     ord BIGINT GENERATED ALWAYS AS IDENTITY,
     data JSON NOT NULL${columns.join('')}
   );`;
};

/**
 * The PostgreSQL schema, numbered like SQLite's (migrations.ts) and, like it, only appended
 * to. The same rows as JSON with the same columns beside them, and
 * an index for every named query of store.ts. The counter for message order is a sequence.
 */
export const PG_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'core tables with the columns and indexes of the named queries',
    sql: `
      CREATE TABLE meta (key TEXT PRIMARY KEY, value BIGINT NOT NULL);
      CREATE SEQUENCE seq;
      ${table('projects')}
      ${table('product_lines')}
      ${table('articles')}
      ${table('fast_entries')}
      ${table('products')}
      ${table('visitors')}
      CREATE INDEX visitors_token ON visitors (token);
      CREATE INDEX visitors_external_id ON visitors (project_id, external_id)
        WHERE external_id IS NOT NULL;
      CREATE INDEX visitors_phone ON visitors (project_id, phone) WHERE phone IS NOT NULL;
      CREATE INDEX visitors_email ON visitors (project_id, email) WHERE email IS NOT NULL;
      ${table('engineers')}
      CREATE INDEX engineers_token ON engineers (token);
      CREATE INDEX engineers_account ON engineers (account);
      CREATE INDEX engineers_review_token ON engineers (review_token)
        WHERE review_token IS NOT NULL;
      ${table('sessions')}
      CREATE INDEX sessions_cube_uid ON sessions (cube_uid, created_at);
      CREATE INDEX sessions_state ON sessions (state);
      CREATE INDEX sessions_engineer ON sessions (engineer_code, state);
      CREATE INDEX sessions_queue ON sessions (state, queue_code, queue_seq, queued_at);
      CREATE INDEX sessions_transferred_to ON sessions (transferred_to)
        WHERE transferred_to IS NOT NULL;
      CREATE INDEX sessions_created_at ON sessions (created_at);
      CREATE INDEX sessions_cube_uid_engineer ON sessions (cube_uid, engineer_code);
      ${table('messages')}
      CREATE INDEX messages_seq ON messages (seq);
      CREATE INDEX messages_session_seq ON messages (session_id, seq);
      CREATE INDEX messages_cube_uid_seq ON messages (cube_uid, seq);
      CREATE INDEX messages_client_id ON messages (session_id, client_msg_id)
        WHERE client_msg_id IS NOT NULL;
      ${table('tickets')}
      CREATE INDEX tickets_cube_uid ON tickets (cube_uid, created_at);
      ${table('audit')}
      CREATE INDEX audit_seq ON audit (seq);
      CREATE INDEX audit_session ON audit (session_id, action, seq);
      CREATE INDEX audit_actor ON audit (actor_code, session_id, action, seq);
      CREATE TABLE uploads (
        id TEXT PRIMARY KEY, path TEXT NOT NULL UNIQUE, original_name TEXT NOT NULL,
        mime TEXT NOT NULL, size BIGINT NOT NULL, created_at BIGINT NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: "one-time codes; visitors' credentials; token digests",
    // As SQLite's migration 6: codes wait hashed, visitors' sign-ins by digest; the ledger's
    // plain tokens become their digests (tokens.ts tokenDigest, in SQL) with their issue times,
    // which digestPlainTokens then gives the visitors' credentials.
    sql: `
      ${table('one_time_codes')}
      ${table('credentials')}
      CREATE INDEX credentials_cube_uid ON credentials (cube_uid, issued_at);
      UPDATE meta
        SET key = 'token-issued:sha256.' || rtrim(translate(
          encode(sha256(convert_to(substr(key, 14), 'UTF8')), 'base64'), '+/', '-_'), '=')
        WHERE key LIKE 'token-issued:%' AND key NOT LIKE 'token-issued:sha256.%';
    `,
  },
  {
    version: 3,
    name: 'the outbox of mails and short messages; the centre settings',
    // As SQLite's migration 7: mails and short messages wait here until they are sent.
    sql: `
      ${table('outbox')}
      CREATE INDEX outbox_due ON outbox (state, due_at);
      CREATE INDEX outbox_cube_uid ON outbox (cube_uid, at);
      CREATE INDEX outbox_channel ON outbox (channel, at);
      CREATE INDEX outbox_at ON outbox (at);
      ${table('settings')}
    `,
  },
];

/** Any number: the lock every node takes to migrate, so nodes starting together take turns. */
const MIGRATION_LOCK = 7_230_001;

/**
 * Applies the migrations the database has not seen, each in its own transaction, under an
 * advisory lock (the nodes of a cluster start at the same time), and returns the versions
 * applied now.
 */
export async function migratePg(
  pool: Pool,
  migrations: readonly Migration[] = PG_MIGRATIONS,
): Promise<number[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
    const { rows } = await client.query<{ version: number }>('SELECT version FROM migrations');
    const done = new Set(rows.map((r) => Number(r.version)));
    const ordered = [...migrations].sort((a, b) => a.version - b.version);
    const newest = Math.max(0, ...done);
    if (ordered.length && newest > (ordered.at(-1)?.version ?? 0))
      throw new Error(
        `The database is at schema version ${newest}, newer than this server knows: use a newer build`,
      );
    const applied: number[] = [];
    for (const step of ordered) {
      if (done.has(step.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(step.sql);
        await client.query('INSERT INTO migrations (version, name) VALUES ($1, $2)', [
          step.version,
          step.name,
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      applied.push(step.version);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
