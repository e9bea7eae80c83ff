// @vitest-environment node
import { chmodSync, existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { connect as connectTcp, type Socket } from 'node:net';
import { join } from 'node:path';
import { Hono } from 'hono';
import WebSocket from 'ws';
import { transcriptOptions, type LinkEnv } from '../http/route';
import { DEFAULT_SOCKET_LIMITS } from './config';
import { bodyDeadlineMs, BODY_BYTES_PER_SECOND } from './http/request-body';
import { startTestServer, withoutMsw, type TestServer } from '../testing/test-server';

// #37 items 7 and 8: the Node host attacked the way the findings did, against a started server.

withoutMsw();

const SHOP = 'https://shop.example.com';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    embedOrigins: [SHOP],
    httpTimeouts: { headersMs: 500, bodyMs: 600 },
    socket: { ...DEFAULT_SOCKET_LIMITS, maxPerToken: 3 },
  });
});
afterAll(() => server.stop());

const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers: { Accept: 'text/html', ...headers } });

async function anonToken(): Promise<string> {
  const login = await fetch(`${server.url}/api/csc/login/anon`, { method: 'POST' });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

async function upload(token: string, path: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  const response = await fetch(`${server.url}${path}?token=${token}`, {
    method: 'POST',
    body: form,
  });
  const body = (await response.json()) as { data: Record<string, string> | null };
  return { status: response.status, url: body.data?.url ?? body.data?.image_url ?? '' };
}

const framing = (response: Response) => ({
  ancestors: /frame-ancestors ([^;]*)/.exec(
    response.headers.get('content-security-policy') ?? '',
  )?.[1],
  xfo: response.headers.get('x-frame-options'),
});

describe('framing (#37 item 7): only the visitor pages, by this origin and EMBED_ORIGINS', () => {
  it('lets host pages frame /webchat and the chat queue, and nobody frame the console', async () => {
    const framable = { ancestors: `'self' ${SHOP}`, xfo: null };
    const nobody = { ancestors: "'none'", xfo: 'DENY' };
    const seen: Record<string, unknown> = {};
    for (const path of [
      '/webchat',
      '/webchat?isiframe=1&project_id=p1',
      '/chatQueue',
      '/',
      '/index/ThinkPad',
      '/chatEngieer',
      '/chatEngieer?isiframe=1',
      '/%63hatEngieer',
      '/chatEngieer/',
      '/review',
      '/login',
      '/projects',
      '/test',
      '/testsaas',
      '/index/a/b',
      '/nope',
      '/api/csc/nope',
      '/assets/index-abc123.js',
      '/uploads/2026/01/00000000-0000-0000-0000-000000000000.png',
      // The same host again: the cached headers of one kind never answer for the other.
      '/webchat',
      '/review',
    ])
      seen[path] = framing(await page(path));
    expect(seen).toEqual({
      '/webchat': framable,
      '/webchat?isiframe=1&project_id=p1': framable,
      '/chatQueue': framable,
      '/': framable,
      '/index/ThinkPad': framable,
      '/chatEngieer': nobody,
      '/chatEngieer?isiframe=1': nobody,
      '/%63hatEngieer': nobody,
      '/chatEngieer/': nobody,
      '/review': nobody,
      '/login': nobody,
      '/projects': nobody,
      '/test': nobody,
      '/testsaas': nobody,
      '/index/a/b': nobody,
      '/nope': nobody,
      '/api/csc/nope': nobody,
      '/assets/index-abc123.js': nobody,
      '/uploads/2026/01/00000000-0000-0000-0000-000000000000.png': nobody,
    });
  });

  it('with no host pages configured, /webchat is framed by this origin only', async () => {
    const alone = await startTestServer();
    try {
      const get = (path: string) =>
        fetch(`${alone.url}${path}`, { headers: { Accept: 'text/html' } });
      expect(framing(await get('/webchat'))).toEqual({ ancestors: "'self'", xfo: 'SAMEORIGIN' });
      expect(framing(await get('/chatEngieer'))).toEqual({ ancestors: "'none'", xfo: 'DENY' });
    } finally {
      await alone.stop();
    }
  });
});

const mode = (path: string) => statSync(path).mode & 0o777;

describe('file modes (#37 item 7): the data directory is 0700, its files 0600', () => {
  it('makes a new data directory, its database, -wal, -shm, secrets and uploads private', async () => {
    const token = await anonToken();
    const sent = await upload(token, '/api/csc/upload/file', PDF, 'quote.pdf');
    expect(sent.status).toBe(200);
    const { dataDir } = server;
    expect(mode(dataDir)).toBe(0o700);
    const files = readdirSync(dataDir).filter((f) => statSync(join(dataDir, f)).isFile());
    expect(files).toEqual(
      expect.arrayContaining(['webchat.db', 'webchat.db-wal', 'webchat.db-shm']),
    );
    for (const file of files) expect([file, mode(join(dataDir, file))]).toEqual([file, 0o600]);
    const uploads = join(dataDir, 'uploads');
    expect(mode(uploads)).toBe(0o700);
    const stored = join(uploads, sent.url.replace(/^\/uploads\//, ''));
    expect(mode(stored)).toBe(0o600);
    expect(mode(join(stored, '..'))).toBe(0o700);
    expect(mode(join(stored, '..', '..'))).toBe(0o700);
  });

  it('narrows the files an older version left open to everyone, at start', async () => {
    const first = await startTestServer();
    const token = await (async () => {
      const login = await fetch(`${first.url}/api/csc/login/anon`, { method: 'POST' });
      return ((await login.json()) as { data: { token: string } }).data.token;
    })();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(PNG)], 'a.png'));
    const sent = await fetch(`${first.url}/api/csc/upload/image?token=${token}`, {
      method: 'POST',
      body: form,
    });
    const url = ((await sent.json()) as { data: { image_url: string } }).data.image_url;
    const { dataDir } = first;
    await first.stopKeepingData();
    // As the old code left them (0755 directories, 0644 files), and a stray file beside them.
    const stored = join(dataDir, 'uploads', url.replace(/^\/uploads\//, ''));
    writeFileSync(join(dataDir, 'notes.txt'), 'x', { mode: 0o644 });
    for (const dir of [dataDir, join(dataDir, 'uploads'), join(stored, '..')])
      chmodSync(dir, 0o755);
    for (const file of ['webchat.db', 'secrets.json', 'notes.txt'].map((f) => join(dataDir, f)))
      if (existsSync(file)) chmodSync(file, 0o644);
    chmodSync(stored, 0o644);
    const again = await startTestServer({
      dataDir,
      uploadsDir: join(dataDir, 'uploads'),
    });
    try {
      expect(mode(dataDir)).toBe(0o700);
      for (const file of readdirSync(dataDir))
        if (statSync(join(dataDir, file)).isFile())
          expect([file, mode(join(dataDir, file))]).toEqual([file, 0o600]);
      expect(mode(join(dataDir, 'uploads'))).toBe(0o700);
      expect(mode(join(stored, '..'))).toBe(0o700);
      expect(mode(stored)).toBe(0o600);
    } finally {
      await again.stop();
      await first.stop();
    }
  });
});

/** A raw connection, to send a request as slowly as an attacker would. */
function rawSocket(): Promise<{ socket: Socket; received: () => string; closed: Promise<number> }> {
  const { port } = server;
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connectTcp(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', () => undefined);
    const closed = new Promise<number>((done) =>
      socket.on('close', () => done(Date.now() - started)),
    );
    socket.once('connect', () => resolve({ socket, received: () => text, closed }));
    socket.once('error', reject);
  });
}

/** A keep-alive client asking again and again meanwhile (the finding's "another client polls"). */
function poll(): () => Promise<number> {
  let stop = false;
  let count = 0;
  const loop = (async () => {
    while (!stop) {
      const response = await fetch(`${server.url}/api/csc/nope`);
      await response.arrayBuffer();
      count += 1;
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return async () => {
    stop = true;
    await loop;
    return count;
  };
}

describe('slow clients (#37 item 8a): deadlines per connection', () => {
  it('drops a client that drips its headers, while another keep-alive client polls', async () => {
    const stopPolling = poll();
    const { socket, received, closed } = await rawSocket();
    socket.write('GET /api/csc/nope HTTP/1.1\r\nHost: localhost\r\n');
    const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 100);
    const ms = await Promise.race([
      closed,
      new Promise<number>((r) => setTimeout(() => r(-1), 4000)),
    ]);
    clearInterval(drip);
    socket.destroy();
    expect(await stopPolling()).toBeGreaterThan(5);
    // Headers 500 ms, checked every 125 ms: closed well before the old 60 s (held for ever by
    // a client that kept dripping, in the finding).
    expect(ms).toBeGreaterThan(400);
    expect(ms).toBeLessThan(2000);
    expect(received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('drops a JSON body that never ends after its deadline, not 5 minutes later', async () => {
    const stopPolling = poll();
    const { socket, received, closed } = await rawSocket();
    socket.write(
      'POST /api/csc/login/anon HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"a":',
    );
    const ms = await Promise.race([
      closed,
      new Promise<number>((r) => setTimeout(() => r(-1), 4000)),
    ]);
    socket.destroy();
    await stopPolling();
    expect(ms).toBeGreaterThan(500);
    expect(ms).toBeLessThan(2000);
    expect(received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('keeps one keep-alive connection serving bodies without piling up listeners', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      const { socket, received } = await rawSocket();
      const request =
        'POST /api/csc/nope HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 2\r\n\r\n{}';
      for (let i = 0; i < 30; i += 1) socket.write(request);
      await vi.waitFor(() => expect(received().match(/HTTP\/1\.1 404/g)).toHaveLength(30));
      // Past the body deadline: the answered requests left no timer to drop the connection.
      await new Promise((r) => setTimeout(r, 700));
      expect(socket.destroyed).toBe(false);
      socket.destroy();
      expect(warnings).not.toContain('MaxListenersExceededWarning');
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('gives a declared upload time for its size on a slow phone, a chunked body the deadline alone', () => {
    expect(bodyDeadlineMs({}, 30_000)).toBeUndefined();
    expect(bodyDeadlineMs({ 'content-length': '0' }, 30_000)).toBeUndefined();
    expect(bodyDeadlineMs({ 'content-length': '200' }, 30_000)).toBe(30_004);
    expect(bodyDeadlineMs({ 'transfer-encoding': 'chunked' }, 30_000)).toBe(30_000);
    expect(bodyDeadlineMs({ 'content-length': String(50 * 1024 * 1024) }, 30_000)).toBe(
      30_000 + ((50 * 1024 * 1024) / BODY_BYTES_PER_SECOND) * 1000,
    );
  });
});

interface Opened {
  ws: WebSocket;
  closed: Promise<{ code: number; reason: string }>;
}

function openSocket(path: string): Promise<Opened> {
  const ws = new WebSocket(`${server.wsUrl}${path}`, { origin: server.url });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, closed }));
    ws.once('error', reject);
  });
}

/** How a socket closed, or 'still open' after a second (the old code never closed it). */
const closing = (socket: Opened) =>
  Promise.race([
    socket.closed,
    new Promise<string>((r) => setTimeout(() => r('still open'), 1000)),
  ]);

const stillOpen = async (socket: Opened) =>
  Promise.race([
    socket.closed.then(() => false),
    new Promise<boolean>((r) => setTimeout(() => r(socket.ws.readyState === WebSocket.OPEN), 300)),
  ]);

describe('IM sockets per token (#37 item 8b)', () => {
  it('closes one socket over the cap with 1008 and keeps the others; a closed one frees a place', async () => {
    const token = await anonToken();
    const open = [];
    for (let i = 0; i < 3; i += 1) open.push(await openSocket(`/chat?token=${token}`));
    const extra = await openSocket(`/chat?token=${token}`);
    expect(await closing(extra)).toEqual({ code: 1008, reason: 'too many sockets' });
    for (const socket of open) expect(await stillOpen(socket)).toBe(true);
    // Another token is counted on its own.
    const other = await openSocket(`/chat?token=${await anonToken()}`);
    expect(await stillOpen(other)).toBe(true);
    open[0]!.ws.close();
    await open[0]!.closed;
    const replaced = await openSocket(`/chat?token=${token}`);
    expect(await stillOpen(replaced)).toBe(true);
    for (const socket of [...open, other, replaced]) socket.ws.close();
  });

  it('counts a socket that names its token in the login frame (header mode) too', async () => {
    const token = await anonToken();
    const sig = (await (
      await fetch(`${server.url}/api/csc/ucenter/userSig?token=${token}`)
    ).json()) as { data: { userSig: string; identifier: string } };
    const login = JSON.stringify({
      type: 'login',
      appid: 'webchat-demo',
      accountType: '1',
      ...sig.data,
    });
    const open = [];
    for (let i = 0; i < 3; i += 1) open.push(await openSocket(`/chat?token=${token}`));
    const late = await openSocket('/chat');
    late.ws.send(login);
    expect(await closing(late)).toEqual({ code: 1008, reason: 'too many sockets' });
    for (const socket of open) expect(await stillOpen(socket)).toBe(true);
    for (const socket of open) socket.ws.close();
  });
});

describe('upload names (#37 item 8c)', () => {
  it('stores a name without direction overrides or other bidi controls', async () => {
    const token = await anonToken();
    const name = 'invoice\u202Efdp\u202A\u2066\u200F\u061C.pdf';
    const sent = await upload(token, '/api/csc/upload/file', PDF, name);
    expect(sent.status).toBe(200);
    const served = await fetch(`${server.url}${sent.url}`);
    const disposition = served.headers.get('content-disposition') ?? '';
    expect(disposition).toContain(`filename*=UTF-8''invoicefdp.pdf`);
    expect(decodeURIComponent(disposition)).not.toMatch(
      /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/,
    );
  });
});

/** A transcript of a visitor's robot chat with a picture, asked for with a forged Host. */
async function transcriptLink(host: TestServer): Promise<string | undefined> {
  const api = async <T>(path: string, init?: RequestInit) =>
    ((await (await fetch(`${host.url}${path}`, init)).json()) as { data: T }).data;
  const { token } = await api<{ token: string }>('/api/csc/login/anon', { method: 'POST' });
  const { session_id } = await api<{ session_id: string }>(
    `/api/csc/robot/start?channel=webchat&token=${token}`,
  );
  const form = new FormData();
  form.append('file', new File([new Uint8Array(PNG)], 'a.png'));
  const { image_url } = await api<{ image_url: string }>(`/api/csc/upload/image?token=${token}`, {
    method: 'POST',
    body: form,
  });
  await api(`/api/csc/core/webchat/main?token=${token}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      token,
      message_body: { MsgType: 'image', PicUrl: image_url, CreateTime: 1 },
    }),
  });
  // fetch will not send another Host: a raw request does, as an attacker's client would.
  const raw = await new Promise<string>((resolve, reject) => {
    const socket = connectTcp(host.port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
    socket.write(
      `GET /api/csc/session/c/transcript/${session_id}?token=${token}&tz=UTC HTTP/1.1\r\n` +
        'Host: evil.example\r\nConnection: close\r\n\r\n',
    );
  });
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  const html = (JSON.parse(body) as { data: { html: string } }).data.html;
  return /href="([^"]*uploads[^"]*)"/.exec(html)?.[1];
}

describe('links in transcripts (#37 item 8d): never by the Host header a client chose', () => {
  it('on the Node host: PUBLIC_URL when set, else relative (the demo: its own origin)', async () => {
    const production = await startTestServer({ demoAccounts: false });
    const configured = await startTestServer({ publicUrl: 'https://chat.example.com' });
    try {
      expect(await transcriptLink(production)).toMatch(/^\/uploads\//);
      expect(await transcriptLink(configured)).toMatch(/^https:\/\/chat\.example\.com\/uploads\//);
      expect(await transcriptLink(server)).toMatch(/^http:\/\/evil\.example\/uploads\//);
    } finally {
      await production.stop();
      await configured.stop();
    }
  });

  const app = new Hono();
  app.get('/t', (c) => c.json(transcriptOptions(c, 'zh', undefined)));
  const origin = async (env?: LinkEnv) =>
    ((await (await app.request('http://evil.example/t', {}, env)).json()) as { origin?: string })
      .origin;

  it('links to PUBLIC_URL, relatively without it, and to the request only where the host says nothing', async () => {
    expect(await origin({ linkOrigin: 'https://chat.example.com' })).toBe(
      'https://chat.example.com',
    );
    expect(await origin({ linkOrigin: null })).toBeUndefined();
    // The in-browser backend, whose requests are the page's own.
    expect(await origin()).toBe('http://evil.example');
  });
});
