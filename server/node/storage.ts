import { join } from 'node:path';
import type { Store } from '../core';
import { storeTokenLedger, type TokenLedger } from '../core/token-expiry';
import type { ServerConfig } from './config';
import { createPrivateFile } from './data-dir';
import { openPgStore } from './pg/pg-store';
import { pgUploadIndex } from './pg/pg-uploads';
import { openSqliteStore } from './sqlite/sqlite-store';
import { createSqliteTokenLedger } from './token-expiry';
import { sqliteUploadIndex, type UploadIndex } from './uploads/upload-sink';

/** What the Node host keeps in its database, whichever it is. */
export interface HostStorage {
  /** For the start-up log, without credentials. */
  where: string;
  store: Store;
  ledger: TokenLedger | ((store: Store) => TokenLedger);
  uploads: UploadIndex;
  /** After plain passwords were hashed: rewrite the tables so no old page keeps the text. */
  compact(): Promise<void>;
  close(): Promise<void>;
}

/** SQLite in DATA_DIR, or PostgreSQL when DATABASE_URL says so (a node of a cluster). */
export async function openHostStorage(config: ServerConfig): Promise<HostStorage> {
  if (config.databaseUrl) {
    const pg = await openPgStore(config.databaseUrl, { poolSize: config.dbPoolSize });
    const url = new URL(config.databaseUrl);
    return {
      where: `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`,
      store: pg,
      ledger: storeTokenLedger,
      uploads: pgUploadIndex(pg.pool),
      async compact() {
        await pg.pool.query('VACUUM FULL engineers');
      },
      close: () => pg.close(),
    };
  }
  const file = join(config.dataDir, 'webchat.db');
  createPrivateFile(file);
  const sqlite = openSqliteStore(file);
  return {
    where: `SQLite ${file}`,
    store: sqlite,
    ledger: createSqliteTokenLedger(sqlite.db),
    uploads: sqliteUploadIndex(sqlite.db),
    async compact() {
      sqlite.db.pragma('wal_checkpoint(TRUNCATE)');
      sqlite.db.exec('VACUUM');
    },
    close: async () => sqlite.close(),
  };
}
