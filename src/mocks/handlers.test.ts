import { consoleApi, ownApi, workOrderApi } from '@/lib/contract';
import { createApiClient } from '@/lib/api-client';
import { server } from './node';
import { enableScenarios } from './scenarios';
import { mockBackend } from './backend';
import { dropImSockets, pushImFrame } from './im-socket';

const as = (token?: string) => createApiClient({ getToken: () => token });

async function visitor() {
  const login = await as().call(ownApi.loginAnon);
  return { ...login, api: as(login.token) };
}

describe('mock backend through the real API client (contract round-trip)', () => {
  it('serves company, product lines, articles and fast entries from the seed', async () => {
    const { api } = await visitor();
    await expect(api.call(ownApi.company)).resolves.toMatchObject({
      company_name: '联想服务',
    });
    const lines = await api.call(ownApi.productLines, { query: {} });
    expect(lines.map((l) => l.queue_code)).toEqual(
      expect.arrayContaining(['NB', 'DT', 'TAB', 'MON', 'SRV']),
    );
    const articles = await api.call(ownApi.articleList, { query: { keyword: '开不了机' } });
    expect(articles[0]?.title).toMatch(/开机/);
    const article = await api.call(ownApi.articleContent, { query: { id: articles[0]!.id } });
    expect(article.paragraphs.length).toBeGreaterThan(1);
    expect((await api.call(ownApi.fastEntries)).length).toBeGreaterThan(4);
  });

  it('runs a robot conversation: start, ask, get an answer with articles', async () => {
    const { api } = await visitor();
    const start = await api.call(ownApi.robotStart, { query: { channel: 'webchat' } });
    const sent = await api.call(ownApi.send, {
      body: {
        token: 'ignored',
        message_body: { MsgType: 'text', Content: '笔记本充不进电', CreateTime: 1 },
      },
    });
    expect(sent.messageID).toMatch(/^m-/);
    await new Promise((r) => setTimeout(r, 700));
    const history = await api.call(ownApi.sessionMessages, { params: { id: start.session_id } });
    const answer = history.data.filter((m) => m.client_type === 'robot').at(-1);
    expect(answer?.robot?.articles.length).toBeGreaterThan(0);
  });

  it('queues for a skill and reports position; the demo visitor has history', async () => {
    const { api, token } = await visitor();
    const status = await api.call(ownApi.selectBigQueue, {
      body: { token, queue_code: 'NB', pathway: 'webchat', project_id: '' },
    });
    expect(status).toMatchObject({ position: 1, waiting: 1 });
    const demo = as('demo-visitor-token');
    const sessions = await demo.call(ownApi.sessionList);
    expect(sessions.length).toBe(3);
    const withImages = await demo.call(ownApi.sessionMessages, { params: { id: 'demo-s1' } });
    expect(withImages.data.some((m) => m.message_type === 'Image')).toBe(true);
  });

  it('lets an engineer log in, see the waiting visitor and accept', async () => {
    const { api, token } = await visitor();
    await api.call(ownApi.selectBigQueue, {
      body: { token, queue_code: 'SRV', pathway: 'webchat' },
    });
    const login = await as().call(consoleApi.login, {
      body: { account: 'demo', password: 'demo123' },
    });
    const engineer = as(login.token);
    const waiting = await engineer.call(consoleApi.waiting);
    const mine = waiting.find((w) => w.queue_code === 'SRV');
    expect(mine).toBeDefined();
    const session = await engineer.call(consoleApi.accept, {
      body: { session_id: mine!.session_id },
    });
    expect(session.session_id).toBe(mine!.session_id);
    await expect(api.call(ownApi.currentStatus)).resolves.toMatchObject({
      status: 'chatting',
    });
  });

  it('creates a work-order ticket that shows in the ticket list', async () => {
    const { api } = await visitor();
    const ticket = await api.call(workOrderApi.create, {
      body: { product_line: 'nb', description: '屏幕闪烁', serial_number: 'PF4ABC12' },
    });
    expect(ticket.ticket_no).toMatch(/^WO/);
    expect((await api.call(ownApi.ticketList)).map((t) => t.ticket_no)).toContain(ticket.ticket_no);
  });

  it('answers invalid input with 400 and a clear message, never a 500', async () => {
    const response = await fetch(new URL('/api/csc/queue/selectBigQueue', window.location.href), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: 1 }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: { info: string } };
    expect(body.message.info).toContain('body.token: expected string');
  });

  it('refuses calls without a valid token', async () => {
    await expect(as('forged').call(ownApi.sessionList)).rejects.toMatchObject({
      status: 401,
      info: '非法身份',
    });
  });
});

describe('scenarios', () => {
  it('personal-422: selectPersonal answers 422', async () => {
    enableScenarios(server, ['personal-422']);
    const { api, token } = await visitor();
    await expect(
      api.call(ownApi.selectPersonal, {
        body: { token, queue_code: 'NB', pathway: 'webchat', engineer_code: 'E1001' },
      }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('queue-failure: a warning in message.info', async () => {
    enableScenarios(server, ['queue-failure']);
    const { api, token } = await visitor();
    await expect(
      api.call(ownApi.selectBigQueue, {
        body: { token, queue_code: 'NB', pathway: 'webchat' },
      }),
    ).rejects.toMatchObject({ code: 'status', info: '当前排队人数过多，请稍后再试' });
  });

  it('empty-history, maintenance, status-error and http-500', async () => {
    const demo = as('demo-visitor-token');
    enableScenarios(server, ['empty-history', 'maintenance']);
    await expect(demo.call(ownApi.sessionList)).resolves.toEqual([]);
    await expect(demo.call(ownApi.maintenance)).resolves.toMatchObject({ enabled: true });
    server.resetHandlers();
    enableScenarios(server, ['status-error']);
    await expect(demo.call(ownApi.company)).rejects.toMatchObject({
      code: 'status',
      info: '系统繁忙，请稍后再试',
    });
    server.resetHandlers();
    enableScenarios(server, ['http-500']);
    await expect(demo.call(ownApi.company)).rejects.toMatchObject({
      code: 'http',
      status: 500,
    });
  });

  it('invalid-identity: login is refused', async () => {
    enableScenarios(server, ['invalid-identity']);
    await expect(as().call(ownApi.loginAnon)).rejects.toMatchObject({
      status: 401,
      info: '非法身份',
    });
  });
});

describe('IM socket (ws.link)', () => {
  function open(token: string) {
    const socket = new WebSocket(`ws://${window.location.host}/chat?token=${token}&version=hippo`);
    const frames: { type: string; [k: string]: unknown }[] = [];
    socket.addEventListener('message', (e) => frames.push(JSON.parse(String(e.data))));
    return { socket, frames };
  }
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(check()).toBe(true);
  };

  it('connects, logs in, and delivers the robot greeting live', async () => {
    const { api, token, cube_uid } = await visitor();
    const { socket, frames } = open(token);
    await until(() => frames.some((f) => f.type === 'connected'));
    socket.send(
      JSON.stringify({
        type: 'login',
        appid: 'app',
        accountType: 'user',
        identifier: cube_uid,
        userSig: `sig.${token}`,
      }),
    );
    await until(() => frames.some((f) => f.type === 'login_ok'));
    await api.call(ownApi.robotStart, { query: { channel: 'webchat' } });
    await until(() => frames.some((f) => f.type === 'message'));
    socket.close();
  });

  it('refuses a forged token with invalid_identity', async () => {
    const { frames } = open('forged');
    await until(() => frames.some((f) => f.type === 'error' && f.code === 'invalid_identity'));
  });

  it('resumes from the last message id the client saw', async () => {
    const { api, token, cube_uid } = await visitor();
    await api.call(ownApi.robotStart, { query: { channel: 'webchat' } });
    const first = await api.call(ownApi.send, {
      body: { token, message_body: { MsgType: 'text', Content: '第一条', CreateTime: 1 } },
    });
    await api.call(ownApi.send, {
      body: { token, message_body: { MsgType: 'text', Content: '第二条', CreateTime: 2 } },
    });
    const { socket, frames } = open(token);
    await until(() => frames.some((f) => f.type === 'connected'));
    socket.send(
      JSON.stringify({
        type: 'login',
        appid: 'a',
        accountType: 'user',
        identifier: cube_uid,
        userSig: `sig.${token}`,
      }),
    );
    socket.send(JSON.stringify({ type: 'resume', lastMessageId: first.messageID }));
    await until(() => frames.filter((f) => f.type === 'message').length >= 1);
    const texts = frames
      .filter((f) => f.type === 'message')
      .map(
        (f) =>
          (f as unknown as { message: { MessageBody: { Body: { Content: string } } } }).message
            .MessageBody.Body.Content,
      );
    expect(texts).toContain('第二条');
    expect(texts).not.toContain('第一条');
    expect(mockBackend().core.bus.isOnline(cube_uid)).toBe(true);
    socket.close();
  });

  it('lets a story push a raw frame to one account and drop every socket (the network)', async () => {
    const login = async () => {
      const v = await visitor();
      const opened = open(v.token);
      await until(() => opened.frames.some((f) => f.type === 'connected'));
      opened.socket.send(
        JSON.stringify({
          type: 'login',
          appid: 'a',
          accountType: 'user',
          identifier: v.cube_uid,
          userSig: `sig.${v.token}`,
        }),
      );
      await until(() => opened.frames.some((f) => f.type === 'login_ok'));
      return { ...v, ...opened };
    };
    const [a, b] = [await login(), await login()];
    expect(pushImFrame({ type: 'story-frame', n: 1 }, a.cube_uid)).toBe(1);
    await until(() => a.frames.some((f) => f.type === 'story-frame'));
    expect(b.frames.some((f) => f.type === 'story-frame')).toBe(false);

    const closed: number[] = [];
    for (const { socket } of [a, b]) socket.addEventListener('close', (e) => closed.push(e.code));
    expect(dropImSockets()).toBe(2);
    await until(() => closed.length === 2);
    expect(closed).toEqual([4000, 4000]);
    expect(pushImFrame({ type: 'story-frame', n: 2 })).toBe(0);
  });
});
