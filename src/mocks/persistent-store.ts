import { asyncStore, syncMemoryStore, tokenDigest, type Store } from '@server/core';

/** Tables of the core store, in the order a snapshot restores them. */
const TABLES = [
  'projects',
  'visitors',
  'engineers',
  'productLines',
  'sessions',
  'messages',
  'articles',
  'fastEntries',
  'tickets',
  'products',
  'audit',
  // Visitors' sign-ins and waiting codes (#37): a reload keeps the visitor signed in.
  'credentials',
  'codes',
] as const;

interface Snapshot {
  version: 1;
  seq: number;
  tables: Record<string, unknown[]>;
}

export const MOCK_DB_KEY = 'webchat-mock-db';

/**
 * The in-browser backend keeps its data in localStorage, so a visitor who reloads the demo finds
 * their conversation and history again, as they would with a real server. Uploaded files are
 * not kept (object URLs die with the page).
 */
export function createPersistentStore(
  storage: Storage,
  key = MOCK_DB_KEY,
): { store: Store; restored: boolean } {
  let snapshot: Snapshot | undefined;
  try {
    const parsed = JSON.parse(storage.getItem(key) ?? 'null') as Snapshot | null;
    if (parsed?.version === 1) snapshot = parsed;
  } catch {
    snapshot = undefined;
  }
  // The rows themselves, read synchronously: a page that is unloading saves them at once.
  const rows = syncMemoryStore(snapshot?.seq ?? 0);
  let seq = snapshot?.seq ?? 0;
  for (const name of TABLES) {
    for (const row of snapshot?.tables[name] ?? []) (rows[name].put as (r: unknown) => void)(row);
  }
  // A snapshot from before #37 kept each visitor's one token in their row: it becomes a
  // credential of theirs, by its digest, so the visitor stays signed in (the row drops it).
  for (const row of (snapshot?.tables.visitors ?? []) as { cubeUid: string; token?: string }[])
    if (row.token && !rows.credentials.get(tokenDigest(row.token)))
      rows.credentials.put({
        id: tokenDigest(row.token),
        cubeUid: row.cubeUid,
        issuedAt: Date.now(),
      });

  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const tables = Object.fromEntries(TABLES.map((name) => [name, rows[name].all()]));
    try {
      storage.setItem(key, JSON.stringify({ version: 1, seq, tables } satisfies Snapshot));
    } catch {
      // Quota or private mode: the demo keeps working in memory.
    }
  };
  const schedule = () => {
    timer ??= setTimeout(save, 150);
  };
  // A reload right after a change must not lose it.
  if (typeof window !== 'undefined')
    window.addEventListener('pagehide', () => timer !== undefined && save());
  for (const name of TABLES) {
    const table = rows[name] as { put: (row: unknown) => void; delete: (id: string) => void };
    const { put, delete: remove } = table;
    table.put = (row) => (put(row), schedule());
    table.delete = (id) => (remove(id), schedule());
  }
  const next = rows.nextSeq;
  rows.nextSeq = () => (seq = next());
  return { store: asyncStore(rows), restored: !!snapshot };
}
