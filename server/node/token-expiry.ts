import type { Database } from 'better-sqlite3';
import type { TokenLedger } from '../core/token-expiry';

/** The ledger in SQLite (migration 2), read through a map: every request looks a token up. */
export function createSqliteTokenLedger(db: Database): TokenLedger {
  const issued = new Map<string, number>();
  for (const row of db.prepare('SELECT token, issued_at FROM tokens').iterate() as Iterable<{
    token: string;
    issued_at: number;
  }>)
    issued.set(row.token, row.issued_at);
  const insert = db.prepare('INSERT OR IGNORE INTO tokens (token, issued_at) VALUES (?, ?)');
  return {
    issuedAt: (token) => issued.get(token),
    record(token, at) {
      if (issued.has(token)) return;
      insert.run(token, at);
      issued.set(token, at);
    },
  };
}
