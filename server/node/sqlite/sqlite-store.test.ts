// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createCore, createMemoryStore, ManualClock, tokenDigest } from '../../core';
import { seedSupportCentre } from '../../demo/seed';
import { appliedMigrations, migrate, MIGRATIONS } from './migrations';
import { openSqliteStore, type SqliteStore } from './sqlite-store';
import { describeStoreConformance } from '../../testing/store-conformance';
import { describeQueryConformance } from '../../testing/store-queries-conformance';
import { describeUnitConformance } from '../../testing/store-units-conformance';
import { describeCallConformance } from '../../testing/store-calls-conformance';
import { describeOutboxConformance } from '../../testing/store-outbox-conformance';

const open: SqliteStore[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const store of open.splice(0)) store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const sqlite = (file = ':memory:') => {
  const store = openSqliteStore(file);
  open.push(store);
  return store;
};
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'webchat-store-'));
  dirs.push(dir);
  return join(dir, 'webchat.db');
};

describeStoreConformance('memory store', () => createMemoryStore());
describeStoreConformance('SQLite store', () => sqlite());
describeQueryConformance('memory store', () => createMemoryStore());
describeQueryConformance('SQLite store', () => sqlite());
describeUnitConformance('memory store', () => createMemoryStore(), { rollsBack: false });
describeUnitConformance('SQLite store', () => sqlite(), { rollsBack: true });
describeCallConformance('memory store', () => createMemoryStore());
describeCallConformance('SQLite store', () => sqlite());
describeOutboxConformance('memory store', () => createMemoryStore());
describeOutboxConformance('SQLite store', () => sqlite());

describe('SQLite store on disk', () => {
  it('uses WAL and keeps messages, sessions and the seq counter across a restart', async () => {
    const file = tempFile();
    const first = sqlite(file);
    expect(first.db.pragma('journal_mode', { simple: true })).toBe('wal');
    const clock = new ManualClock();
    await seedSupportCentre(first, clock);
    const core = createCore({ store: first, clock });
    const { token } = await core.loginAnon();
    const visitor = await core.visitorByToken(token);
    const { sessionId } = await core.robotStart(visitor);
    const sent = await core.sendFromVisitor(visitor, { kind: 'Text', text: '你好' });
    const before = await core.sessionMessages(visitor, sessionId);
    const lastSeq = sent.seq;
    first.close();

    const second = sqlite(file);
    expect(await second.messages.get(sent.id)).toEqual(sent);
    expect((await second.credentials.get(tokenDigest(token)))?.cubeUid).toBe(visitor.cubeUid);
    expect((await second.sessions.get(sessionId))?.state).toBe('robot');
    // The counter continues: no seq is handed out twice, so resume and paging stay exact.
    expect(await second.nextSeq()).toBe(lastSeq + 1);
    const again = createCore({ store: second, clock });
    expect(await again.sessionMessages(visitor, sessionId)).toEqual(before);
  });

  it('continues seq from the messages when the counter row is missing', async () => {
    const file = tempFile();
    const first = sqlite(file);
    for (let i = 0; i < 5; i++) await first.nextSeq();
    await first.messages.put({
      id: 'm',
      seq: 40,
      sessionId: 's',
      cubeUid: 'u',
      clientType: 'user',
      fromAccount: 'u',
      kind: 'Text',
      sentAt: 1,
      isRead: 1,
      authorName: 'guest',
      avatar: '',
    });
    first.db.prepare("DELETE FROM meta WHERE key = 'seq'").run();
    first.close();
    expect(await sqlite(file).nextSeq()).toBe(41);
  });

  it('applies migrations once, in order, and again to nothing', async () => {
    const file = tempFile();
    const db = new Database(file);
    expect(migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
    const schema = db.prepare('SELECT sql FROM sqlite_master ORDER BY name').pluck().all();
    expect(migrate(db)).toEqual([]);
    expect(db.prepare('SELECT sql FROM sqlite_master ORDER BY name').pluck().all()).toEqual(schema);
    expect(appliedMigrations(db)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    db.close();
    // Opening the store on a migrated file migrates nothing and loses nothing.
    expect(await sqlite(file).visitors.all()).toEqual([]);
  });

  it('keeps the sign-ins of an older database working, by digest only (#37 item 2)', async () => {
    const file = tempFile();
    const db = new Database(file);
    migrate(db, MIGRATIONS.slice(0, 5));
    const visitor = {
      cubeUid: 'u-old',
      projectId: 'DEFAULT_PROJECT',
      name: 'guest',
      nickname: 'guest',
      avatar: '',
      anonymous: true,
      createdAt: 1,
    };
    db.prepare("INSERT INTO visitors (id, token, data) VALUES ('u-old', 't-old', ?)").run(
      JSON.stringify({ ...visitor, token: 't-old' }),
    );
    db.prepare("INSERT INTO tokens (token, issued_at) VALUES ('t-old', 1)").run();
    db.close();
    const store = sqlite(file);
    const clock = new ManualClock();
    const core = createCore({ store, clock });
    // Issued at 1 (the epoch), long expired: it does not come back to life.
    expect(await core.digestPlainTokens()).toBe(0);
    await expect(core.visitorByToken('t-old')).rejects.toThrow(
      expect.objectContaining({ status: 401 }),
    );
    store.close();
    // The token is nowhere in the file (its old column and index too), and its issue time is
    // kept by digest: it expires when it would have.
    expect(readFileSync(file).toString('latin1')).not.toContain('t-old');
    const after = new Database(file);
    expect(after.prepare('SELECT token, issued_at FROM tokens').all()).toEqual([
      { token: tokenDigest('t-old'), issued_at: 1 },
    ]);
    expect(after.prepare('SELECT issued_at FROM credentials').pluck().all()).toEqual([1]);
    after.close();
  });

  it('upgrades an older database and keeps its rows', async () => {
    const file = tempFile();
    const db = new Database(file);
    migrate(db, MIGRATIONS.slice(0, 1));
    db.prepare("INSERT INTO projects (id, data) VALUES ('P', ?)").run(
      JSON.stringify({ id: 'P', name: 'kept' }),
    );
    // A visitor waiting since before the named queries: they read the old row's JSON.
    db.prepare(
      `INSERT INTO sessions (id, cube_uid, state, engineer_code, created_at, data)
       VALUES ('s-old', 'u-old', 'queueing', NULL, 5, ?)`,
    ).run(
      JSON.stringify({
        id: 's-old',
        cubeUid: 'u-old',
        state: 'queueing',
        queueCode: 'NB',
        queueSeq: 7,
        createdAt: 5,
      }),
    );
    db.close();
    const store = sqlite(file);
    expect(appliedMigrations(store.db)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await store.projects.get('P'))?.name).toBe('kept');
    expect((await store.sessions.queued('NB')).map((s) => s.id)).toEqual(['s-old']);
    // The counter continues above the queue numbers already handed out.
    expect(await store.nextSeq()).toBe(8);
  });

  it('answers every named query from an index, never by walking a growing table', async () => {
    const executed = new Set<string>();
    const store = openSqliteStore(':memory:', { verbose: (sql) => executed.add(String(sql)) });
    open.push(store);
    await seedSupportCentre(store, new ManualClock(1_700_000_000_000));
    executed.clear();
    await store.sessions.openOf('u');
    await store.sessions.latestOf('u');
    await store.sessions.historyOf('u', 0, 10);
    await store.sessions.queued('NB');
    await store.sessions.queued();
    await store.sessions.inState('active');
    await store.sessions.ofEngineer('E1', 'active');
    await store.sessions.served('u', 'E1');
    await store.sessions.idsOf('u');
    await store.sessions.transferredTo('s');
    await store.sessions.search({
      from: 1,
      to: 2,
      engineerCode: 'E1',
      queueCode: 'NB',
      state: 'closed',
    });
    await store.sessions.get('s');
    await store.credentials.ofVisitor('u');
    await store.visitors.findByExternalId('P', 'x');
    await store.visitors.findByContact('P', '13800000000');
    await store.engineers.findByToken('t');
    await store.engineers.findByReviewToken('t');
    await store.engineers.findByAccount('a');
    await store.tickets.ofVisitor('u');
    await store.audit.ofSession('s', 'whisper');
    await store.audit.latest('E1', 's', 'view');
    await store.audit.page(0, 20);
    await store.messages.query({ sessionId: 's', afterSeq: 1 });
    await store.messages.findByClientId('s', 'c');
    await store.outbox.due(1, ['mail', 'sms'], 1);
    await store.outbox.ofVisitor('u', 1);
    await store.outbox.ofChannel('mail');
    await store.outbox.prune(1);
    const plans = [...executed]
      .filter((sql) => sql.startsWith('SELECT'))
      .map((sql) => ({
        sql,
        plan: (store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[])
          .map((row) => row.detail)
          .join('; '),
      }));
    expect(plans.length).toBeGreaterThan(20);
    // "SCAN t" walks the table; "SEARCH t USING INDEX" (or a scan of an index in its order, for
    // the audit log's newest page) reads only what it needs.
    const walks = plans.filter(({ plan }) => /\bSCAN (?!\w+ USING (COVERING )?INDEX)/.test(plan));
    expect(walks).toEqual([]);
  });

  it('refuses a database from a newer build', () => {
    const db = new Database(':memory:');
    migrate(db);
    db.prepare("INSERT INTO migrations VALUES (99, 'future', 'now')").run();
    expect(() => migrate(db)).toThrow(/schema version 99/);
    db.close();
  });

  it('rolls back a unit of work whole (rows and seq), and runs units one after another', async () => {
    const store = sqlite();
    const session = {
      id: 's',
      projectId: 'P',
      cubeUid: 'u',
      state: 'robot' as const,
      createdAt: 1,
    };
    await store.sessions.put(session);
    const seqBefore = await store.nextSeq();
    await expect(
      store.unit(async (unit) => {
        await unit.sessions.put({ ...session, state: 'closed' });
        await unit.sessions.put({ ...session, id: 's2' });
        await unit.nextSeq();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await store.sessions.get('s'))?.state).toBe('robot');
    expect(await store.sessions.get('s2')).toBeUndefined();
    expect(await store.nextSeq()).toBe(seqBefore + 1);

    // Two units started together: the second reads what the first committed, never half of it.
    const order: string[] = [];
    await Promise.all([
      store.unit(async (unit) => {
        order.push('first begins');
        await unit.sessions.put({ ...session, id: 's3' });
        await new Promise((r) => setTimeout(r, 20));
        await unit.sessions.put({ ...session, id: 's4' });
        order.push('first ends');
      }),
      store.unit(async (unit) => {
        order.push('second begins');
        expect(await unit.sessions.get('s4')).toBeDefined();
        // A unit inside a unit is the same unit.
        await unit.unit(async (inner) => inner.sessions.put({ ...session, id: 's5' }));
        order.push('second ends');
      }),
    ]);
    expect(order).toEqual(['first begins', 'first ends', 'second begins', 'second ends']);
    expect(store.db.prepare('SELECT COUNT(*) FROM sessions').pluck().get()).toBe(4);
  });

  it('commits units that queue together once, and answers each only when its rows are on disk', async () => {
    const file = tempFile();
    const store = sqlite(file);
    const reader = new Database(file, { readonly: true });
    const session = { projectId: 'P', cubeUid: 'u', state: 'robot' as const, createdAt: 1 };
    const count = () => reader.prepare('SELECT COUNT(*) FROM sessions').pluck().get();
    const seenWhenAnswered: unknown[] = [];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        store
          .unit(async (unit) => {
            await unit.sessions.put({ ...session, id: `g${i}` });
            if (i === 4) throw new Error('refused');
          })
          .then(() => void seenWhenAnswered.push(count())),
      ),
    );
    reader.close();
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(1);
    // Another connection sees every row of the group by the time the first unit answers.
    expect(seenWhenAnswered).toEqual(Array(9).fill(9));
    expect(await store.sessions.get('g4')).toBeUndefined();
  });
});
