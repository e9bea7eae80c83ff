// @vitest-environment node
import WebSocket from 'ws';
import { serverFrame, type ClientFrame, type ServerFrame } from '@/lib/contract';
import { readFrame } from '../../im/protocol';
import { heartbeatSlices, inCallBucket } from './im-socket';
import { startTestServer, withoutMsw, type TestServer } from '../../testing/test-server';

withoutMsw();

interface Client {
  ws: WebSocket;
  frames: ServerFrame[];
  /** Resolves with the first frame (seen or coming) that matches. */
  next<T extends ServerFrame['type']>(
    type: T,
    match?: (f: ServerFrame) => boolean,
  ): Promise<Extract<ServerFrame, { type: T }>>;
  send(frame: ClientFrame | string): void;
  closed: Promise<{ code: number; reason: string }>;
}

function connect(url: string, options: WebSocket.ClientOptions = {}): Promise<Client> {
  const ws = new WebSocket(url, options);
  const frames: ServerFrame[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    frames.push(serverFrame.parse(JSON.parse(data.toString())));
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const client: Client = {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next(type, match = () => true) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = frames.find((f) => f.type === type && match(f));
          if (found) return resolve(found as never);
          waiters.push(look);
        };
        look();
        void closed.then(() => setTimeout(() => reject(new Error(`closed before ${type}`)), 50));
      });
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    socketOrigins: ['http://localhost:5173'],
    socket: {
      maxMessageBytes: 2048,
      heartbeatMs: 150,
      framesPerSecond: 1,
      burst: 5,
      abuseAfter: 8,
      callFramesPerSecond: 2,
      callBurst: 12,
      maxBufferedBytes: 4 * 1024 * 1024,
    },
  });
});
afterAll(() => server.stop());

async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return ((await response.json()) as { data: T }).data;
}

/** A visitor with a robot session, logged in on the socket. */
async function visitor(origin?: string) {
  const { token } = await api<{ token: string }>('/api/csc/login/anon', {});
  const sig = await api<{ userSig: string; identifier: string }>(
    `/api/csc/ucenter/userSig?token=${token}`,
  );
  const client = await connect(`${server.wsUrl}/chat?token=${token}&version=hippo`, {
    origin: origin ?? server.url,
  });
  await client.next('connected');
  client.send({ type: 'login', appid: 'webchat-demo', accountType: '1', ...sig });
  await client.next('login_ok');
  return { token, client, cubeUid: sig.identifier };
}

const said = (text: string) => (f: ServerFrame) =>
  f.type === 'message' && f.message.MessageBody.Body.Content === text;

describe('the IM socket at /chat', () => {
  it('logs a visitor in and delivers their messages and the robot answer', async () => {
    const { token, client } = await visitor();
    await api(`/api/csc/robot/start?channel=webchat&token=${token}`);
    await api(`/api/csc/core/webchat/main?token=${token}`, {
      token,
      message_body: { MsgType: 'text', Content: '电脑开不了机', CreateTime: 1 },
    });
    const mine = await client.next('message', said('电脑开不了机'));
    expect(mine.message.MessageBody.ClientType).toBe('user');
    const answer = await client.next(
      'message',
      (f) =>
        f.type === 'message' &&
        f.message.MessageBody.ClientType === 'robot' &&
        (f.message.MessageBody.seq ?? 0) > (mine.message.MessageBody.seq ?? 0),
    );
    expect(answer.message.MessageBody.robot).toBeDefined();
    client.ws.close();
  });

  it('resumes after a reconnect with what the client missed', async () => {
    const { token, client } = await visitor();
    await api(`/api/csc/robot/start?channel=webchat&token=${token}`);
    const greeting = await client.next('message');
    client.ws.close();
    await client.closed;
    await api(`/api/csc/core/webchat/main?token=${token}`, {
      token,
      message_body: { MsgType: 'text', Content: '离线时发的', CreateTime: 1 },
    });
    const { client: again } = await visitorWith(token);
    again.send({ type: 'resume', lastMessageId: greeting.message.MessageID });
    await again.next('message', said('离线时发的'));
    again.ws.close();
  });

  it('a message sent between the login and the resume comes after what the resume brings', async () => {
    const { token, client } = await visitor();
    await api(`/api/csc/robot/start?channel=webchat&token=${token}`);
    const greeting = await client.next('message');
    client.ws.close();
    await client.closed;
    const send = (text: string) =>
      api(`/api/csc/core/webchat/main?token=${token}`, {
        token,
        message_body: { MsgType: 'text', Content: text, CreateTime: 1 },
      });
    await send('断线时发的');
    const { client: again } = await visitorWith(token);
    // Logged in, resume not sent yet: a live message must not overtake the missed one. Were it
    // shown first and the socket dropped now, the next resume would start after it.
    await send('登录后、续传前发的');
    await new Promise((r) => setTimeout(r, 100));
    again.send({ type: 'resume', lastMessageId: greeting.message.MessageID });
    await again.next('message', said('登录后、续传前发的'));
    const texts = again.frames.flatMap((f) =>
      f.type === 'message' && f.message.MessageBody.ClientType === 'user'
        ? [f.message.MessageBody.Body.Content]
        : [],
    );
    expect(texts).toEqual(['断线时发的', '登录后、续传前发的']);
    again.ws.close();
  });

  it('kicks an older engineer console off when the same engineer logs in again', async () => {
    const { token } = await api<{ token: string }>('/api/csc/engineer/login', {
      account: 'demo',
      password: 'demo123',
    });
    const login = {
      type: 'login',
      appid: 'a',
      accountType: '1',
      identifier: 'E0001',
      userSig: `sig.${token}`,
    } as const;
    const first = await connect(`${server.wsUrl}/chat?token=${token}`);
    first.send(login);
    await first.next('login_ok');
    const second = await connect(`${server.wsUrl}/chat?token=${token}`);
    second.send(login);
    await second.next('login_ok');
    await first.next('kickoff');
    expect((await first.closed).code).toBe(4409);
    second.ws.close();
  });

  it('refuses a wrong token with invalid_identity and 4401', async () => {
    const client = await connect(`${server.wsUrl}/chat?token=nope`);
    expect(await client.next('error')).toMatchObject({ code: 'invalid_identity' });
    expect((await client.closed).code).toBe(4401);
  });

  it('refuses a foreign Origin before the upgrade, and lets configured ones in', async () => {
    await expect(
      connect(`${server.wsUrl}/chat?token=x`, { origin: 'https://evil.example' }),
    ).rejects.toThrow('HTTP 403');
    await expect(connect(`${server.wsUrl}/elsewhere`)).rejects.toThrow('HTTP 404');
    const { client } = await visitor('http://localhost:5173');
    client.ws.close();
  });

  it('answers a flood with rate_limited, then closes it', async () => {
    const { client } = await visitor();
    for (let i = 0; i < 20; i++) client.send({ type: 'ping' });
    expect(await client.next('error')).toMatchObject({ code: 'rate_limited' });
    expect((await client.closed).code).toBe(1008);
    // The login frame took one of the five saved up: four pings got through (five if a
    // second passed since the connect and the bucket refilled one).
    const pongs = client.frames.filter((f) => f.type === 'pong').length;
    expect(pongs).toBeGreaterThanOrEqual(4);
    expect(pongs).toBeLessThanOrEqual(5);
  });

  it('counts call frames in a bucket of their own: a burst of candidates passes, a flood is closed', async () => {
    const { client } = await visitor();
    const candidate = (i: number): ClientFrame => ({
      type: 'call',
      sessionId: 's-none',
      callId: 'k1',
      signal: { kind: 'candidate', candidate: { candidate: `candidate:${i}`, sdpMid: '0' } },
    });
    // Twelve at once: more than the chat's five, within the calls' twelve.
    for (let i = 0; i < 12; i++) client.send(candidate(i));
    client.send({ type: 'ping' });
    await client.next('pong');
    expect(client.frames.filter((f) => f.type === 'error')).toEqual([]);
    for (let i = 0; i < 30; i++) client.send(candidate(i));
    expect(await client.next('error')).toMatchObject({ code: 'rate_limited' });
    expect((await client.closed).code).toBe(1008);
  });

  it('counts a frame that claims the call type but reads as another in the chat’s bucket', async () => {
    const { client } = await visitor();
    // JSON keeps the last "type": these are typing frames, which only the chat's five may pass.
    const disguised = '{"type":"call","type":"typing","sessionId":"s-none","typing":true}';
    for (let i = 0; i < 7; i++) client.send(disguised);
    expect(await client.next('error')).toMatchObject({ code: 'rate_limited' });
    client.ws.close();
  });

  it('puts in the calls’ bucket only what the contract reads as a call step', () => {
    const step = '"sessionId":"s","callId":"k1","signal":{"kind":"ringing"}';
    const bucketOf = (text: string) => (inCallBucket(readFrame(text)) ? 'call' : 'chat');
    expect(bucketOf(`{"type":"call",${step}}`)).toBe('call');
    // Written in any order: the parsed frame decides, not how its text begins.
    expect(bucketOf(`{${step},"type":"call"}`)).toBe('call');
    expect(bucketOf(`{"type":"call","type":"typing","sessionId":"s","typing":true}`)).toBe('chat');
    expect(bucketOf(`{"type":"typing","type":"call",${step}}`)).toBe('call');
    expect(bucketOf('{"type":"call","sessionId":"s"}')).toBe('chat');
    expect(bucketOf('{"type":"call",')).toBe('chat');
    expect(bucketOf('{"type":"typing","sessionId":"s","typing":true}')).toBe('chat');
  });

  it('closes a socket that sends a frame over the size limit with 1009', async () => {
    const { client } = await visitor();
    client.send({ type: 'read', messageIds: Array.from({ length: 200 }, (_, i) => `m-${i}-xxxx`) });
    expect((await client.closed).code).toBe(1009);
  });

  it('drops a socket that stops answering pings, and keeps one that answers', async () => {
    const { token, client } = await visitor();
    client.ws.close();
    const deaf = await connect(`${server.wsUrl}/chat?token=${token}`, { autoPong: false });
    const healthy = await connect(`${server.wsUrl}/chat?token=${token}`);
    // The server terminates without a close frame: the client sees 1006.
    expect((await deaf.closed).code).toBe(1006);
    expect(healthy.ws.readyState).toBe(WebSocket.OPEN);
    healthy.ws.close();
  });

  it('splits the heartbeat into slices of about a second, each socket pinged once a round', async () => {
    expect(heartbeatSlices(30_000)).toBe(30);
    expect(heartbeatSlices(2_000)).toBe(2);
    expect(heartbeatSlices(150)).toBe(1);
    expect(heartbeatSlices(10 * 60_000)).toBe(30);
    const slow = await startTestServer({
      socket: {
        maxMessageBytes: 2048,
        heartbeatMs: 2_000,
        framesPerSecond: 10,
        burst: 10,
        abuseAfter: 20,
        callFramesPerSecond: 20,
        callBurst: 80,
        maxBufferedBytes: 4 * 1024 * 1024,
      },
    });
    try {
      const sockets = await Promise.all(
        Array.from({ length: 4 }, () => connect(`${slow.wsUrl}/chat?version=hippo`)),
      );
      // Each socket's first ping: two slices a second apart, two sockets in each.
      const firstPing = await Promise.all(
        sockets.map((s) => new Promise<number>((r) => s.ws.once('ping', () => r(Date.now())))),
      );
      const sorted = firstPing.sort((a, b) => a - b);
      expect(sorted[1]! - sorted[0]!).toBeLessThan(300);
      expect(sorted[2]! - sorted[1]!).toBeGreaterThan(700);
      expect(sorted[3]! - sorted[2]!).toBeLessThan(300);
      for (const s of sockets) s.ws.close();
    } finally {
      await slow.stop();
    }
  });

  it('keeps tokens out of the logs', async () => {
    const { token } = await visitor();
    await fetch(`${server.url}/api/csc/ucenter/userSig?token=${token}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    await fetch(`${server.url}/api/csc/queue/selectBigQueue?token=${token}`, {
      method: 'POST',
      body: JSON.stringify({ token, queue_code: 42 }),
    });
    await connect(`${server.wsUrl}/chat?token=${token}`, { origin: 'https://evil.example' }).catch(
      () => undefined,
    );
    const logs = server.logs.join('\n');
    expect(logs).toContain('token=[Redacted]');
    expect(logs).not.toContain(token);
  });
});

async function visitorWith(token: string) {
  const sig = await api<{ userSig: string; identifier: string }>(
    `/api/csc/ucenter/userSig?token=${token}`,
  );
  const client = await connect(`${server.wsUrl}/chat?token=${token}`);
  client.send({ type: 'login', appid: 'webchat-demo', accountType: '1', ...sig });
  await client.next('login_ok');
  return { client };
}
