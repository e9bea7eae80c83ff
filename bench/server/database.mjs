// What the server persisted, read back from its SQLite file once it has stopped.
import { statSync } from 'node:fs';
import Database from 'better-sqlite3';

export function readBack(file) {
  const db = new Database(file, { readonly: true });
  try {
    const byPrefix = db.prepare(
      `SELECT count(*) AS rows, count(DISTINCT client_msg_id) AS distinctIds,
              min(json_extract(data, '$.sentAt')) AS first,
              max(json_extract(data, '$.sentAt')) AS last
       FROM messages WHERE client_msg_id LIKE ?`,
    );
    return {
      // The bench's messages carry ClientMsgIds r-<n> (fixed rate) and s-<n> (saturation).
      fixed: byPrefix.get('r-%'),
      saturation: byPrefix.get('s-%'),
      messages: db.prepare('SELECT count(*) AS n FROM messages').pluck().get(),
      bytes: statSync(file).size,
    };
  } finally {
    db.close();
  }
}
