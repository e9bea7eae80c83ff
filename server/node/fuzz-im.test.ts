// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { connect as tcpConnect } from 'node:net';
import fc from 'fast-check';
import WebSocket from 'ws';
import type * as z from 'zod/mini';
import { clientFrame, serverFrame, type ServerFrame } from '@/lib/contract';
import { DEFAULT_SOCKET_LIMITS } from './config';
import {
  arbitraryFor,
  HUGE,
  INVALID_JSON,
  withProtoKeys,
  wrongType,
  type Hints,
} from '../testing/fuzz-support';
import { startTestServer, withoutMsw, type TestServer } from '../testing/test-server';

/**
 * Fuzzing of the IM socket (/chat) of the real Node host, with its production limits: every
 * frame type of the contract's clientFrame union, well-formed and malformed (wrong field types,
 * missing fields, prototype keys), oversize, binary junk, invalid UTF-8, raw protocol garbage
 * and floods. Each frame the server refuses is answered with an error frame, or the socket is
 * closed with a policy code; frames never reach a bystander; nothing fails inside the server;
 * and a fresh, well-behaved client still chats afterwards.
 */

withoutMsw();

const SEED = 130_006;
const RUNS = 500;
/** Frames a batch sends on one socket: under the burst, so the rate limit stays out of it. */
const BATCH = 30;
const LIMIT = DEFAULT_SOCKET_LIMITS.maxMessageBytes;
const CLOSE_POLICY = 1008;
const CLOSE_TOO_BIG = 1009;
const CLOSE_BAD_DATA = 1007;
const CLOSE_INVALID_IDENTITY = 4401;

let server: TestServer;
const counts = {
  frames: 0,
  /** Frames of the generated batches the server read (a batch may end early, by design). */
  processed: 0,
  sockets: 0,
  errorFrames: 0,
  closes: new Map<number, number>(),
};
const issued = new Set<string>();

interface Party {
  token: string;
  account: string;
  sig: string;
}

interface Peer {
  ws: WebSocket;
  frames: ServerFrame[];
  /** Frames that did not parse as the contract's serverFrame. */
  invalid: string[];
  closed: Promise<number>;
  /** Resolves once `test` holds for the frames so far, or the socket closed. */
  until(test: (frames: ServerFrame[]) => boolean, timeoutMs?: number): Promise<void>;
  send(data: string | Uint8Array, options?: { binary?: boolean }): void;
}

function open(token: string): Promise<Peer> {
  const ws = new WebSocket(`${server.wsUrl}/chat?token=${encodeURIComponent(token)}&version=hippo`);
  counts.sockets += 1;
  const frames: ServerFrame[] = [];
  const invalid: string[] = [];
  const wakers = new Set<() => void>();
  let isClosed = false;
  ws.on('message', (data) => {
    const text = data.toString();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = serverFrame.safeParse(json);
    if (parsed.success) frames.push(parsed.data);
    else invalid.push(text.slice(0, 200));
    if (parsed.success && parsed.data.type === 'error') counts.errorFrames += 1;
    for (const wake of wakers) wake();
  });
  ws.on('error', () => undefined);
  const closed = new Promise<number>((resolve) =>
    ws.on('close', (code) => {
      isClosed = true;
      counts.closes.set(code, (counts.closes.get(code) ?? 0) + 1);
      for (const wake of wakers) wake();
      resolve(code);
    }),
  );
  const peer: Peer = {
    ws,
    frames,
    invalid,
    closed,
    until(test, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          wakers.delete(check);
          reject(new Error(`no answer within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        const check = () => {
          if (!test(frames) && !isClosed) return;
          clearTimeout(timer);
          wakers.delete(check);
          resolve();
        };
        wakers.add(check);
        check();
      });
    },
    send(data, options = {}) {
      counts.frames += 1;
      ws.send(data, options);
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(peer));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
}

async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { statusCode: number; data: T };
  if (json.statusCode !== 200) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json.data;
}

async function newVisitor(): Promise<Party> {
  const { token } = await api<{ token: string }>('/api/csc/login/anon', {});
  const sig = await api<{ userSig: string; identifier: string }>(
    `/api/csc/ucenter/userSig?token=${token}`,
  );
  issued.add(token);
  return { token, account: sig.identifier, sig: sig.userSig };
}

async function newEngineer(account: string): Promise<Party & { code: string }> {
  const login = await api<{ token: string; userSig: string; engineer: { engineer_code: string } }>(
    '/api/csc/engineer/login',
    { account, password: 'demo123' },
  );
  issued.add(login.token);
  const code = login.engineer.engineer_code;
  return { token: login.token, account: code, sig: login.userSig, code };
}

/** A socket of this party, logged in. */
async function loggedIn(party: Party): Promise<Peer> {
  const peer = await open(party.token);
  await peer.until((f) => f.some((x) => x.type === 'connected'));
  peer.send(
    JSON.stringify({
      type: 'login',
      appid: 'webchat',
      accountType: '1',
      identifier: party.account,
      userSig: party.sig,
    }),
  );
  await peer.until((f) => f.some((x) => x.type === 'login_ok'));
  return peer;
}

let fuzzers: Party[] = [];
let bystander: { party: Party; peer: Peer; sessionId: string; messageId: string };

beforeAll(async () => {
  server = await startTestServer();
  // The bystander: a visitor in a live session with 王 (E1001), whom nobody else may reach.
  const party = await newVisitor();
  const queued = await api<{ session_id: string }>('/api/csc/queue/selectBigQueue', {
    token: party.token,
    queue_code: 'NB',
    pathway: 'webchat',
  });
  const wang = await newEngineer('wang');
  await api(`/api/csc/engineer/accept?token=${wang.token}`, { session_id: queued.session_id });
  const sent = await api<{ messageID: string }>(`/api/csc/core/webchat/main?token=${party.token}`, {
    token: party.token,
    message_body: { MsgType: 'text', Content: '我的电脑蓝屏了', CreateTime: 1 },
  });
  const peer = await loggedIn(party);
  bystander = { party, peer, sessionId: queued.session_id, messageId: sent.messageID };
  // Whoever fuzzes: two visitors (one with a robot session) and the demo engineer.
  const robotVisitor = await newVisitor();
  await api(`/api/csc/robot/start?channel=webchat&token=${robotVisitor.token}`);
  fuzzers = [robotVisitor, await newVisitor(), await newEngineer('demo')];
}, 30_000);
afterAll(() => server?.stop());

// Placeholders the batch fills in with the socket's own identity, so a login can succeed.
const ME = '@@me@@';
const SIG = '@@sig@@';

function hints(): Hints {
  const sessions = [bystander.sessionId, 's-nope', "' OR 1=1 --"];
  return {
    identifier: [ME, ME, bystander.party.account, 'E0001', 'remind'],
    userSig: [SIG, SIG, `sig.${bystander.party.token}`, 'sig.'],
    appid: ['webchat'],
    sessionId: sessions,
    lastMessageId: [bystander.messageId, 'm-nope', ''],
    messageIds: [bystander.messageId, 'm-nope', '__proto__'],
    // Call frames (#18) into the bystander's session, with ids and bodies that parse.
    callId: ['k1', 'k1', 'x'.repeat(64)],
    sdp: ['v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n', '<script>'],
    candidate: ['candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host', ''],
  };
}

/** One frame as sent: text, binary, or text whose bytes are not UTF-8. */
type Frame = { kind: 'text'; data: string } | { kind: 'binary' | 'bad-utf8'; data: Uint8Array };

function frameArbitrary(): fc.Arbitrary<Frame> {
  const h = hints();
  type Variant = z.ZodMiniType & {
    _zod: { def: { shape: { type: { _zod: { def: { values: unknown[] } } } } } };
  };
  const variants = (clientFrame as unknown as { _zod: { def: { options: Variant[] } } })._zod.def
    .options;
  const text = (arb: fc.Arbitrary<unknown>) =>
    arb.map((v): Frame => ({ kind: 'text', data: JSON.stringify(v) ?? 'null' }));
  // Login and logout end a batch when they take effect: the other types come up more often.
  const ends = (v: Variant) =>
    ['login', 'logout'].includes(String(v._zod.def.shape.type._zod.def.values[0]));
  const each = (mode: 'valid' | 'hostile', map: (f: Frame) => Frame = (f) => f) =>
    fc.oneof(
      ...variants.map((v) => ({
        weight: ends(v) ? 1 : 4,
        arbitrary: text(arbitraryFor(v, mode, h)).map(map),
      })),
    );
  return fc.oneof(
    // Every frame type well-formed, malformed, and with prototype keys.
    { weight: 12, arbitrary: each('valid') },
    { weight: 30, arbitrary: each('hostile') },
    {
      weight: 8,
      arbitrary: each('valid', (f) => ({ kind: 'text', data: withProtoKeys(f.data as string) })),
    },
    // Not a frame at all.
    {
      weight: 8,
      arbitrary: fc.constantFrom(...INVALID_JSON).map((data): Frame => ({ kind: 'text', data })),
    },
    { weight: 5, arbitrary: text(wrongType) },
    {
      weight: 5,
      arbitrary: fc
        .uint8Array({ minLength: 1, maxLength: 512 })
        .map((data): Frame => ({ kind: 'binary', data })),
    },
    // Rarely: over the size limit, or bytes that are not UTF-8 in a text frame.
    {
      weight: 1,
      arbitrary: fc.constantFrom<Frame>(
        { kind: 'text', data: `{"type":"ping","x":"${'x'.repeat(LIMIT)}"}` },
        { kind: 'binary', data: new Uint8Array(LIMIT + 1) },
        { kind: 'bad-utf8', data: new Uint8Array([0x7b, 0xff, 0xfe, 0xc3, 0x28, 0x7d]) },
      ),
    },
  );
}

const sizeOf = (frame: Frame) =>
  frame.kind === 'text' ? Buffer.byteLength(frame.data) : frame.data.length;

/**
 * What the server must answer to a batch on a logged-in socket, frame by frame: bad_frame for a
 * frame that is not the contract's, pong, login_ok or invalid_identity; and how the socket ends
 * early (1009 too big, 1007 not UTF-8, 4401 wrong login, 1000 logout), if it does.
 */
function expectedAnswers(frames: Frame[], party: Party) {
  const answers: string[] = [];
  for (const frame of frames) {
    counts.processed += 1;
    if (sizeOf(frame) > LIMIT) return { answers, end: CLOSE_TOO_BIG };
    if (frame.kind === 'bad-utf8') return { answers, end: CLOSE_BAD_DATA };
    let json: unknown;
    try {
      json = JSON.parse(Buffer.from(frame.data).toString());
    } catch {
      json = undefined;
    }
    const parsed = clientFrame.safeParse(json);
    if (!parsed.success) {
      answers.push('error:bad_frame');
      continue;
    }
    const f = parsed.data;
    if (f.type === 'ping') answers.push('pong');
    if (f.type === 'logout') return { answers, end: 1000 };
    if (f.type === 'login') {
      if (f.identifier === party.account && f.userSig === party.sig) answers.push('login_ok');
      else return { answers: [...answers, 'error:invalid_identity'], end: CLOSE_INVALID_IDENTITY };
    }
  }
  return { answers: [...answers, 'pong'], end: undefined };
}

const answerOf = (f: ServerFrame) =>
  f.type === 'error'
    ? `error:${f.code}`
    : f.type === 'pong' || f.type === 'login_ok'
      ? f.type
      : undefined;

const fill = (frame: Frame, party: Party): Frame =>
  frame.kind === 'text'
    ? { kind: 'text', data: frame.data.replaceAll(ME, party.account).replaceAll(SIG, party.sig) }
    : frame;

describe('fuzzing the IM socket of the Node host', () => {
  it('answers every frame type, malformed, oversize or binary, as the contract says', async () => {
    let batchNo = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(frameArbitrary(), { minLength: 1, maxLength: BATCH, size: 'max' }),
        async (raw) => {
          const party = fuzzers[batchNo++ % fuzzers.length]!;
          const frames = raw.map((f) => fill(f, party));
          const peer = await loggedIn(party);
          const before = peer.frames.length;
          const { answers, end } = expectedAnswers(frames, party);
          for (const frame of frames) {
            if (frame.kind === 'text') peer.send(frame.data);
            else peer.send(frame.data, { binary: frame.kind === 'binary' });
          }
          if (end === undefined) peer.send(JSON.stringify({ type: 'ping' }));
          const pongs = answers.filter((a) => a === 'pong').length;
          await peer.until(
            (f) =>
              f.slice(before).filter((x) => x.type === 'pong').length >= pongs &&
              (end === undefined || false),
          );
          const got = peer.frames.slice(before).map(answerOf).filter(Boolean);
          const label = frames.map((f) => (f.kind === 'text' ? f.data.slice(0, 120) : f.kind));
          // ws itself closes at an oversize frame or bad UTF-8, ahead of frames still waiting for
          // the core (a logout, a login): such a close may come first, and a violation (those,
          // or a flood) may cut off answers still being worked out. Those that came are the
          // first ones, in order.
          const wsEnd = frames
            .map((f) =>
              sizeOf(f) > LIMIT
                ? CLOSE_TOO_BIG
                : f.kind === 'bad-utf8'
                  ? CLOSE_BAD_DATA
                  : undefined,
            )
            .find((code) => code !== undefined);
          const closedWith = end !== undefined ? await peer.closed : undefined;
          const cut =
            closedWith !== undefined &&
            (closedWith !== end || end === CLOSE_TOO_BIG || end === CLOSE_BAD_DATA || end === 1008);
          expect({ got, invalid: peer.invalid }, JSON.stringify(label)).toEqual({
            got: cut ? answers.slice(0, got.length) : answers,
            invalid: [],
          });
          if (end !== undefined) expect([end, wsEnd], JSON.stringify(label)).toContain(closedWith);
          else {
            peer.ws.close();
            await peer.closed;
          }
        },
      ),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 60_000);

  it('closes oversize frames with 1009 and raw protocol junk without hanging', async () => {
    const [party] = fuzzers;
    for (const data of [`{"type":"ping","pad":"${HUGE}"}`, new Uint8Array(HUGE.length)]) {
      const peer = await loggedIn(party!);
      peer.send(data);
      expect(await peer.closed).toBe(CLOSE_TOO_BIG);
    }
    // Below the socket library: frames a browser would never send, straight onto TCP.
    const junk = [
      // Random bytes after a first byte with the reserved bits set: pure random bytes can make a
      // valid header of a frame longer than what follows (81 fa...: a 122-byte text frame), and
      // the server rightly waits for the rest (a CI flake).
      Buffer.concat([Buffer.from([0x70]), randomBytes(63)]),
      Buffer.from([0x81, 0x05, ...Buffer.from('hello')]), // text frame, not masked
      Buffer.from([0x83, 0x80, 1, 2, 3, 4]), // reserved opcode
      Buffer.from([0x82, 0xff, 0x7f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 1, 2, 3, 4]), // 2^63 bytes
      Buffer.from([0x89, 0xfe, 0x00, 0xc8, 1, 2, 3, 4, ...new Uint8Array(200)]), // 200-byte ping
      Buffer.from([0x01, 0x80, 1, 2, 3, 4, 0x01, 0x80, 1, 2, 3, 4]), // a fragment, then a new message
    ];
    for (const bytes of junk) {
      const ended = await rawSocket(party!.token, bytes);
      expect(ended, bytes.toString('hex').slice(0, 40)).toBe(true);
    }
  }, 30_000);

  it('answers floods with rate_limited, then closes them with 1008', async () => {
    const [visitor, , engineer] = fuzzers;
    const flood = async (party: Party, frame: string, login = true) => {
      const peer = login ? await loggedIn(party) : await open(party.token);
      for (let i = 0; i < 400 && peer.ws.readyState === WebSocket.OPEN; i++) peer.send(frame);
      const code = await peer.closed;
      return { code, limited: peer.frames.some((f) => answerOf(f) === 'error:rate_limited') };
    };
    const results = await Promise.all([
      flood(visitor!, JSON.stringify({ type: 'ping' })),
      flood(visitor!, '{"type":'),
      flood(engineer!, JSON.stringify({ type: 'read', messageIds: ['m-nope'] })),
      // Not logged in: not_logged_in until the limiter steps in.
      flood(visitor!, JSON.stringify({ type: 'resume' }), false),
      ...Array.from({ length: 12 }, () =>
        flood(visitor!, JSON.stringify({ type: 'typing', sessionId: 's-nope', typing: true })),
      ),
      // Call frames have a bucket of their own (#18), and a flood of them is closed all the same.
      flood(
        visitor!,
        JSON.stringify({
          type: 'call',
          sessionId: bystander.sessionId,
          callId: 'k1',
          signal: { kind: 'candidate', candidate: { candidate: 'candidate:1' } },
        }),
      ),
    ]);
    expect(results).toEqual(results.map(() => ({ code: CLOSE_POLICY, limited: true })));
    // A crowd of sockets with no identity: each told so and closed.
    const strangers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => open(i % 2 ? 'garbage' : "' OR 1=1 --")),
    );
    expect(await Promise.all(strangers.map((s) => s.closed))).toEqual(
      strangers.map(() => CLOSE_INVALID_IDENTITY),
    );
  }, 30_000);

  it('still accepts a fresh, well-behaved client, logged nothing failing and no token', async () => {
    const party = await newVisitor();
    const peer = await loggedIn(party);
    await api(`/api/csc/robot/start?channel=webchat&token=${party.token}`);
    await api(`/api/csc/core/webchat/main?token=${party.token}`, {
      token: party.token,
      message_body: { MsgType: 'text', Content: '电脑开不了机', CreateTime: 1 },
    });
    await peer.until((f) =>
      f.some((x) => x.type === 'message' && x.message.MessageBody.Body.Content === '电脑开不了机'),
    );
    peer.send(JSON.stringify({ type: 'ping' }));
    await peer.until((f) => f.some((x) => x.type === 'pong'));
    expect(peer.invalid).toEqual([]);
    peer.ws.close();

    // Nothing the fuzzers sent reached the bystander: no typing, no read receipt, no message.
    const reached = bystander.peer.frames.filter(
      (f) => f.type !== 'connected' && f.type !== 'login_ok',
    );
    expect(reached).toEqual([]);
    expect(bystander.peer.ws.readyState).toBe(WebSocket.OPEN);

    const failed = server.logs.filter(
      (line) => (JSON.parse(line) as { level: number }).level >= 50,
    );
    expect(failed.slice(0, 5)).toEqual([]);
    const logs = server.logs.join('\n');
    expect([...issued].filter((token) => logs.includes(token))).toEqual([]);

    const closes = [...counts.closes].map(([code, n]) => `${code}×${n}`).join(', ');
    console.log(
      `fuzz-im: ${counts.frames} frames sent on ${counts.sockets} sockets, ` +
        `${counts.processed} of them generated frames the server read (+raw TCP junk); ` +
        `${counts.errorFrames} error frames answered; closes ${closes}`,
    );
  }, 30_000);
});

/**
 * Opens the socket by hand, writes `bytes` after the handshake and reports whether the server
 * ended the connection within two seconds (with a close frame or by hanging up).
 */
function rawSocket(token: string, bytes: Buffer): Promise<boolean> {
  const { port } = new URL(server.url);
  return new Promise((resolve) => {
    const socket = tcpConnect(Number(port), '127.0.0.1');
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(false);
    }, 2000);
    let upgraded = false;
    socket.on('connect', () => {
      socket.write(
        `GET /chat?token=${token} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\n` +
          `Connection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n` +
          `Sec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    socket.on('data', (chunk) => {
      if (!upgraded && chunk.toString('latin1').startsWith('HTTP/1.1 101')) {
        upgraded = true;
        counts.frames += 1;
        socket.write(bytes);
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(upgraded);
    });
  });
}
