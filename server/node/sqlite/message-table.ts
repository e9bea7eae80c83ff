import type { Database, Statement } from 'better-sqlite3';
import type { MessageQuery, MessageTable } from '../../core/store';
import type { SyncOf } from '../../core/async-store';
import type { StoredMessage } from '../../core';

const parse = (data: string) => JSON.parse(data) as StoredMessage;

/**
 * Messages straight from SQLite: the one table that grows without bound, so it is queried
 * through its indexes (session + seq, visitor + seq, seq) instead of being held in memory.
 */
export class SqliteMessageTable implements SyncOf<MessageTable> {
  private statements = new Map<string, Statement>();
  private byId: Statement;
  private upsert: Statement;
  private remove: Statement;
  private everything: Statement;
  private byClientId: Statement;

  constructor(private db: Database) {
    this.byId = db.prepare('SELECT data FROM messages WHERE id = ?').pluck();
    this.upsert = db.prepare(
      `INSERT INTO messages (id, seq, session_id, cube_uid, client_msg_id, data)
       VALUES (@id, @seq, @sessionId, @cubeUid, @clientMsgId, @data)
       ON CONFLICT(id) DO UPDATE SET seq = excluded.seq, session_id = excluded.session_id,
         cube_uid = excluded.cube_uid, client_msg_id = excluded.client_msg_id, data = excluded.data`,
    );
    this.remove = db.prepare('DELETE FROM messages WHERE id = ?');
    this.everything = db.prepare('SELECT data FROM messages ORDER BY seq, rowid').pluck();
    this.byClientId = db
      .prepare(
        `SELECT data FROM messages WHERE session_id = ? AND client_msg_id = ?
         ORDER BY seq, rowid LIMIT 1`,
      )
      .pluck();
  }

  get(id: string): StoredMessage | undefined {
    const data = this.byId.get(id) as string | undefined;
    return data === undefined ? undefined : parse(data);
  }

  put(row: StoredMessage): void {
    this.upsert.run({
      id: row.id,
      seq: row.seq,
      sessionId: row.sessionId,
      cubeUid: row.cubeUid,
      clientMsgId: row.clientMsgId ?? null,
      data: JSON.stringify(row),
    });
  }

  delete(id: string): void {
    this.remove.run(id);
  }

  all(): StoredMessage[] {
    return (this.everything.all() as string[]).map(parse);
  }

  /** Same answers as the memory store: oldest first; with beforeSeq and a limit, the newest page. */
  query(q: MessageQuery): StoredMessage[] {
    const where: string[] = [];
    if (q.sessionId !== undefined) where.push('session_id = @sessionId');
    if (q.cubeUid !== undefined) where.push('cube_uid = @cubeUid');
    if (q.afterSeq !== undefined) where.push('seq > @afterSeq');
    if (q.beforeSeq !== undefined) where.push('seq < @beforeSeq');
    const limited = q.limit !== undefined;
    const backwards = limited && q.beforeSeq !== undefined;
    const sql =
      `SELECT data FROM messages${where.length ? ` WHERE ${where.join(' AND ')}` : ''}` +
      (backwards ? ' ORDER BY seq DESC, rowid DESC' : ' ORDER BY seq, rowid') +
      (limited ? ' LIMIT @limit' : '');
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = this.db.prepare(sql).pluck()));
    const params: Record<string, unknown> = {};
    for (const name of ['sessionId', 'cubeUid', 'afterSeq', 'beforeSeq'] as const)
      if (q[name] !== undefined) params[name] = q[name];
    if (limited) params.limit = Math.max(0, Math.floor(q.limit ?? 0));
    const rows = (statement.all(params) as string[]).map(parse);
    return backwards ? rows.reverse() : rows;
  }

  findByClientId(sessionId: string, clientMsgId: string): StoredMessage | undefined {
    const data = this.byClientId.get(sessionId, clientMsgId) as string | undefined;
    return data === undefined ? undefined : parse(data);
  }

  /** The highest seq stored, so the counter never goes back even without its meta row. */
  maxSeq(): number {
    return Number(this.db.prepare('SELECT MAX(seq) FROM messages').pluck().get() ?? 0);
  }
}
