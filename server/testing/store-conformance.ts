// Test support, the one conformance suite every store implementation runs.
import { describe, expect, it } from 'vitest';
import { createCore, ManualClock, type Store, type StoredMessage } from '../core';
import { seedSupportCentre } from '../demo/seed';
import { simulatedPeople } from '../demo/simulation';

/**
 * What every Store must do, whatever keeps the rows: run against the memory store (the
 * reference the core was written for) and the SQLite store, so the two cannot drift.
 */
export function describeStoreConformance(name: string, open: () => Store | Promise<Store>): void {
  const message = (over: Partial<StoredMessage> & Pick<StoredMessage, 'id' | 'seq'>) =>
    ({
      sessionId: 's1',
      cubeUid: 'u1',
      clientType: 'user',
      fromAccount: 'u1',
      kind: 'Text',
      text: `text ${over.id}`,
      sentAt: 1_700_000_000_000 + over.seq,
      isRead: 1,
      authorName: 'guest',
      avatar: '',
      ...over,
    }) satisfies StoredMessage;

  /** Seven messages over two sessions of two visitors, written out of seq order on purpose. */
  const withMessages = async () => {
    const store = await open();
    const rows = [
      message({ id: 'm3', seq: 3 }),
      message({ id: 'm1', seq: 1 }),
      message({ id: 'm2', seq: 2, clientMsgId: 'c-2' }),
      message({ id: 'm4', seq: 4, sessionId: 's2', cubeUid: 'u2' }),
      message({ id: 'm5', seq: 5 }),
      message({ id: 'm6', seq: 6, sessionId: 's2', cubeUid: 'u2', clientMsgId: 'c-2' }),
      message({
        id: 'm7',
        seq: 7,
        kind: 'Notice',
        notice: { by: 'user', engineer: { code: 'E1', name: '张工', nickname: 'E1', avatar: '' } },
      }),
    ];
    for (const row of rows) await store.messages.put(row);
    return store;
  };
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

  describe(`${name}: the Store contract`, () => {
    it('gets, replaces and deletes rows of every table, keeping insertion order', async () => {
      const store = await open();
      await store.projects.put({
        id: 'P1',
        name: 'one',
        companyName: 'A',
        companyLogo: '',
        perProjectLogin: false,
        emojiReduced: false,
      });
      await store.productLines.put({
        id: 'pl',
        name: '笔记本',
        queueCode: 'NB',
        icon: '',
        description: '',
      });
      await store.articles.put({
        id: 'a1',
        projectId: '*',
        title: 't',
        category: 'c',
        keywords: ['k1', 'k2'],
        paragraphs: ['p'],
        updatedAt: '2026-01-01',
      });
      await store.fastEntries.put({
        id: 'f1',
        title: 'x',
        kind: 'link',
        value: 'https://e.example',
      });
      await store.products.put({ markId: 'mk', name: 'X1', image: '', serialNumber: 'S', url: '' });
      await store.tickets.put({
        ticketNo: 'WO1',
        cubeUid: 'u1',
        projectId: 'P1',
        kind: 'repair',
        title: 't',
        status: '已受理',
        createdAt: 1,
        attachments: ['/a.png'],
      });
      for (const id of ['b', 'a', 'c'])
        await store.sessions.put({
          id,
          projectId: 'P1',
          cubeUid: 'u1',
          state: 'robot',
          createdAt: 1,
        });
      await store.sessions.put({
        id: 'a',
        projectId: 'P1',
        cubeUid: 'u1',
        state: 'queueing',
        createdAt: 1,
        queueCode: 'NB',
        queueSeq: 9,
      });
      expect((await store.projects.get('P1'))?.companyName).toBe('A');
      expect((await store.articles.get('a1'))?.keywords).toEqual(['k1', 'k2']);
      expect((await store.tickets.get('WO1'))?.attachments).toEqual(['/a.png']);
      expect((await store.products.get('mk'))?.name).toBe('X1');
      expect(await store.fastEntries.all()).toHaveLength(1);
      expect((await store.productLines.get('pl'))?.queueCode).toBe('NB');
      // A replaced row keeps its place; a deleted one leaves; a missing id is no error.
      expect(ids(await store.sessions.all())).toEqual(['b', 'a', 'c']);
      expect(await store.sessions.get('a')).toMatchObject({ state: 'queueing', queueSeq: 9 });
      await store.sessions.delete('b');
      await store.sessions.delete('nope');
      expect(ids(await store.sessions.all())).toEqual(['a', 'c']);
      expect(await store.sessions.get('b')).toBeUndefined();
    });

    it('keeps visitors without tokens, their sign-ins and codes, and finds engineers by token', async () => {
      const store = await open();
      const visitor = {
        cubeUid: 'u1',
        projectId: 'P',
        name: 'guest',
        nickname: 'guest',
        avatar: '',
        anonymous: true,
        createdAt: 1,
      };
      // A row as a sign-in returns it carries the live token: the table never keeps it.
      await store.visitors.put({ ...visitor, token: 't-live' } as typeof visitor);
      expect(await store.visitors.get('u1')).toEqual(visitor);
      // A visitor's sign-ins, one per device, by digest, oldest first.
      await store.credentials.put({ id: 'd-2', cubeUid: 'u1', issuedAt: 20 });
      await store.credentials.put({ id: 'd-1', cubeUid: 'u1', issuedAt: 10 });
      await store.credentials.put({ id: 'd-3', cubeUid: 'u2', issuedAt: 5 });
      expect((await store.credentials.ofVisitor('u1')).map((c) => c.id)).toEqual(['d-1', 'd-2']);
      await store.credentials.delete('d-1');
      expect(await store.credentials.get('d-1')).toBeUndefined();
      expect((await store.credentials.get('d-2'))?.cubeUid).toBe('u1');
      // One-time codes, by key.
      const code = { id: 'code.x', salt: 's', digest: 'd', expiresAt: 9, tries: 1 };
      await store.codes.put(code);
      expect(await store.codes.get('code.x')).toEqual(code);
      await store.codes.delete('code.x');
      expect(await store.codes.get('code.x')).toBeUndefined();
      const engineer = {
        code: 'E1',
        account: 'e1',
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA',
        name: '工程师',
        nickname: 'E1',
        avatar: '',
        skills: ['NB'],
        capacity: 2,
        status: 'offline' as const,
        simulated: false,
      };
      await store.engineers.put(engineer);
      expect(await store.engineers.findByToken('')).toBeUndefined();
      await store.engineers.put({ ...engineer, token: 'et-1', status: 'online' });
      expect(await store.engineers.findByToken('et-1')).toMatchObject({
        code: 'E1',
        status: 'online',
      });
      await store.engineers.delete('E1');
      expect(await store.engineers.findByToken('et-1')).toBeUndefined();
    });

    it('reads messages back exactly as written, including nested fields', async () => {
      const store = await withMessages();
      expect(await store.messages.get('m7')).toEqual(
        message({
          id: 'm7',
          seq: 7,
          kind: 'Notice',
          notice: {
            by: 'user',
            engineer: { code: 'E1', name: '张工', nickname: 'E1', avatar: '' },
          },
        }),
      );
      await store.messages.put({ ...(await store.messages.get('m1'))!, isRead: 2 });
      expect((await store.messages.get('m1'))?.isRead).toBe(2);
      await store.messages.delete('m5');
      expect(await store.messages.get('m5')).toBeUndefined();
      expect(ids(await store.messages.all()).sort()).toEqual(['m1', 'm2', 'm3', 'm4', 'm6', 'm7']);
    });

    it('queries messages by session, visitor and seq, oldest first', async () => {
      const store = await withMessages();
      expect(ids(await store.messages.query({ sessionId: 's1' }))).toEqual([
        'm1',
        'm2',
        'm3',
        'm5',
        'm7',
      ]);
      expect(ids(await store.messages.query({ cubeUid: 'u2' }))).toEqual(['m4', 'm6']);
      expect(ids(await store.messages.query({ afterSeq: 4 }))).toEqual(['m5', 'm6', 'm7']);
      expect(ids(await store.messages.query({ sessionId: 's1', beforeSeq: 3 }))).toEqual([
        'm1',
        'm2',
      ]);
      expect(ids(await store.messages.query({ afterSeq: 1, beforeSeq: 5 }))).toEqual([
        'm2',
        'm3',
        'm4',
      ]);
      expect(ids(await store.messages.query({ sessionId: 's1', cubeUid: 'u2' }))).toEqual([]);
      expect(ids(await store.messages.query({ sessionId: 'missing' }))).toEqual([]);
    });

    it('pages forwards from the oldest and backwards to the newest page', async () => {
      const store = await withMessages();
      expect(ids(await store.messages.query({ sessionId: 's1', limit: 2 }))).toEqual(['m1', 'm2']);
      expect(ids(await store.messages.query({ sessionId: 's1', afterSeq: 2, limit: 2 }))).toEqual([
        'm3',
        'm5',
      ]);
      // Backwards: the newest `limit` before the cursor, still oldest first.
      expect(ids(await store.messages.query({ sessionId: 's1', beforeSeq: 7, limit: 2 }))).toEqual([
        'm3',
        'm5',
      ]);
      expect(ids(await store.messages.query({ beforeSeq: 100, limit: 3 }))).toEqual([
        'm5',
        'm6',
        'm7',
      ]);
    });

    it('finds a retried send by its client id within the session only', async () => {
      const store = await withMessages();
      expect((await store.messages.findByClientId('s1', 'c-2'))?.id).toBe('m2');
      expect((await store.messages.findByClientId('s2', 'c-2'))?.id).toBe('m6');
      expect(await store.messages.findByClientId('s1', 'c-9')).toBeUndefined();
    });

    it('counts seq upwards without repeats', async () => {
      const store = await open();
      const first = await store.nextSeq();
      const next = [await store.nextSeq(), await store.nextSeq(), await store.nextSeq()];
      expect(next).toEqual([first + 1, first + 2, first + 3]);
    });

    it('runs the core: seed, robot, queue, a simulated engineer accepting and replying', async () => {
      const store = await open();
      const clock = new ManualClock();
      const seeded = await seedSupportCentre(store, clock);
      expect(await store.messages.all()).toHaveLength(seeded.counts.messages);
      let n = 7;
      const core = createCore({
        store,
        clock,
        simulation: simulatedPeople,
        random: () => ((n = (n * 9301 + 49297) % 233280), n / 233280),
      });
      const login = await core.loginAnon();
      const visitor = await core.visitorByToken(login.token);
      const { sessionId } = await core.robotStart(visitor);
      await core.sendFromVisitor(visitor, {
        kind: 'Text',
        text: '电脑开不了机',
        clientMsgId: 'k1',
      });
      await clock.advance(1_000);
      const again = await core.sendFromVisitor(visitor, {
        kind: 'Text',
        text: '电脑开不了机',
        clientMsgId: 'k1',
      });
      const robot = (await core.sessionMessages(visitor, sessionId)).messages;
      expect(robot.map((m) => m.clientType)).toEqual(['robot', 'user', 'robot']);
      expect(robot[1]).toMatchObject({ id: again.id, isRead: 2 });

      await core.robotClose(visitor);
      const queued = await core.selectBigQueue(visitor, 'NB', 'webchat');
      expect(queued).toMatchObject({ position: 1, waiting: 1 });
      await clock.advance(10_000);
      expect(await core.currentStatus(visitor)).toMatchObject({ state: 'chatting' });
      await core.sendFromVisitor(visitor, { kind: 'Text', text: '序列号在哪里看？' });
      await clock.advance(10_000);
      const chat = (await core.sessionMessages(visitor, queued.sessionId)).messages;
      expect(chat.map((m) => (m.kind === 'Notice' ? `Notice:${m.text}` : m.kind))).toEqual([
        'Notice:CreateSession',
        'Text',
        'Text',
        'Text',
      ]);
      expect(chat.map((m) => m.clientType)).toEqual(['robot', 'engineer', 'user', 'engineer']);
      const seqs = chat.map((m) => m.seq);
      expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
      expect((await core.sessionList(visitor)).map((s) => s.session.id)).toContain(sessionId);
      expect((await core.resume(visitor.cubeUid, robot[0]?.id)).length).toBeGreaterThan(4);
    });
  });
}
