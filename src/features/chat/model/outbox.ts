import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ChatMessage, Reason } from '@/lib/contract';
import { OUTBOX_VERSION, upgradeRow } from './outbox-upgrade';

/**
 * A message on its way, kept until the server has it: while offline, while the socket
 * reconnects, across a reload and a browser restart. Attachments wait as blobs.
 */
export interface OutboxEntry {
  /** The message's client id (ClientMsgId): the server stores a repeated one once. */
  id: string;
  /** Whose outbox: a visitor (project + visitor id) or an engineer. */
  scope: string;
  /** Order of writing; entries leave in this order. */
  order: number;
  /** The row as it was drafted (its preview URL is not kept: it dies with the page). */
  message: ChatMessage;
  attachment?: { kind: 'image' | 'file'; blob: Blob; name: string; type: string };
  /** Where the attachment went once uploaded, so a retry does not upload it again. */
  uploadedUrl?: string;
  status: 'pending' | 'failed';
  /** Why it failed, as worded when it did. */
  reason?: string;
  /** Why it failed as a code and values, worded again in the reader's language when shown. */
  cause?: Reason;
}

/** Where outbox entries are kept. */
export interface OutboxStorage {
  list(scope: string): Promise<OutboxEntry[]>;
  /** Whether the entry is still there (another tab may have sent or cancelled it). */
  has(id: string): Promise<boolean>;
  put(entry: OutboxEntry): Promise<void>;
  delete(id: string): Promise<void>;
}

/** Kept in memory only (tests, and browsers without IndexedDB such as some private modes). */
export function memoryOutbox(): OutboxStorage {
  const entries = new Map<string, OutboxEntry>();
  return {
    list: async (scope) =>
      [...entries.values()].filter((e) => e.scope === scope).sort((a, b) => a.order - b.order),
    has: async (id) => entries.has(id),
    put: async (entry) => void entries.set(entry.id, entry),
    delete: async (id) => void entries.delete(id),
  };
}

interface OutboxDb extends DBSchema {
  entries: { key: string; value: OutboxEntry; indexes: { scope: string } };
}

export const OUTBOX_DB = 'webchat-outbox';
const OPEN_TIMEOUT_MS = 3000;

/**
 * The durable outbox in IndexedDB (through idb). When IndexedDB cannot be opened, it keeps
 * entries in memory instead: sending still works, only a reload loses what was waiting.
 */
export function indexedDbOutbox(name = OUTBOX_DB): OutboxStorage {
  const fallback = memoryOutbox();
  let db: Promise<IDBPDatabase<OutboxDb> | undefined> | undefined;
  const open = () =>
    (db ??=
      typeof indexedDB === 'undefined'
        ? Promise.resolve(undefined)
        : Promise.race([
            openDB<OutboxDb>(name, OUTBOX_VERSION, {
              async upgrade(database, oldVersion, _newVersion, transaction) {
                if (oldVersion < 1) {
                  const store = database.createObjectStore('entries', { keyPath: 'id' });
                  store.createIndex('scope', 'scope');
                  return;
                }
                // Messages that waited across the upgrade are rewritten in today's words.
                let cursor = await transaction.objectStore('entries').openCursor();
                while (cursor) {
                  await cursor.update({
                    ...cursor.value,
                    message: upgradeRow(cursor.value.message),
                  });
                  cursor = await cursor.continue();
                }
              },
              // A newer page wants to upgrade the schema: make way rather than block it.
              blocking() {
                void db?.then((d) => d?.close());
                db = undefined;
              },
            }),
            // Some browsers never answer (an old Safari bug): sending must not wait for ever.
            new Promise<undefined>((r) => setTimeout(() => r(undefined), OPEN_TIMEOUT_MS)),
          ]).catch(() => undefined));
  return {
    async list(scope) {
      const d = await open();
      if (!d) return fallback.list(scope);
      const rows = await d.getAllFromIndex('entries', 'scope', scope).catch(() => []);
      return rows.sort((a, b) => a.order - b.order);
    },
    async has(id) {
      const d = await open();
      if (!d) return fallback.has(id);
      return (await d.getKey('entries', id).catch(() => id)) !== undefined;
    },
    async put(entry) {
      const d = await open();
      if (!d) return fallback.put(entry);
      await d.put('entries', entry).catch(() => fallback.put(entry));
    },
    async delete(id) {
      const d = await open();
      await fallback.delete(id);
      if (d) await d.delete('entries', id).catch(() => undefined);
    },
  };
}

let shared: OutboxStorage | undefined;
/** One outbox per page for the visitor and the console. */
export function defaultOutbox(): OutboxStorage {
  return (shared ??= indexedDbOutbox());
}
