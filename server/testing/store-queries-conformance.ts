// Test support, every named query of store.ts on every store, one case each.
import { describe, expect, it } from 'vitest';
import type { AuditEntry, Engineer, Session, Store, Ticket, Visitor } from '../core';

/**
 * The queries the core reads the growing tables by (store.ts): run against the memory store
 * (the reference) and the SQLite store, so that an index-backed answer cannot differ from the
 * filter the core was written against, in rows or in order.
 */
export function describeQueryConformance(name: string, open: () => Store | Promise<Store>): void {
  let n = 0;
  const session = (over: Partial<Session> & Pick<Session, 'id'>): Session => ({
    projectId: 'P',
    cubeUid: 'u1',
    state: 'closed',
    createdAt: 1_000 + (n += 1),
    ...over,
  });
  const visitor = (over: Partial<Visitor> & Pick<Visitor, 'cubeUid'>): Visitor => ({
    projectId: 'P',
    name: 'guest',
    nickname: 'guest',
    avatar: '',
    anonymous: true,
    createdAt: 1,
    ...over,
  });
  const engineer = (over: Partial<Engineer> & Pick<Engineer, 'code'>): Engineer => ({
    account: over.code.toLowerCase(),
    passwordHash: '$argon2id$x',
    name: over.code,
    nickname: over.code,
    avatar: '',
    skills: ['NB'],
    capacity: 5,
    status: 'online',
    simulated: false,
    ...over,
  });
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
  const withSessions = async () => {
    const store = await open();
    for (const row of [
      session({ id: 's1', cubeUid: 'u1', state: 'closed', createdAt: 100, engineerCode: 'E1' }),
      session({ id: 's2', cubeUid: 'u1', state: 'robot', createdAt: 200 }),
      session({
        id: 's3',
        cubeUid: 'u2',
        state: 'queueing',
        createdAt: 300,
        queueCode: 'NB',
        queueSeq: 9,
        queuedAt: 300,
      }),
      session({
        id: 's4',
        cubeUid: 'u3',
        state: 'queueing',
        createdAt: 250,
        queueCode: 'NB',
        queueSeq: 4,
        queuedAt: 250,
      }),
      session({
        id: 's5',
        cubeUid: 'u4',
        state: 'queueing',
        createdAt: 260,
        queueCode: 'PHONE',
        queueSeq: 5,
        queuedAt: 260,
      }),
      session({ id: 's6', cubeUid: 'u1', state: 'active', createdAt: 200, engineerCode: 'E1' }),
      session({ id: 's7', cubeUid: 'u5', state: 'active', createdAt: 50, engineerCode: 'E2' }),
      session({ id: 's8', cubeUid: 'u1', state: 'closed', createdAt: 90, transferredTo: 's6' }),
    ])
      await store.sessions.put(row);
    return store;
  };

  describe(`${name}: the named queries`, () => {
    it("finds a visitor's open sessions and newest session, ties in the order written", async () => {
      const store = await withSessions();
      expect(ids(await store.sessions.openOf('u1'))).toEqual(['s2', 's6']);
      expect((await store.sessions.latestOf('u1'))?.id).toBe('s2');
      expect(await store.sessions.latestOf('nobody')).toBeUndefined();
      // A session that closes leaves the open ones.
      await store.sessions.put({ ...(await store.sessions.get('s2'))!, state: 'closed' });
      expect(ids(await store.sessions.openOf('u1'))).toEqual(['s6']);
    });

    it("pages a visitor's history, newest first, without the queued ones", async () => {
      const store = await withSessions();
      await store.sessions.put(
        session({ id: 's9', cubeUid: 'u1', state: 'queueing', createdAt: 400 }),
      );
      expect(ids(await store.sessions.historyOf('u1', 0, 10))).toEqual(['s2', 's6', 's1', 's8']);
      expect(ids(await store.sessions.historyOf('u1', 1, 2))).toEqual(['s6', 's1']);
      expect(await store.sessions.historyOf('u1', 4, 2)).toEqual([]);
    });

    it('lists the queue in serving order, per queue and overall', async () => {
      const store = await withSessions();
      expect(ids(await store.sessions.queued('NB'))).toEqual(['s4', 's3']);
      expect(ids(await store.sessions.queued())).toEqual(['s4', 's5', 's3']);
      expect(await store.sessions.queued('NONE')).toEqual([]);
      // Accepted: out of the queue.
      await store.sessions.put({
        ...(await store.sessions.get('s4'))!,
        state: 'active',
        engineerCode: 'E2',
      });
      expect(ids(await store.sessions.queued('NB'))).toEqual(['s3']);
    });

    it('finds sessions by state and by engineer, and who served whom', async () => {
      const store = await withSessions();
      expect(ids(await store.sessions.inState('active'))).toEqual(['s6', 's7']);
      expect(ids(await store.sessions.ofEngineer('E1', 'active'))).toEqual(['s6']);
      expect(ids(await store.sessions.ofEngineer('E1', 'closed'))).toEqual(['s1']);
      expect(await store.sessions.served('u1', 'E1')).toBe(true);
      expect(await store.sessions.served('u1', 'E2')).toBe(false);
      expect(new Set(await store.sessions.idsOf('u1'))).toEqual(new Set(['s1', 's2', 's6', 's8']));
      expect(new Set(await store.sessions.idsOf('E1'))).toEqual(new Set(['s1', 's6']));
      expect(ids(await store.sessions.transferredTo('s6'))).toEqual(['s8']);
      expect(await store.sessions.transferredTo('s1')).toEqual([]);
    });

    it('searches sessions for review by time, engineer, skill and state, newest first', async () => {
      const store = await withSessions();
      expect(ids(await store.sessions.search({}))).toEqual([
        's3',
        's5',
        's4',
        's6',
        's2',
        's1',
        's8',
        's7',
      ]);
      expect(ids(await store.sessions.search({ from: 100, to: 260 }))).toEqual([
        's4',
        's6',
        's2',
        's1',
      ]);
      expect(ids(await store.sessions.search({ engineerCode: 'E1' }))).toEqual(['s6', 's1']);
      expect(ids(await store.sessions.search({ queueCode: 'NB', state: 'queueing' }))).toEqual([
        's3',
        's4',
      ]);
    });

    it('finds visitors by site identity and by contact, never a verified one by contact', async () => {
      const store = await open();
      await store.visitors.put(visitor({ cubeUid: 'anon', phone: '13800000000' }));
      await store.visitors.put(
        visitor({ cubeUid: 'coded', anonymous: false, phone: '13800000000' }),
      );
      await store.visitors.put(
        visitor({ cubeUid: 'site', anonymous: false, email: 'a@b.cn', externalId: 'ext-1' }),
      );
      await store.visitors.put(
        visitor({ cubeUid: 'other', anonymous: false, projectId: 'Q', email: 'x@y.cn' }),
      );
      expect((await store.visitors.findByContact('P', '13800000000'))?.cubeUid).toBe('coded');
      expect(await store.visitors.findByContact('P', 'a@b.cn')).toBeUndefined();
      expect(await store.visitors.findByContact('P', 'x@y.cn')).toBeUndefined();
      expect((await store.visitors.findByContact('Q', 'x@y.cn'))?.cubeUid).toBe('other');
      expect((await store.visitors.findByExternalId('P', 'ext-1'))?.cubeUid).toBe('site');
      expect(await store.visitors.findByExternalId('Q', 'ext-1')).toBeUndefined();
    });

    it('finds engineers by account and review token', async () => {
      const store = await open();
      await store.engineers.put(engineer({ code: 'E1', reviewToken: 'r-1' }));
      await store.engineers.put(engineer({ code: 'E2' }));
      expect((await store.engineers.findByAccount('e2'))?.code).toBe('E2');
      expect(await store.engineers.findByAccount('nobody')).toBeUndefined();
      expect((await store.engineers.findByReviewToken('r-1'))?.code).toBe('E1');
      await store.engineers.put(engineer({ code: 'E1' }));
      expect(await store.engineers.findByReviewToken('r-1')).toBeUndefined();
    });

    it("lists a visitor's tickets newest first and counts them all", async () => {
      const store = await open();
      const ticket = (no: string, cubeUid: string, createdAt: number): Ticket => ({
        ticketNo: no,
        cubeUid,
        projectId: 'P',
        kind: 'repair',
        title: no,
        status: '已受理',
        createdAt,
        attachments: [],
      });
      await store.tickets.put(ticket('T1', 'u1', 10));
      await store.tickets.put(ticket('T2', 'u2', 20));
      await store.tickets.put(ticket('T3', 'u1', 30));
      expect((await store.tickets.ofVisitor('u1')).map((t) => t.ticketNo)).toEqual(['T3', 'T1']);
      expect(await store.tickets.count()).toBe(3);
      const made = async (from?: number, to?: number) =>
        (await store.tickets.createdBetween(from, to)).map((t) => t.ticketNo);
      expect(await made()).toEqual(['T1', 'T2', 'T3']);
      expect(await made(20)).toEqual(['T2', 'T3']);
      expect(await made(10, 30)).toEqual(['T1', 'T2']);
      expect(await made(undefined, 20)).toEqual(['T1']);
    });

    it("reads the audit log by session, by an actor's latest, and a page at a time", async () => {
      const store = await open();
      const entry = (id: string, seq: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
        id,
        seq,
        at: seq * 10,
        action: 'view',
        actorCode: 'S1',
        actorName: 'sup',
        sessionId: 's1',
        ...over,
      });
      await store.audit.put(entry('a2', 2, { action: 'whisper', to: 'E1', text: 'two' }));
      await store.audit.put(entry('a1', 1, { action: 'whisper', to: 'E1', text: 'one' }));
      await store.audit.put(entry('a3', 3));
      await store.audit.put(entry('a4', 4, { sessionId: 's2' }));
      await store.audit.put(entry('a5', 5, { actorCode: 'S2' }));
      expect(ids(await store.audit.ofSession('s1', 'whisper'))).toEqual(['a1', 'a2']);
      expect((await store.audit.latest('S1', 's1', 'view'))?.id).toBe('a3');
      expect(await store.audit.latest('S1', 's2', 'watch')).toBeUndefined();
      expect(ids(await store.audit.page(0, 2))).toEqual(['a5', 'a4']);
      expect(ids(await store.audit.page(4, 2))).toEqual(['a1']);
      expect(await store.audit.count()).toBe(5);
    });
  });
}
