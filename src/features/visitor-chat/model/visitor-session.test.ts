import { loadSendPipeline } from '@/features/chat';
import { createPrefetch } from '@/lib/api-client';
import { createServices } from '@/lib/services';
import { loginStore } from '@/lib/storage';
import { server } from '@/mocks/node';
import { ImClient } from '@/features/im';
import { http } from 'msw';
import { mockBackend } from '@/mocks/backend';
import { enableScenarios } from '@/mocks/scenarios';
import { startVisitorEarly } from './early-start';
import { VisitorSession, type VisitorSessionDeps } from './visitor-session';
import { useVisitorStore, visitorStore } from './visitor-store';

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

const { memoryOutbox: memory } = await loadSendPipeline();

function session(overrides: Partial<VisitorSessionDeps> = {}) {
  const events = {
    warn: [] as string[],
    alert: [] as string[],
    connection: [] as string[],
    reloads: 0,
  };
  const s = new VisitorSession({
    projectId: 'DEFAULT_PROJECT',
    channel: 'webchat',
    warn: (t) => void events.warn.push(t),
    alert: (k) => void events.alert.push(k),
    onConnection: (c) => void events.connection.push(c),
    reload: () => void (events.reloads += 1),
    wait: async () => undefined,
    describe: (cause) => String(cause),
    sendFailed: () => undefined,
    rateLimited: () => undefined,
    outbox: memory(),
    services: createServices(),
    ...overrides,
  });
  return { s, events };
}

const state = () => useVisitorStore.getState();

describe('VisitorSession', () => {
  beforeEach(() => visitorStore.reset());

  it('logs in anonymously, stores the login per project, connects and shows the robot greeting', async () => {
    const { s, events } = session();
    await s.start();
    expect(loginStore.getToken('DEFAULT_PROJECT')).toBe(state().login?.token);
    await until(() => events.connection.includes('online'));
    await until(() => state().message.some((m) => m.authorRole === 'robot'));
    expect(state().company?.name).toBe('联想服务');
    expect(state().message.filter((m) => m.authorRole === 'robot')).toHaveLength(1); // history + live, once
    s.dispose();
  });

  it('a new visitor: the login leaves with the rules, and nobody asks for a status or past sessions', async () => {
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) =>
      void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', record);
    const { s } = session();
    await s.start();
    server.events.removeListener('request:start', record);
    expect(asked.slice(0, 2).sort()).toEqual([
      '/api/csc/login/anon',
      '/api/csc/ucenter/customer_rules',
    ]);
    expect(asked).toContain('/api/csc/robot/start');
    expect(asked).not.toContain('/api/csc/ucenter/currentStatus');
    expect(asked).not.toContain('/api/csc/session/c/sessionList');
    expect(state().message.some((m) => m.authorRole === 'robot')).toBe(true);
    s.dispose();
  });

  it('a new visitor: the company, the IM signature and the send pipeline wait until the first words show', async () => {
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) =>
      void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', record);
    let show = () => undefined as void;
    const shown = new Promise<void>((resolve) => (show = resolve));
    const { s, events } = session({ firstContent: () => shown });
    const started = s.start();
    await until(() => state().message.some((m) => m.authorRole === 'robot'));
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).not.toContain('/api/csc/webchat/company');
    expect(asked).not.toContain('/api/csc/ucenter/userSig');
    expect(s.sender).toBeUndefined();
    expect(events.connection).toEqual([]);
    show();
    await started;
    server.events.removeListener('request:start', record);
    expect(asked).toContain('/api/csc/webchat/company');
    expect(asked).toContain('/api/csc/ucenter/userSig');
    expect(s.sender).toBeDefined();
    await until(() => events.connection.includes('online'));
    s.dispose();
  });

  it('takes the start flow the page sent early instead of asking again', async () => {
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) =>
      void asked.push(`${request.method} ${new URL(request.url).pathname}`);
    server.events.on('request:start', record);
    const prefetched = createPrefetch({
      fetch: (url, init) =>
        fetch(new URL(String(url), window.location.href), {
          method: init?.method,
          headers: init?.headers,
        }),
    });
    expect(
      startVisitorEarly({ pathname: '/chatQueue', search: '' }, '/', 'webchat', prefetched),
    ).toBe(true);
    const { s } = session({ prefetched });
    await s.start();
    server.events.removeListener('request:start', record);
    // Each call of the start flow once (sent by the page), none again by the session.
    const once = (call: string) =>
      expect(
        asked.filter((a) => a === call),
        call,
      ).toHaveLength(1);
    once('GET /api/csc/ucenter/customer_rules');
    once('POST /api/csc/login/anon');
    once('GET /api/csc/robot/start');
    expect(asked.filter((a) => a.startsWith('GET /api/csc/session/c/messages/'))).toHaveLength(1);
    expect(loginStore.getToken('DEFAULT_PROJECT')).toBe(state().login?.token);
    expect(state().message.some((m) => m.authorRole === 'robot')).toBe(true);
    s.dispose();
  });

  it('history flow: scrolling up brings earlier sessions in, newest first, engineer lines signed', async () => {
    loginStore.saveLogin(
      { cube_uid: 'demo-visitor', token: 'demo-visitor-token' },
      'DEFAULT_PROJECT',
    );
    const { s } = session();
    await s.start();
    const list = state().pastSessions;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(state().historyMsg.hasMore).toBe(true);
    const shownBefore = new Set(state().message.map((m) => m.sessionId));
    let guard = 0;
    while (state().historyMsg.hasMore && guard++ < 10) await s.loadOlder();
    const sessions = [...new Set(state().message.map((m) => m.sessionId))];
    for (const past of list) expect(sessions).toContain(past.id);
    expect(shownBefore.size).toBeLessThan(sessions.length);
    // Older sessions come first in the list, the newest last.
    const seqs = state().message.map((m) => m.seq ?? Infinity);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    const wang = state().message.find((m) => m.sessionId === 'demo-s1' && m.isEngineer);
    expect(wang?.authorName).toBe(list.find((h) => h.id === 'demo-s1')?.title);
    expect(state().historyMsg.loadedAt).toBeTypeOf('number');
    s.dispose();
  });

  it('keeps the login per project or under the generic key, as the permission tree says (SPEC §6)', async () => {
    const perProject = session({ projectId: 'ThinkPad' });
    await perProject.s.start();
    expect(state().permission?.service_cloud?.account).toBe(true);
    expect(loginStore.getToken('ThinkPad')).toBe(state().login?.token);
    perProject.s.dispose();
    visitorStore.reset();
    const generic = session({ projectId: 'Legion' });
    await generic.s.start();
    expect(state().permission?.service_cloud).toEqual({ account: false, permission: false });
    expect(loginStore.getToken('Legion')).toBeUndefined();
    expect(loginStore.getToken('DEFAULT_PROJECT')).toBe(state().login?.token);
    generic.s.dispose();
  });

  it('transfers to the queue, hears the engineer join and exchanges messages', async () => {
    const { s } = session();
    await s.start();
    const outcome = await s.begin(2, { queueCode: 'SRV' });
    expect(outcome.kind).toBe('queued');
    expect(state().queue).toMatchObject({ position: 1 });
    await mockBackend().core.accept('E1005', state().sessionId!);
    await until(() => state().engineer?.code === 'E1005');
    expect(state().queue).toBeUndefined();
    expect(s.sender?.text('服务器 RAID 告警')).toMatchObject({ ok: true });
    await until(() => state().message.some((m) => m.text === '服务器 RAID 告警' && m.serverId));
    await mockBackend().core.sendFromEngineer('E1005', state().sessionId!, {
      kind: 'Text',
      text: '请提供序列号',
    });
    await until(() => state().message.some((m) => m.text === '请提供序列号' && m.isEngineer));
    await until(
      () => state().message.find((m) => m.text === '服务器 RAID 告警')?.read === true,
      1000,
    ).catch(() => undefined);
    s.dispose();
  });

  it('an engineer who takes the visitor before the queue answers is not undone by that answer', async () => {
    const { s } = session();
    await s.start();
    // The queue's answer is held until the engineer's CreateSession has come over the socket.
    server.use(
      http.post('/api/csc/queue/selectBigQueue', async ({ request }) => {
        const answer = await mockBackend().app.fetch(request);
        const { data } = (await answer.clone().json()) as { data: { session_id: string } };
        await mockBackend().core.accept('E1005', data.session_id);
        await until(() => state().engineer?.code === 'E1005');
        return answer;
      }),
    );
    expect((await s.begin(2, { queueCode: 'SRV' })).kind).toBe('queued');
    expect(state().queue).toBeUndefined();
    expect(state().engineer?.code).toBe('E1005');
    s.dispose();
  });

  it('a conversation longer than a page of history loads whole, in order (a reload after a long chat)', async () => {
    const { s } = session();
    await s.start();
    // 450 lines: the server pages from the oldest (50 by default, at most 200 a page).
    const lines = Array.from({ length: 450 }, (_, i) => ({
      message_id: `m-${i + 1}`,
      seq: i + 1,
      client_type: 'engineer' as const,
      message_type: 'Text',
      text: `line ${i + 1}`,
      send_time: new Date(Date.UTC(2026, 10, 27, 9, 0, i % 60)).toISOString(),
    }));
    const asked: string[] = [];
    server.use(
      http.get('/api/csc/session/c/messages/s-long', ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('after')}/${url.searchParams.get('size')}`);
        const size = Math.min(Number(url.searchParams.get('size') ?? 50), 200);
        const after = url.searchParams.get('after');
        const from = after ? lines.findIndex((l) => l.message_id === after) + 1 : 0;
        const page = lines.slice(from, from + size);
        return Response.json({
          statusCode: 200,
          data: { data: page, has_more: from + size < lines.length },
        });
      }),
    );
    visitorStore.reset();
    await s.loadSession('s-long');
    const shown = state()
      .message.filter((m) => m.sessionId === 's-long')
      .map((m) => m.text);
    expect(shown).toHaveLength(450);
    expect(shown.at(0)).toBe('line 1');
    expect(shown.at(-1)).toBe('line 450');
    expect(asked).toEqual(['null/null', 'm-50/200', 'm-250/200']);
    s.dispose();
  });

  it('a queue that refuses gives the visitor back to the robot, in a conversation that takes lines', async () => {
    const { s, events } = session();
    await s.start();
    const robot = state().sessionId;
    enableScenarios(server, ['queue-failure']);
    expect((await s.begin(2, { queueCode: 'SRV' })).kind).toBe('robot-restarted');
    expect(events.warn).toEqual(['当前排队人数过多，请稍后再试']);
    expect(state().sessionId).toBeDefined();
    expect(state().sessionId).not.toBe(robot);
    expect(s.sender?.text('还在吗')).toMatchObject({ ok: true });
    await until(() => state().message.some((m) => m.text === '还在吗' && m.serverId));
    s.dispose();
  });

  it('shows the engineer typing, and stops when their message arrives', async () => {
    const { s, events } = session();
    await s.start();
    await until(() => events.connection.includes('online'));
    await s.begin(2, { queueCode: 'SRV' });
    const sessionId = state().sessionId!;
    await mockBackend().core.accept('E1005', sessionId);
    await until(() => state().engineer?.code === 'E1005');
    await mockBackend().core.typing('E1005', sessionId, true);
    await until(() => state().peerTyping);
    await mockBackend().core.sendFromEngineer('E1005', sessionId, {
      kind: 'Text',
      text: '正在为您查询',
    });
    await until(() => !state().peerTyping);
    s.dispose();
  });

  it('says it is typing only while logged in on the socket: nothing queues for the next login', async () => {
    const frames = vi.spyOn(ImClient.prototype, 'typing');
    const { s, events } = session();
    await s.start();
    await until(() => events.connection.includes('online'));
    s.typing(true);
    expect(frames).toHaveBeenCalledTimes(1);
    // The socket dropped (RECONNECT): typing now would wait in its queue and go out before the
    // next login, refused, using up the rate limit the login needs.
    useVisitorStore.setState({ imLogin: false });
    s.typing(false);
    s.typing(true);
    expect(frames).toHaveBeenCalledTimes(1);
    frames.mockRestore();
    s.dispose();
  });

  it('restores an ongoing conversation after a reload', async () => {
    const first = session();
    await first.s.start();
    await first.s.begin(2, { queueCode: 'SRV' });
    const sessionId = state().sessionId;
    first.s.dispose();
    visitorStore.reset();
    const second = session();
    await second.s.start();
    expect(state().sessionId).toBe(sessionId);
    expect(state().queue).toBeDefined();
    second.s.dispose();
  });

  it('reads, after a reload, what the engineer wrote while the page was closed', async () => {
    const first = session();
    await first.s.start();
    await first.s.begin(2, { queueCode: 'SRV' });
    const sessionId = state().sessionId!;
    const { core } = mockBackend();
    await core.accept('E1005', sessionId);
    await until(() => state().engineer?.code === 'E1005');
    first.s.dispose();
    visitorStore.reset();
    const sent = await core.sendFromEngineer('E1005', sessionId, {
      kind: 'Text',
      text: '您离开时的回复',
    });
    const isRead = async () => (await core.ctx.store.messages.get(sent.id))?.isRead;
    expect(await isRead()).toBe(1);
    const second = session();
    await second.s.start();
    expect(state().message.some((m) => m.text === '您离开时的回复')).toBe(true);
    const end = Date.now() + 3000;
    while ((await isRead()) !== 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
    expect(await isRead()).toBe(2);
    second.s.dispose();
  });

  it('asks for a rating when the engineer ends it; a rating line shows only under its conversation', async () => {
    const { s } = session();
    await s.start();
    await s.begin(2, { queueCode: 'SRV' });
    const sessionId = state().sessionId!;
    await mockBackend().core.accept('E1005', sessionId);
    await until(() => state().engineer?.code === 'E1005');
    await mockBackend().core.closeByEngineer('E1005', sessionId);
    await until(() => state().ratingPrompt?.sessionId === sessionId);
    const visitor = await mockBackend().core.visitorByToken(state().login!.token);
    // Rated from elsewhere while the conversation is not on screen: the prompt is answered, and
    // no line lands under whatever conversation is.
    useVisitorStore.setState({ message: [] });
    await mockBackend().core.rateSession(visitor, sessionId, { score: 5, tags: [] });
    await until(() => state().ratingPrompt === undefined);
    expect(state().message.some((m) => m.notice?.type === 'Rated')).toBe(false);
    s.dispose();
  });

  it('ends the session (userclose)', async () => {
    const { s } = session();
    await s.start();
    await s.begin(2, { queueCode: 'SRV' });
    await s.end();
    expect(state().sessionId).toBeUndefined();
    s.dispose();
  });

  it('clears the session and reloads on an invalid identity', async () => {
    loginStore.saveLogin({ cube_uid: 'gone', token: 'revoked-token' }, 'DEFAULT_PROJECT');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { s, events } = session();
    await s.start();
    await until(() => events.reloads === 1);
    expect(loginStore.getToken('DEFAULT_PROJECT')).toBeUndefined();
    s.dispose();
    // Refused again right after that reload: no reload loop, an alert instead.
    loginStore.saveLogin({ cube_uid: 'gone', token: 'revoked-token' }, 'DEFAULT_PROJECT');
    const again = session();
    await again.s.start();
    expect(again.events.reloads).toBe(0);
    expect(again.events.alert).toEqual(['invalid_identity']);
  });
});
