import type { ServerFrame } from '@/lib/contract';
import { maskPhone } from './console';
import { createCore } from './core';
import { makeCore, visitor } from './testing/fixture';

type MessageFrame = Extract<ServerFrame, { type: 'message' }>;
const messagesOf = (frames: ServerFrame[]) =>
  frames.filter((f): f is MessageFrame => f.type === 'message');

describe('visitors and the robot', () => {
  it('greets with the robot on start and answers from the knowledge base', () => {
    const { core, clock, listen } = makeCore();
    const v = visitor(core);
    const inbox = listen(v.cubeUid);
    const start = core.robotStart(v);
    expect(start.robotName).toBe('小威');
    core.sendFromVisitor(v, { kind: 'Text', text: '我的电脑开不了机' });
    clock.advance(1000);
    const robotLines = core
      .sessionMessages(v, start.sessionId)
      .messages.filter((m) => m.clientType === 'robot');
    expect(robotLines).toHaveLength(2);
    expect(robotLines[1]).toMatchObject({ text: expect.stringContaining('长按电源键') });
    expect(messagesOf(inbox).length).toBeGreaterThanOrEqual(3);
  });

  it('answers English questions and recognises the transfer intent', () => {
    const { core } = makeCore();
    expect(core.ctx.robot.answer('my battery is not charging').articles[0]?.id).toBe('a2');
    expect(core.ctx.robot.answer('转人工').transfer).toBe(true);
    expect(core.ctx.robot.answer('I want a human agent').transfer).toBe(true);
    const fallback = core.ctx.robot.answer('量子纠缠的原理');
    expect(fallback).toMatchObject({ transfer: true, articles: [] });
    expect(fallback.text).toContain('没有找到');
  });
});

describe('the console’s view of a visitor', () => {
  it('shows a served visitor’s profile with a masked phone, sessions and tickets; others are 403', () => {
    const { core, store } = makeCore();
    const v = visitor(core);
    store.visitors.put({ ...store.visitors.get(v.cubeUid)!, phone: '13812345678' });
    const { sessionId } = core.selectBigQueue(v, 'NB', 'webchat');
    core.accept('E1', sessionId);
    const profile = core.visitorProfile('E1', v.cubeUid);
    expect(profile.visitor.phone).toBe('*******5678');
    expect(profile.sessions.map((s) => s.session.id)).toEqual([sessionId]);
    expect(profile.tickets).toEqual([]);
    expect(() => core.visitorProfile('E2', v.cubeUid)).toThrow(
      expect.objectContaining({ status: 403 }),
    );
    expect(maskPhone('1234')).toBe('1234');
    expect(maskPhone(undefined)).toBeUndefined();
  });
});

describe('queues and engineers', () => {
  it('keeps queue order, positions and an estimated wait', () => {
    const { core } = makeCore();
    const [a, b, c] = [visitor(core), visitor(core), visitor(core)];
    expect(core.selectBigQueue(a, 'NB', 'webchat')).toMatchObject({ position: 1, waiting: 1 });
    expect(core.selectBigQueue(b, 'NB', 'webchat')).toMatchObject({ position: 2, waiting: 2 });
    const third = core.selectBigQueue(c, 'NB', 'webchat');
    expect(third).toMatchObject({ position: 3, waiting: 3 });
    // 3 * 180 s over the 2 online NB engineers.
    expect(third.estimatedWaitSeconds).toBe(270);
    expect(core.awaitUserNumber()).toBe(3);
  });

  it('warns (statusCode other than 200) when nobody serves the skill', () => {
    const { core } = makeCore();
    expect(() => core.selectBigQueue(visitor(core), 'TAB', 'webchat')).toThrow(
      expect.objectContaining({ status: 200, statusCode: 1001 }),
    );
  });

  it('answers 422 when the named engineer cannot take the visitor', () => {
    const { core } = makeCore();
    expect(() => core.selectPersonal(visitor(core), 'SRV', 'E3', 'webchat')).toThrow(
      expect.objectContaining({ status: 422 }),
    );
    expect(() => core.selectPersonal(visitor(core), 'NB', 'NOPE', 'webchat')).toThrow(
      expect.objectContaining({ status: 422 }),
    );
    expect(core.selectPersonal(visitor(core), 'NB', 'E1', 'webchat')).toMatchObject({
      position: 1,
    });
  });

  it('lets only the named engineer take a personal request', () => {
    const { core } = makeCore();
    const v = visitor(core);
    const { sessionId } = core.selectPersonal(v, 'NB', 'E1', 'webchat');
    expect(core.waiting('E2')).toEqual([]);
    expect(core.waiting('E1')).toHaveLength(1);
    expect(() => core.accept('E2', sessionId)).toThrow(expect.objectContaining({ status: 403 }));
  });

  it('moves the queue on accept: CreateSession reaches the visitor, positions update', () => {
    const { core, listen } = makeCore();
    const [a, b] = [visitor(core), visitor(core)];
    const first = core.selectBigQueue(a, 'NB', 'webchat');
    core.selectBigQueue(b, 'NB', 'webchat');
    const inboxA = listen(a.cubeUid);
    const inboxB = listen(b.cubeUid);
    core.accept('E1', first.sessionId);
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
    expect(core.currentStatus(a)).toMatchObject({
      state: 'chatting',
      engineer: { code: 'E1' },
    });
  });

  it('assigns to the least busy engineer and respects capacity', () => {
    const { core } = makeCore();
    const sessions = [1, 2, 3, 4, 5].map(() => core.selectBigQueue(visitor(core), 'NB', 'webchat'));
    core.accept('E1', sessions[0]!.sessionId);
    core.accept('E1', sessions[1]!.sessionId);
    expect(core.activeSessions('E1')).toHaveLength(2);
    // E1 is at capacity (2): the simulation would pick E2 next.
    expect(core.waiting('E2').map((w) => w.position.position)).toEqual([1, 2, 3]);
  });
});

describe('sessions, read state and history', () => {
  function chatting() {
    const f = makeCore();
    const v = visitor(f.core);
    const { sessionId } = f.core.selectBigQueue(v, 'NB', 'webchat');
    f.core.accept('E1', sessionId);
    return { ...f, v, sessionId };
  }

  it('stores a retried send once (same ClientMsgId)', () => {
    const { core, v, sessionId } = chatting();
    const first = core.sendFromVisitor(v, { kind: 'Text', text: '你好', clientMsgId: 'c-1' });
    const again = core.sendFromVisitor(v, { kind: 'Text', text: '你好', clientMsgId: 'c-1' });
    expect(again.id).toBe(first.id);
    expect(
      core.sessionMessages(v, sessionId).messages.filter((m) => m.clientType === 'user'),
    ).toHaveLength(1);
  });

  it('marks read once per message and tells the sender', () => {
    const { core, v, listen } = chatting();
    const visitorInbox = listen(v.cubeUid);
    const message = core.sendFromVisitor(v, { kind: 'Text', text: '在吗' });
    expect(core.markRead('E1', [message.id])).toEqual([message.id]);
    expect(core.markRead('E1', [message.id])).toEqual([]);
    expect(core.markRead(v.cubeUid, [message.id])).toEqual([]); // nobody reads their own message
    const reads = visitorInbox.filter((f) => f.type === 'read');
    expect(reads).toEqual([
      { type: 'read', data: expect.objectContaining({ messageIds: [message.id], isRead: 2 }) },
    ]);
  });

  it('pages history backwards and resyncs forwards', () => {
    const { core, v, sessionId } = chatting();
    const sent = Array.from({ length: 12 }, (_, i) =>
      core.sendFromVisitor(v, { kind: 'Text', text: `第${i}条` }),
    );
    const newest = core.sessionMessages(v, sessionId, { size: 5, before: 'm-999999' });
    expect(newest.messages).toHaveLength(5);
    const page = core.sessionMessages(v, sessionId, { size: 5, before: sent[5]!.id });
    expect(page.messages.map((m) => m.text)).toEqual(['第0条', '第1条', '第2条', '第3条', '第4条']);
    expect(page.hasMore).toBe(true);
    const after = core.sessionMessages(v, sessionId, { after: sent[9]!.id });
    expect(after.messages.map((m) => m.text)).toEqual(['第10条', '第11条']);
    expect(core.resume(v.cubeUid, sent[10]!.id).map((m) => m.id)).toEqual([sent[11]!.id]);
  });

  it('closes by the user: the engineer hears SessionClosed and history lists the session', () => {
    const { core, v, sessionId, listen } = chatting();
    const engineerInbox = listen('E1');
    core.userClose(v, sessionId);
    const closed = messagesOf(engineerInbox).find(
      (f) => f.message.MessageBody.Body.Type === 'SessionClosed',
    );
    expect(closed).toBeDefined();
    expect(core.sessionList(v)).toEqual([
      // SPEC's code 5 (a conversation with an engineer, not the robot's 1) is the edge's reading
      // of a session that has an engineer.
      expect.objectContaining({
        session: expect.objectContaining({ id: sessionId, engineerCode: 'E1', state: 'closed' }),
        engineer: expect.objectContaining({ code: 'E1' }),
      }),
    ]);
    expect(core.currentStatus(v)).toEqual({ state: 'idle' });
  });

  it('rejects a send with no session going', () => {
    const { core } = makeCore();
    expect(() => core.sendFromVisitor(visitor(core), { kind: 'Text', text: 'x' })).toThrow(
      expect.objectContaining({ status: 409 }),
    );
  });
});

describe('simulation', () => {
  it('simulated engineers accept queued visitors and reply after realistic delays', () => {
    const f = makeCore({ simulate: true });
    for (const e of f.store.engineers.all()) f.store.engineers.put({ ...e, simulated: true });
    const v = visitor(f.core);
    const { sessionId } = f.core.selectBigQueue(v, 'NB', 'webchat');
    f.clock.advance(1_999);
    expect(f.core.currentStatus(v).state).toBe('queueing');
    f.clock.advance(3_001);
    expect(f.core.currentStatus(v).state).toBe('chatting');
    f.core.sendFromVisitor(v, { kind: 'Text', text: '电脑黑屏开不了机' });
    f.clock.advance(4_000);
    const lines = f.core.sessionMessages(v, sessionId).messages;
    const engineerLines = lines.filter((m) => m.clientType === 'engineer');
    expect(engineerLines.length).toBe(2);
    expect(lines.find((m) => m.clientType === 'user')?.isRead).toBe(2);
  });

  it('after a restart, a simulated engineer does not answer a line already answered', () => {
    const f = makeCore({ simulate: true });
    for (const e of f.store.engineers.all()) f.store.engineers.put({ ...e, simulated: true });
    const v = visitor(f.core);
    const { sessionId } = f.core.selectBigQueue(v, 'NB', 'webchat');
    f.clock.advance(5_000);
    f.core.sendFromVisitor(v, { kind: 'Text', text: '电脑黑屏开不了机' });
    f.clock.advance(4_000);
    const before = f.core.sessionMessages(v, sessionId).messages.length;
    // A new core over the same store is what a restarted server is.
    const again = createCore({ store: f.store, clock: f.clock, simulate: true });
    again.kick();
    f.clock.advance(10_000);
    expect(again.sessionMessages(v, sessionId).messages).toHaveLength(before);
    again.sendFromVisitor(v, { kind: 'Text', text: '好的，谢谢' });
    f.clock.advance(10_000);
    const engineerLines = again
      .sessionMessages(v, sessionId)
      .messages.filter((m) => m.clientType === 'engineer');
    expect(engineerLines).toHaveLength(3);
  });
});
