import type { ServerFrame } from '@/lib/contract';
import { maskPhone } from './console';
import { createCore } from './core';
import { makeCore, visitor } from '../testing/core-fixture';
import { simulatedPeople } from '../demo/simulation';

type MessageFrame = Extract<ServerFrame, { type: 'message' }>;
const messagesOf = (frames: ServerFrame[]) =>
  frames.filter((f): f is MessageFrame => f.type === 'message');

describe('visitors and the robot', () => {
  it('greets with the robot on start and answers from the knowledge base', async () => {
    const { core, clock, listen } = await makeCore();
    const v = await visitor(core);
    const inbox = listen(v.cubeUid);
    const start = await core.robotStart(v);
    expect(start.robotName).toBe('小威');
    await core.sendFromVisitor(v, { kind: 'Text', text: '我的电脑开不了机' });
    await clock.advance(1000);
    const robotLines = (await core.sessionMessages(v, start.sessionId)).messages.filter(
      (m) => m.clientType === 'robot',
    );
    expect(robotLines).toHaveLength(2);
    expect(robotLines[1]).toMatchObject({ text: expect.stringContaining('长按电源键') });
    expect(messagesOf(inbox).length).toBeGreaterThanOrEqual(3);
  });

  it('answers English questions and recognises the transfer intent', async () => {
    const { core } = await makeCore();
    const robot = await core.ctx.robot();
    expect(robot.answer('my battery is not charging').articles[0]?.id).toBe('a2');
    expect(robot.answer('转人工').transfer).toBe(true);
    expect(robot.answer('I want a human agent').transfer).toBe(true);
    const fallback = robot.answer('量子纠缠的原理');
    expect(fallback).toMatchObject({ transfer: true, articles: [] });
    expect(fallback.text).toContain('没有找到');
  });
});

describe('the console’s view of a visitor', () => {
  it('shows a served visitor’s profile with a masked phone, sessions and tickets; others are 403', async () => {
    const { core, store } = await makeCore();
    const v = await visitor(core);
    await store.visitors.put({ ...(await store.visitors.get(v.cubeUid))!, phone: '13812345678' });
    const { sessionId } = await core.selectBigQueue(v, 'NB', 'webchat');
    await core.accept('E1', sessionId);
    const profile = await core.visitorProfile('E1', v.cubeUid);
    expect(profile.visitor.phone).toBe('*******5678');
    expect(profile.sessions.map((s) => s.session.id)).toEqual([sessionId]);
    expect(profile.tickets).toEqual([]);
    await expect(core.visitorProfile('E2', v.cubeUid)).rejects.toThrow(
      expect.objectContaining({ status: 403 }),
    );
    expect(maskPhone('1234')).toBe('1234');
    expect(maskPhone(undefined)).toBeUndefined();
  });
});

describe('queues and engineers', () => {
  it('keeps queue order, positions and an estimated wait', async () => {
    const { core } = await makeCore();
    const [a, b, c] = [await visitor(core), await visitor(core), await visitor(core)];
    expect(await core.selectBigQueue(a, 'NB', 'webchat')).toMatchObject({
      position: 1,
      waiting: 1,
    });
    expect(await core.selectBigQueue(b, 'NB', 'webchat')).toMatchObject({
      position: 2,
      waiting: 2,
    });
    const third = await core.selectBigQueue(c, 'NB', 'webchat');
    expect(third).toMatchObject({ position: 3, waiting: 3 });
    // 3 * 180 s over the 2 online NB engineers.
    expect(third.estimatedWaitSeconds).toBe(270);
    expect(await core.awaitUserNumber()).toBe(3);
  });

  it('warns (statusCode other than 200) when nobody serves the skill', async () => {
    const { core } = await makeCore();
    await expect(core.selectBigQueue(await visitor(core), 'TAB', 'webchat')).rejects.toThrow(
      expect.objectContaining({ status: 200, statusCode: 1001 }),
    );
  });

  it('answers 422 when the named engineer cannot take the visitor', async () => {
    const { core } = await makeCore();
    await expect(core.selectPersonal(await visitor(core), 'SRV', 'E3', 'webchat')).rejects.toThrow(
      expect.objectContaining({ status: 422 }),
    );
    await expect(core.selectPersonal(await visitor(core), 'NB', 'NOPE', 'webchat')).rejects.toThrow(
      expect.objectContaining({ status: 422 }),
    );
    expect(await core.selectPersonal(await visitor(core), 'NB', 'E1', 'webchat')).toMatchObject({
      position: 1,
    });
  });

  it('lets only the named engineer take a personal request', async () => {
    const { core } = await makeCore();
    const v = await visitor(core);
    const { sessionId } = await core.selectPersonal(v, 'NB', 'E1', 'webchat');
    expect(await core.waiting('E2')).toEqual([]);
    expect(await core.waiting('E1')).toHaveLength(1);
    await expect(core.accept('E2', sessionId)).rejects.toThrow(
      expect.objectContaining({ status: 403 }),
    );
  });

  it('moves the queue on accept: CreateSession reaches the visitor, positions update', async () => {
    const { core, listen } = await makeCore();
    const [a, b] = [await visitor(core), await visitor(core)];
    const first = await core.selectBigQueue(a, 'NB', 'webchat');
    await core.selectBigQueue(b, 'NB', 'webchat');
    const inboxA = listen(a.cubeUid);
    const inboxB = listen(b.cubeUid);
    await core.accept('E1', first.sessionId);
    const created = messagesOf(inboxA).find(
      (f) => f.message.MessageBody.Body.Type === 'CreateSession',
    );
    expect(created?.message.MessageBody).toMatchObject({
      SessionID: first.sessionId,
      engineer_code: 'E1',
    });
    const update = messagesOf(inboxB).find(
      (f) => f.message.MessageBody.Body.Type === 'QueueStatus',
    );
    expect(update?.message.MessageBody).toMatchObject({ queue: { position: 1, waiting: 1 } });
    expect(await core.currentStatus(a)).toMatchObject({
      state: 'chatting',
      engineer: { code: 'E1' },
    });
  });

  it('assigns to the least busy engineer and respects capacity', async () => {
    const { core } = await makeCore();
    const sessions = [];
    for (let i = 0; i < 5; i++)
      sessions.push(await core.selectBigQueue(await visitor(core), 'NB', 'webchat'));
    await core.accept('E1', sessions[0]!.sessionId);
    await core.accept('E1', sessions[1]!.sessionId);
    expect(await core.activeSessions('E1')).toHaveLength(2);
    // E1 is at capacity (2): the simulation would pick E2 next.
    expect((await core.waiting('E2')).map((w) => w.position.position)).toEqual([1, 2, 3]);
  });
});

describe('sessions, read state and history', () => {
  async function chatting() {
    const f = await makeCore();
    const v = await visitor(f.core);
    const { sessionId } = await f.core.selectBigQueue(v, 'NB', 'webchat');
    await f.core.accept('E1', sessionId);
    return { ...f, v, sessionId };
  }

  it('stores a retried send once (same ClientMsgId)', async () => {
    const { core, v, sessionId } = await chatting();
    const first = await core.sendFromVisitor(v, { kind: 'Text', text: '你好', clientMsgId: 'c-1' });
    const again = await core.sendFromVisitor(v, { kind: 'Text', text: '你好', clientMsgId: 'c-1' });
    expect(again.id).toBe(first.id);
    expect(
      (await core.sessionMessages(v, sessionId)).messages.filter((m) => m.clientType === 'user'),
    ).toHaveLength(1);
  });

  it('marks read once per message and tells the sender', async () => {
    const { core, v, listen } = await chatting();
    const visitorInbox = listen(v.cubeUid);
    const message = await core.sendFromVisitor(v, { kind: 'Text', text: '在吗' });
    expect(await core.markRead('E1', [message.id])).toEqual([message.id]);
    expect(await core.markRead('E1', [message.id])).toEqual([]);
    expect(await core.markRead(v.cubeUid, [message.id])).toEqual([]); // nobody reads their own message
    const reads = visitorInbox.filter((f) => f.type === 'read');
    expect(reads).toEqual([
      { type: 'read', data: expect.objectContaining({ messageIds: [message.id], isRead: 2 }) },
    ]);
  });

  it('pages history backwards and resyncs forwards', async () => {
    const { core, v, sessionId } = await chatting();
    const sent = [];
    for (let i = 0; i < 12; i++)
      sent.push(await core.sendFromVisitor(v, { kind: 'Text', text: `第${i}条` }));
    const newest = await core.sessionMessages(v, sessionId, { size: 5, before: 'm-999999' });
    expect(newest.messages).toHaveLength(5);
    const page = await core.sessionMessages(v, sessionId, { size: 5, before: sent[5]!.id });
    expect(page.messages.map((m) => m.text)).toEqual(['第0条', '第1条', '第2条', '第3条', '第4条']);
    expect(page.hasMore).toBe(true);
    const after = await core.sessionMessages(v, sessionId, { after: sent[9]!.id });
    expect(after.messages.map((m) => m.text)).toEqual(['第10条', '第11条']);
    expect((await core.resume(v.cubeUid, sent[10]!.id)).map((m) => m.id)).toEqual([sent[11]!.id]);
  });

  it('closes by the user: the engineer hears SessionClosed and history lists the session', async () => {
    const { core, v, sessionId, listen } = await chatting();
    const engineerInbox = listen('E1');
    await core.userClose(v, sessionId);
    const closed = messagesOf(engineerInbox).find(
      (f) => f.message.MessageBody.Body.Type === 'SessionClosed',
    );
    expect(closed).toBeDefined();
    expect(await core.sessionList(v)).toEqual([
      // SPEC's code 5 (a conversation with an engineer, not the robot's 1) is the edge's reading
      // of a session that has an engineer.
      expect.objectContaining({
        session: expect.objectContaining({ id: sessionId, engineerCode: 'E1', state: 'closed' }),
        engineer: expect.objectContaining({ code: 'E1' }),
      }),
    ]);
    expect(await core.currentStatus(v)).toEqual({ state: 'idle' });
  });

  it('rejects a send with no session going', async () => {
    const { core } = await makeCore();
    await expect(
      core.sendFromVisitor(await visitor(core), { kind: 'Text', text: 'x' }),
    ).rejects.toThrow(expect.objectContaining({ status: 409 }));
  });
});

describe('simulation', () => {
  it('simulated engineers accept queued visitors and reply after realistic delays', async () => {
    const f = await makeCore({ simulate: true });
    for (const e of await f.store.engineers.all())
      await f.store.engineers.put({ ...e, simulated: true });
    const v = await visitor(f.core);
    const { sessionId } = await f.core.selectBigQueue(v, 'NB', 'webchat');
    await f.clock.advance(1_999);
    expect((await f.core.currentStatus(v)).state).toBe('queueing');
    await f.clock.advance(3_001);
    expect((await f.core.currentStatus(v)).state).toBe('chatting');
    await f.core.sendFromVisitor(v, { kind: 'Text', text: '电脑黑屏开不了机' });
    await f.clock.advance(4_000);
    const lines = (await f.core.sessionMessages(v, sessionId)).messages;
    const engineerLines = lines.filter((m) => m.clientType === 'engineer');
    expect(engineerLines.length).toBe(2);
    expect(lines.find((m) => m.clientType === 'user')?.isRead).toBe(2);
  });

  it('after a restart, a simulated engineer does not answer a line already answered', async () => {
    const f = await makeCore({ simulate: true });
    for (const e of await f.store.engineers.all())
      await f.store.engineers.put({ ...e, simulated: true });
    const v = await visitor(f.core);
    const { sessionId } = await f.core.selectBigQueue(v, 'NB', 'webchat');
    await f.clock.advance(5_000);
    await f.core.sendFromVisitor(v, { kind: 'Text', text: '电脑黑屏开不了机' });
    await f.clock.advance(4_000);
    const before = (await f.core.sessionMessages(v, sessionId)).messages.length;
    // A new core over the same store is what a restarted server is.
    const again = createCore({ store: f.store, clock: f.clock, simulation: simulatedPeople });
    again.kick();
    await f.clock.advance(10_000);
    expect((await again.sessionMessages(v, sessionId)).messages).toHaveLength(before);
    await again.sendFromVisitor(v, { kind: 'Text', text: '好的，谢谢' });
    await f.clock.advance(10_000);
    const engineerLines = (await again.sessionMessages(v, sessionId)).messages.filter(
      (m) => m.clientType === 'engineer',
    );
    expect(engineerLines).toHaveLength(3);
  });
});

describe('names and words', () => {
  it('are stored without the direction overrides that draw "gnp.exe" as "exe.png"', async () => {
    const f = await makeCore();
    const v = await visitor(f.core);
    const { sessionId } = await f.core.selectBigQueue(v, 'NB', 'webchat');
    await f.core.accept('E1', sessionId!);
    await f.core.sendFromVisitor(v, {
      kind: 'File',
      media: { url: '/uploads/x', name: 'invoice\u202Efdp.exe', size: 10 },
    });
    const [file] = (await f.core.sessionMessages(v, sessionId!)).messages.filter(
      (m) => m.kind === 'File',
    );
    expect(file?.fileName).toBe('invoicefdp.exe');
  });

  it('a text is stored without overrides and isolates: "\u202Etxt.exe" reads as written', async () => {
    const f = await makeCore();
    const v = await visitor(f.core);
    const { sessionId } = await f.core.selectBigQueue(v, 'NB', 'webchat');
    await f.core.accept('E1', sessionId!);
    await f.core.sendFromVisitor(v, {
      kind: 'Text',
      text: '\u202E这是预览 txt.exe\n第二行\u2067 \u200F',
    });
    const [text] = (await f.core.sessionMessages(v, sessionId!)).messages.filter(
      (m) => m.kind === 'Text' && m.clientType === 'user',
    );
    expect(text?.text).toBe('这是预览 txt.exe\n第二行 \u200F');
  });
});
