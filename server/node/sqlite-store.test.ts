// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createCore, createMemoryStore, ManualClock } from '../core';
import { seedSupportCentre } from '../core/seed';
import { appliedMigrations, migrate, MIGRATIONS } from './migrations';
import { openSqliteStore, type SqliteStore } from './sqlite-store';
import { describeStoreConformance } from './store-conformance';
import { describeQueryConformance } from './store-queries-conformance';

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

describe('SQLite store on disk', () => {
  it('uses WAL and keeps messages, sessions and the seq counter across a restart', () => {
    const file = tempFile();
    const first = sqlite(file);
    expect(first.db.pragma('journal_mode', { simple: true })).toBe('wal');
    const clock = new ManualClock();
    seedSupportCentre(first, clock);
    const core = createCore({ store: first, clock, simulate: false });
    const visitor = core.visitorByToken(core.loginAnon().token);
    const { sessionId } = core.robotStart(visitor);
    const sent = core.sendFromVisitor(visitor, { kind: 'Text', text: '你好' });
    const before = core.sessionMessages(visitor, sessionId);
    const lastSeq = sent.seq;
    first.close();

    const second = sqlite(file);
    expect(second.messages.get(sent.id)).toEqual(sent);
    expect(second.visitors.findByToken(visitor.token)?.cubeUid).toBe(visitor.cubeUid);
    expect(second.sessions.get(sessionId)?.state).toBe('robot');
    // The counter continues: no seq is handed out twice, so resume and paging stay exact.
    expect(second.nextSeq()).toBe(lastSeq + 1);
    const again = createCore({ store: second, clock, simulate: false });
    expect(again.sessionMessages(visitor, sessionId)).toEqual(before);
  });

  it('continues seq from the messages when the counter row is missing', () => {
    const file = tempFile();
    const first = sqlite(file);
    for (let i = 0; i < 5; i++) first.nextSeq();
    first.messages.put({
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
    expect(sqlite(file).nextSeq()).toBe(41);
  });

  it('applies migrations once, in order, and again to nothing', () => {
    const file = tempFile();
    const db = new Database(file);
    expect(migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
    const schema = db.prepare('SELECT sql FROM sqlite_master ORDER BY name').pluck().all();
    expect(migrate(db)).toEqual([]);
    expect(db.prepare('SELECT sql FROM sqlite_master ORDER BY name').pluck().all()).toEqual(schema);
    expect(appliedMigrations(db)).toEqual([1, 2, 3, 4, 5]);
    db.close();
    // Opening the store on a migrated file migrates nothing and loses nothing.
    expect(sqlite(file).visitors.all()).toEqual([]);
  });

  it('upgrades an older database and keeps its rows', () => {
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
    expect(appliedMigrations(store.db)).toEqual([1, 2, 3, 4, 5]);
    expect(store.projects.get('P')?.name).toBe('kept');
    expect(store.sessions.queued('NB').map((s) => s.id)).toEqual(['s-old']);
    // The counter continues above the queue numbers already handed out.
    expect(store.nextSeq()).toBe(8);
  });

  it('answers every named query from an index, never by walking a growing table', () => {
    const executed = new Set<string>();
    const store = openSqliteStore(':memory:', { verbose: (sql) => executed.add(String(sql)) });
    open.push(store);
    seedSupportCentre(store, new ManualClock(1_700_000_000_000));
    executed.clear();
    store.sessions.openOf('u');
    store.sessions.latestOf('u');
    store.sessions.historyOf('u', 0, 10);
    store.sessions.queued('NB');
    store.sessions.queued();
    store.sessions.inState('active');
    store.sessions.ofEngineer('E1', 'active');
    store.sessions.served('u', 'E1');
    store.sessions.idsOf('u');
    store.sessions.transferredTo('s');
    store.sessions.search({ from: 1, to: 2, engineerCode: 'E1', queueCode: 'NB', state: 'closed' });
    store.sessions.get('s');
    store.visitors.findByToken('t');
    store.visitors.findByExternalId('P', 'x');
    store.visitors.findByContact('P', '13800000000');
    store.engineers.findByToken('t');
    store.engineers.findByReviewToken('t');
    store.engineers.findByAccount('a');
    store.tickets.ofVisitor('u');
    store.audit.ofSession('s', 'whisper');
    store.audit.latest('E1', 's', 'view');
    store.audit.page(0, 20);
    store.messages.query({ sessionId: 's', afterSeq: 1 });
    store.messages.findByClientId('s', 'c');
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

  it('rolls back rows, caches, seq and queued work together', () => {
    const store = sqlite();
    const session = {
      id: 's',
      projectId: 'P',
      cubeUid: 'u',
      state: 'robot' as const,
      createdAt: 1,
    };
    store.sessions.put(session);
    const seqBefore = store.nextSeq();
    const delivered: string[] = [];
    expect(() =>
      store.transaction(() => {
        store.sessions.put({ ...session, state: 'closed' });
        store.sessions.put({ ...session, id: 's2' });
        store.nextSeq();
        store.afterCommit(() => delivered.push('outer'));
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(store.sessions.get('s')?.state).toBe('robot');
    expect(store.sessions.get('s2')).toBeUndefined();
    expect(store.sessions.all()).toHaveLength(1);
    expect(delivered).toEqual([]);

    store.transaction(() => {
      store.sessions.put({ ...session, id: 's3' });
      store.afterCommit(() => delivered.push('kept'));
      try {
        store.transaction(() => {
          store.sessions.put({ ...session, id: 's4' });
          store.afterCommit(() => delivered.push('inner'));
          throw new Error('inner');
        });
      } catch {
        // The inner savepoint alone is undone.
      }
      expect(delivered).toEqual([]);
    });
    expect(delivered).toEqual(['kept']);
    expect(store.sessions.get('s3')).toBeDefined();
    expect(store.sessions.get('s4')).toBeUndefined();
    expect(store.nextSeq()).toBe(seqBefore + 1);
    expect(store.db.prepare('SELECT COUNT(*) FROM sessions').pluck().get()).toBe(2);
  });
});
