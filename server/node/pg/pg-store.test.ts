import type { Store } from '../../core';
import { describeStoreConformance } from '../../testing/store-conformance';
import { describeQueryConformance } from '../../testing/store-queries-conformance';
import { describeUnitConformance } from '../../testing/store-units-conformance';
import { describeCallConformance } from '../../testing/store-calls-conformance';
import { describeOutboxConformance } from '../../testing/store-outbox-conformance';
import { postgresBinDir, startLocalPostgres, type LocalPostgres } from '../cluster/local-postgres';
import { openPgStore, type PgStore } from './pg-store';
import { PG_MIGRATIONS, migratePg } from './pg-migrations';

// CI installs PostgreSQL (scripts/test.sh); a developer without it skips these, with a note.
const available = postgresBinDir() !== undefined || Boolean(process.env.CI);
if (!available) console.warn('PostgreSQL is not installed: the PostgreSQL store is not tested');

let server: LocalPostgres | undefined;
const stores: PgStore[] = [];
let schemas = 0;

beforeAll(async () => {
  if (available) server = await startLocalPostgres({ fast: true });
}, 60_000);
afterAll(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
  server?.stop();
});

/** A store on an empty schema of its own, so each case starts from nothing. */
async function open(options: { poolSize?: number } = {}): Promise<PgStore> {
  const store = await openPgStore(server!.url, { schema: `t${(schemas += 1)}`, ...options });
  stores.push(store);
  return store;
}

describe.runIf(available)('PostgreSQL store', () => {
  describeStoreConformance('PostgreSQL store', (): Promise<Store> => open());
  describeQueryConformance('PostgreSQL store', (): Promise<Store> => open());
  describeUnitConformance('PostgreSQL store', (): Promise<Store> => open(), { rollsBack: true });
  describeCallConformance('PostgreSQL store', (): Promise<Store> => open({ poolSize: 4 }));
  describeOutboxConformance('PostgreSQL store', (): Promise<Store> => open({ poolSize: 4 }));

  it('migrates once, also when nodes start together, and says which versions it applied', async () => {
    const first = await open();
    const schema = `t${schemas}`;
    const again = await Promise.all([1, 2, 3].map(() => migratePg(first.pool)));
    expect(again).toEqual([[], [], []]);
    const { rows } = await first.pool.query(`SELECT version FROM ${schema}.migrations`);
    expect(rows.map((r) => r.version)).toEqual(PG_MIGRATIONS.map((m) => m.version));
  });

  it('refuses a database that a newer build has migrated', async () => {
    const store = await open();
    await store.pool.query("INSERT INTO migrations (version, name) VALUES (999, 'future')");
    await expect(migratePg(store.pool)).rejects.toThrow(/schema version 999/);
  });

  it('runs a conflicting unit again, and a unit sees only what was committed', async () => {
    const store = await open({ poolSize: 4 });
    const before = store.retries;
    await store.sessions.put({
      id: 's',
      projectId: 'P',
      cubeUid: 'u',
      state: 'robot',
      createdAt: 1,
    });
    let release!: () => void;
    const hold = new Promise<void>((r) => (release = r));
    const writer = store.unit(async (unit) => {
      await unit.sessions.put({ ...(await unit.sessions.get('s'))!, state: 'queueing' });
      await hold;
    });
    await new Promise((r) => setTimeout(r, 50));
    const seenByOther = (await store.sessions.get('s'))?.state;
    release();
    await writer;
    expect(seenByOther).toBe('robot');
    expect((await store.sessions.get('s'))?.state).toBe('queueing');
    // Twenty units on four connections fighting over one row: each runs until it gets through.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        store.unit(async (unit) => {
          const row = (await unit.sessions.get('s'))!;
          await unit.sessions.put({ ...row, createdAt: row.createdAt + 1 });
        }),
      ),
    );
    expect((await store.sessions.get('s'))?.createdAt).toBe(21);
    expect(store.retries).toBeGreaterThan(before);
  });

  it('keeps a message text exactly, NUL and lone surrogates included', async () => {
    const store = await open();
    const text = 'a\u0000b\ud800c 😀 <b>x</b>';
    await store.messages.put({
      id: 'm',
      seq: 1,
      sessionId: 's',
      cubeUid: 'u',
      clientType: 'user',
      fromAccount: 'u',
      kind: 'Text',
      text,
      sentAt: 1,
      isRead: 1,
      authorName: 'guest',
      avatar: '',
    });
    expect((await store.messages.get('m'))?.text).toBe(text);
  });
});
