import {
  clientFrame,
  consoleApi,
  imUrl,
  ownApi,
  reviewApi,
  unifiedLoginApi,
  userCenterApi,
  type EndpointDef,
  type ServerFrame,
} from '@/lib/contract';
import { imSignature } from '@server/core';
import { contractEndpoints } from './support/endpoints';
import { userHash } from './support/identity';
import {
  CaseContext,
  type ContractHost,
  type EngineerParty,
  type VisitorParty,
} from './support/host';

/**
 * Issue #19 item 5: who may call what. Every endpoint of the contract and every IM frame type
 * has a row here saying who it is for; the matrix is generated from the rows: each endpoint is
 * called as its audience on its own resources, on another party's resources, as every other
 * role, with no token, a forged one, an expired one and (for staff) a revoked one. An endpoint
 * or frame type added to the contract without a row fails the suite.
 *
 * Both hosts run it (tests/contract/*-host*.test.ts); the outcome table must be the same file
 * on both (__outcomes__/authorization.txt), so a host that lets in what the other refuses fails.
 */

/** Who an endpoint is for. */
type Audience =
  /** Anyone, no token: sign-ins, the support centre's public content. */
  | 'public'
  /** The visitor behind the token. */
  | 'visitor'
  /** An engineer (a supervisor is an engineer too). */
  | 'engineer'
  /** Supervisors only: review, watching, whispers. */
  | 'supervisor'
  /** Any signed-in party, visitor or engineer: uploads. */
  | 'party';

type Role = 'visitor' | 'engineer' | 'supervisor';

interface Fixture {
  /** Visitor A, talking with the engineer in `sessionA`. */
  visitor: VisitorParty;
  sessionA: string;
  /** Visitor A's earlier conversation with the engineer, ended (and so open to a rating). */
  endedA: string;
  /** A line the engineer sent in session A (for read receipts). */
  engineerLineA: string;
  /** Visitor B, talking with the other engineer in `sessionB`. */
  otherVisitor: VisitorParty;
  sessionB: string;
  /** A line the other engineer sent to B. */
  engineerLineB: string;
  /** 李 (engineer, not a supervisor), serving A. */
  engineer: EngineerParty;
  /** 陈 (engineer), serving B and not A. */
  otherEngineer: EngineerParty;
  /** The demo account (supervisor), signed in to review only. */
  supervisor: { token: string };
  /** A visitor waiting in 李's queue. */
  waiting: string;
  /** The number of a message visitor A left for notebooks (李's skill, not 陈's). */
  leftMessage: string;
  /** A one-time code sent to `account` (a demo host shows it, #37 item 1). */
  codeFor(account: string): Promise<string>;
  /** The unified login's ticket for an st of the demo's user centre (#37 item 3). */
  ticketFor(st: string): Promise<string>;
}

interface Request {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** A multipart body (uploads). */
  file?: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> };
}

interface Row {
  audience: Audience;
  /** The request on the caller's own resources (or on another party's: `whose` is 'other'). */
  request?: RequestOf;
  /**
   * The endpoint reaches a resource of someone's (a session, a visitor): called by a party of
   * the same role on another party's resource it is refused with this status (404 where the
   * answer must not even say the session exists).
   */
  other?: 403 | 404;
  /** The token travels in the body (SPEC's send and queue calls), not in ?token=. */
  bodyToken?: boolean;
  /** Why the row is as it is, where that is not obvious. */
  note?: string;
  /** What the audience's own call answers, when it is not 200 (and why: `note`). @default 200 */
  ownStatus?: number;
}

/** A row's request, built when the call is made (a sign-in needs a code or ticket of its own). */
type RequestOf = (f: Fixture, whose: 'own' | 'other') => Request | Promise<Request>;

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);
const TEXT = { MsgType: 'text', Content: '你好' } as const;
const session = (f: Fixture, whose: 'own' | 'other') => (whose === 'own' ? f.sessionA : f.sessionB);
/** Every endpoint of the contract, by its exported name. */
export const ENDPOINT_ROWS: Record<string, Row> = {
  'ownApi.login': {
    audience: 'public',
    request: async (f) => ({
      body: { email: 'matrix@example.com', code: await f.codeFor('matrix@example.com') },
    }),
    note: 'with the code sent to that address (a forged one is 401: cases/accounts.ts)',
  },
  'ownApi.logout': {
    audience: 'visitor',
    bodyToken: true,
    note: 'ends the token it is called with',
  },
  'ownApi.loginAnon': { audience: 'public' },
  'ownApi.loginIdentified': {
    audience: 'public',
    request: () => ({ body: { user_id: 'matrix-user', user_hash: userHash('matrix-user') } }),
  },
  'ownApi.userSig': { audience: 'visitor' },
  'ownApi.userInfo': { audience: 'visitor' },
  'ownApi.robotStart': { audience: 'visitor', request: () => ({ query: { channel: 'webchat' } }) },
  'ownApi.robotClose': { audience: 'visitor', request: () => ({ query: { channel: 'webchat' } }) },
  'ownApi.selectBigQueue': {
    audience: 'visitor',
    bodyToken: true,
    request: () => ({ body: { queue_code: 'TAB', pathway: 'webchat' } }),
  },
  'ownApi.selectPersonal': {
    audience: 'visitor',
    bodyToken: true,
    request: () => ({ body: { queue_code: 'TAB', engineer_code: 'E1002', pathway: 'webchat' } }),
  },
  'ownApi.productLines': { audience: 'public' },
  'ownApi.engineerList': { audience: 'public', request: () => ({ query: { skill: 'NB' } }) },
  'ownApi.send': {
    audience: 'visitor',
    bodyToken: true,
    request: () => ({ body: { message_body: { ...TEXT, CreateTime: 1_700_000_000 } } }),
    note: 'a visitor writes into their own open session; there is no session id to forge',
  },
  'ownApi.sessionList': { audience: 'visitor' },
  'ownApi.sessionMessages': {
    audience: 'visitor',
    request: (f, whose) => ({ params: { id: session(f, whose) } }),
    other: 404,
  },
  'ownApi.transcriptFile': {
    audience: 'visitor',
    request: (f, whose) => ({ params: { id: session(f, whose) } }),
    other: 404,
  },
  'ownApi.transcriptEmail': {
    audience: 'visitor',
    request: (f, whose) => ({
      body: { session_id: session(f, whose), email: 'matrix@example.com' },
    }),
    other: 404,
    ownStatus: 403,
    note: 'the guest proved no address (#37); a proved one is mailed in cases/transcripts.ts',
  },
  'ownApi.rateSession': {
    audience: 'visitor',
    request: (f, whose) => ({
      body: { session_id: whose === 'own' ? f.endedA : f.sessionB, score: 5, tags: ['fast'] },
    }),
    other: 404,
  },
  'ownApi.currentStatus': { audience: 'visitor' },
  'ownApi.personalStatus': { audience: 'engineer', request: () => ({ body: { status: 'busy' } }) },
  'ownApi.userClose': {
    audience: 'visitor',
    request: (f, whose) => ({ query: { session_id: session(f, whose) } }),
    other: 404,
  },
  'ownApi.company': { audience: 'public' },
  'ownApi.maintenance': { audience: 'public' },
  'ownApi.onlineEngineer': { audience: 'public', request: () => ({ query: { skill: 'NB' } }) },
  'ownApi.awaitUserNumber': { audience: 'public' },
  'ownApi.leaveMessage': {
    audience: 'visitor',
    request: () => ({
      body: { queue_code: 'NB', name: '张三', phone: '13912345678', message: '请回电' },
    }),
  },
  'ownApi.uploadImage': {
    audience: 'party',
    request: () => ({ file: { name: 'dot.png', type: 'image/png', bytes: PNG } }),
  },
  'ownApi.uploadFile': {
    audience: 'party',
    request: () => ({
      file: { name: 'notes.txt', type: 'text/plain', bytes: new Uint8Array([104, 105]) },
    }),
  },
  'ownApi.goodRelation': { audience: 'public', request: () => ({ query: { mark_id: 'X1C-G12' } }) },
  'ownApi.customerRules': { audience: 'public' },
  'ownApi.articleList': { audience: 'public' },
  'ownApi.articleContent': {
    audience: 'public',
    request: () => ({ query: { id: 'kb-no-power' } }),
  },
  'ownApi.fastEntries': { audience: 'public' },
  'ownApi.ticketList': { audience: 'visitor' },
  'ownApi.caseUpload': {
    audience: 'party',
    request: () => ({
      file: { name: 'notes.txt', type: 'text/plain', bytes: new Uint8Array([104, 105]) },
    }),
  },
  'ownApi.spyOn': {
    audience: 'supervisor',
    request: (f) => ({
      body: { content: '先确认序列号', to: f.engineer.code, sessionId: f.sessionA },
    }),
  },
  'ownApi.videoSetting': { audience: 'public' },
  'userCenterApi.login': {
    audience: 'public',
    request: () => ({ body: { account: 'zhang@example.com', password: 'secret-pw' } }),
    note: "the user centre's stand-in (a separate host in production)",
  },
  'userCenterApi.quick': {
    audience: 'public',
    request: async (f) => ({
      body: { account: '13900000002', code: await f.codeFor('13900000002') },
    }),
  },
  'userCenterApi.sendCode': {
    audience: 'public',
    request: () => ({ params: { code: '13912345678' } }),
  },
  'userCenterApi.status': { audience: 'public', request: () => ({ body: { st: 'st-zhang' } }) },
  'unifiedLoginApi.identity': {
    audience: 'public',
    request: () => ({ body: { st: 'st-zhang', location: 'mbgService', source: 'pc_web' } }),
  },
  'unifiedLoginApi.login': {
    audience: 'public',
    request: async (f) => ({
      body: { lenovo_id: 'lid-zhang', ticket: await f.ticketFor('st-zhang') },
    }),
    note: 'with the ticket the identity call gave for that account, once',
  },
  'consoleApi.login': {
    audience: 'public',
    request: () => ({ body: { account: 'wu', password: 'demo123' } }),
  },
  'consoleApi.status': { audience: 'engineer', request: () => ({ body: { status: 'away' } }) },
  'consoleApi.logout': { audience: 'engineer' },
  'consoleApi.waiting': { audience: 'engineer' },
  'consoleApi.sessions': { audience: 'engineer' },
  'consoleApi.visitor': {
    audience: 'engineer',
    request: (f) => ({ params: { cube_uid: f.visitor.cubeUid } }),
    other: 403,
    note: 'only a visitor the engineer serves or has served',
  },
  'consoleApi.leftMessages': { audience: 'engineer' },
  'consoleApi.handleLeftMessage': {
    audience: 'engineer',
    request: (f) => ({ params: { no: f.leftMessage } }),
    other: 404,
    note: 'only a message left for one of the engineer’s skills (or for everyone)',
  },
  'consoleApi.accept': {
    audience: 'engineer',
    request: (f) => ({ body: { session_id: f.waiting } }),
    other: 403,
    note: "another party's resource: a visitor waiting in a queue the engineer does not serve",
  },
  'consoleApi.send': {
    audience: 'engineer',
    request: (f) => ({ body: { session_id: f.sessionA, ...TEXT } }),
    other: 404,
  },
  'consoleApi.sms': {
    audience: 'engineer',
    request: (f) => ({ body: { session_id: f.sessionA, phone: '13912345678', text: '您好' } }),
    other: 403,
  },
  'consoleApi.close': {
    audience: 'engineer',
    request: (f) => ({ body: { session_id: f.sessionA } }),
    other: 404,
  },
  'consoleApi.requestRating': {
    audience: 'engineer',
    request: (f) => ({ body: { session_id: f.sessionA } }),
    other: 404,
  },
  'consoleApi.typing': {
    audience: 'engineer',
    request: (f) => ({ body: { session_id: f.sessionA, typing: true } }),
    other: 404,
  },
  'consoleApi.transcript': {
    audience: 'engineer',
    request: (f) => ({ params: { id: f.sessionA } }),
    other: 404,
  },
  'consoleApi.transcriptFile': {
    audience: 'engineer',
    request: (f) => ({ params: { id: f.sessionA } }),
    other: 404,
  },
  'workOrderApi.create': {
    audience: 'visitor',
    request: () => ({ body: { product_line: 'NB', description: '屏幕闪烁' } }),
  },
  'reviewApi.login': {
    audience: 'public',
    request: () => ({ body: { account: 'wang', password: 'demo123' } }),
  },
  'reviewApi.logout': { audience: 'supervisor' },
  'reviewApi.filters': { audience: 'supervisor' },
  'reviewApi.sessions': { audience: 'supervisor' },
  'reviewApi.audit': { audience: 'supervisor' },
  'reviewApi.metrics': { audience: 'supervisor' },
  'reviewApi.transcript': {
    audience: 'supervisor',
    request: (f) => ({ params: { id: f.sessionA } }),
  },
  'reviewApi.transcriptFile': {
    audience: 'supervisor',
    request: (f) => ({ params: { id: f.sessionA } }),
  },
  'projectApi.list': { audience: 'public' },
};

/** Each IM frame a client may send, and who may send it. */
export const FRAME_ROWS: Record<string, { note: string }> = {
  login: { note: 'the token of the URL and its own identifier and signature, or the socket ends' },
  logout: { note: 'ends the own connection only' },
  resume: { note: 'only messages of the own sessions come back' },
  read: { note: "read receipts for another party's lines are ignored" },
  typing: { note: "typing into another party's session reaches nobody" },
  call: { note: "a call step into another party's session reaches nobody (#18)" },
  ping: { note: 'answered before login too (keeps a proxy from closing the socket)' },
};

/** Statuses a caller of another role meets (401: the token is no identity here; 403: no right). */
function wrongRoleStatus(audience: Audience, role: Role): number | undefined {
  if (audience === 'visitor') return role === 'visitor' ? undefined : 401;
  if (audience === 'engineer') return role === 'visitor' ? 401 : undefined;
  if (audience === 'supervisor') return role === 'supervisor' ? undefined : 403;
  return undefined;
}

/** The frame types of the contract's client union. */
export function clientFrameTypes(): string[] {
  const def = (clientFrame as unknown as { _zod: { def: { options: unknown[] } } })._zod.def;
  return def.options.map((option) => {
    const shape = (
      option as { _zod: { def: { shape: { type: { _zod: { def: { values: string[] } } } } } } }
    )._zod.def.shape;
    return shape.type._zod.def.values[0] ?? '';
  });
}

export interface AuthorizationHost extends ContractHost {
  /** Moves the host's clock forward: tokens issued before are then expired. */
  advanceTime(ms: number): void;
  /** The host's token lifetime. */
  tokenTtlMs: number;
}

/** The support centre every row starts from (a fresh host each time). */
async function fixture(t: CaseContext): Promise<Fixture> {
  const api = t.api();
  const visitor = await t.visitor();
  const otherVisitor = await t.visitor();
  const engineer = await t.engineer('li');
  const otherEngineer = await t.engineer('chen');
  const queue = async (v: VisitorParty, code: string, phone?: string) =>
    (
      await v.api.call(ownApi.selectBigQueue, {
        body: {
          token: v.token,
          queue_code: code,
          pathway: 'webchat',
          ...(phone && { pre_chat: { phone } }),
        },
      })
    )?.session_id ?? '';
  const endedA = await queue(visitor, 'NB');
  await engineer.api.call(consoleApi.accept, { body: { session_id: endedA } });
  await engineer.api.call(consoleApi.close, { body: { session_id: endedA } });
  // With the phone the engineer may text (consoleApi.sms goes to the visitor's own, #37).
  const sessionA = await queue(visitor, 'NB', '13912345678');
  await engineer.api.call(consoleApi.accept, { body: { session_id: sessionA } });
  const sessionB = await queue(otherVisitor, 'DT');
  await otherEngineer.api.call(consoleApi.accept, { body: { session_id: sessionB } });
  const lineA = await engineer.api.call(consoleApi.send, {
    body: { session_id: sessionA, ...TEXT },
  });
  const lineB = await otherEngineer.api.call(consoleApi.send, {
    body: { session_id: sessionB, ...TEXT },
  });
  const third = await t.visitor();
  const waiting = await queue(third, 'NB');
  const review = await api.call(reviewApi.login, {
    body: { account: 'demo', password: 'demo123' },
  });
  const left = await visitor.api.call(ownApi.leaveMessage, {
    body: { queue_code: 'NB', name: '张三', phone: '13912345678', message: '请回电' },
  });
  return {
    codeFor: async (account) =>
      (await api.call(userCenterApi.sendCode, { params: { code: account } }))?.shown_code ?? '',
    ticketFor: async (st) =>
      (await api.call(unifiedLoginApi.identity, { body: { st, source: 'pc_web' } })).ticket ?? '',
    visitor,
    sessionA,
    endedA,
    engineerLineA: lineA.messageID,
    otherVisitor,
    sessionB,
    engineerLineB: lineB.messageID,
    engineer,
    otherEngineer,
    supervisor: { token: review.token },
    waiting,
    leftMessage: left.ticket_no,
  };
}

interface Answer {
  status: number;
  code?: string;
}

async function send(
  host: ContractHost,
  endpoint: EndpointDef,
  row: Row,
  request: Request,
  token: string | undefined,
): Promise<Answer> {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(request.params?.[name] ?? ''),
  );
  const url = new URL(`${host.base(endpoint.host)}${path}`, 'http://localhost');
  for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
  if (token !== undefined && !row.bodyToken) url.searchParams.set('token', token);
  const target = host.base(endpoint.host) ? url.toString() : `${url.pathname}${url.search}`;
  let body: BodyInit | undefined;
  const headers: Record<string, string> = {};
  if (request.file) {
    const form = new FormData();
    form.append(
      'file',
      new Blob([request.file.bytes], { type: request.file.type }),
      request.file.name,
    );
    body = form;
  } else if (endpoint.method === 'POST') {
    body = JSON.stringify({ ...request.body, ...(row.bodyToken ? { token: token ?? '' } : {}) });
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(target, { method: endpoint.method, body, headers });
  const json = (await response.json().catch(() => undefined)) as
    { message?: { code?: string } } | undefined;
  return { status: response.status, code: json?.message?.code };
}

/**
 * The matrix on `host`: one test per endpoint (its cells in the outcome table), one per frame
 * type, and the checks that every endpoint and frame type has a row.
 */
export function authorizationSuite(host: AuthorizationHost, parts: { http: boolean; im: boolean }) {
  describe(`who may call what, on ${host.name} (#19)`, () => {
    it('has a row for every endpoint of the contract and every IM frame type', () => {
      const endpoints = contractEndpoints().map(({ name }) => name);
      expect(endpoints.length).toBeGreaterThan(40);
      expect(endpoints.filter((name) => !(name in ENDPOINT_ROWS))).toEqual([]);
      expect(Object.keys(ENDPOINT_ROWS).filter((name) => !endpoints.includes(name))).toEqual([]);
      const frames = clientFrameTypes();
      expect(frames).toContain('login');
      expect(frames.filter((type) => !(type in FRAME_ROWS))).toEqual([]);
    });

    if (parts.im) imMatrix(host);
    if (!parts.http) return;
    const table: string[] = [];
    for (const { name, endpoint } of contractEndpoints()) {
      const row = ENDPOINT_ROWS[name];
      if (!row) continue;
      it(`${name} (${row.audience})`, async () => {
        await host.reset();
        const t = new CaseContext(host);
        try {
          table.push(
            `${name} [${row.audience}]: ${(await matrixRow(t, host, endpoint, name, row)).join(' · ')}`,
          );
        } finally {
          t.dispose();
        }
      });
    }

    it('answers every cell as the other host does (__outcomes__/authorization.txt)', async (ctx) => {
      // A filtered run (one endpoint) has no whole table to compare.
      if (table.length !== contractEndpoints().length) ctx.skip();
      await expect(`${[...table].sort().join('\n')}\n`).toMatchFileSnapshot(
        './__outcomes__/authorization.txt',
      );
    });
  });
}

/** One endpoint's cells: each call, its answer, and the check of what it should be. */
async function matrixRow(
  t: CaseContext,
  host: AuthorizationHost,
  endpoint: EndpointDef,
  name: string,
  row: Row,
): Promise<string[]> {
  const f = await fixture(t);
  const cells: string[] = [];
  const call = async (label: string, whose: 'own' | 'other', token: string | undefined) => {
    const answer = await send(host, endpoint, row, (await row.request?.(f, whose)) ?? {}, token);
    cells.push(`${label} ${answer.status}${answer.code ? ` ${answer.code}` : ''}`);
    return answer.status;
  };
  const tokens: Record<Role, string> = {
    visitor: f.visitor.token,
    engineer: f.engineer.token,
    supervisor: f.supervisor.token,
  };
  const { audience } = row;
  const ownToken =
    audience === 'public' ? undefined : audience === 'party' ? f.visitor.token : tokens[audience];

  // Other roles, no token, a forged one: first, as the own call may end a session.
  for (const role of ['visitor', 'engineer', 'supervisor'] as const) {
    const expected = wrongRoleStatus(audience, role);
    if (expected !== undefined)
      expect(await call(`as ${role}`, 'own', tokens[role]), `${name} as ${role}`).toBe(expected);
  }
  if (audience !== 'public') {
    expect(await call('none', 'own', undefined), `${name} without a token`).toBe(401);
    expect(await call('forged', 'own', FORGED), `${name} with a forged token`).toBe(401);
  }
  if (row.other) {
    // A visitor reaching for another visitor's session; an engineer for a visitor they do not serve.
    const status =
      audience === 'visitor'
        ? await call("other's", 'other', f.visitor.token)
        : await call("other's", 'own', f.otherEngineer.token);
    expect(status, `${name} on another party's resource`).toBe(row.other);
  }
  expect(await call('own', 'own', ownToken), `${name} as ${audience}, own resources`).toBe(
    row.ownStatus ?? 200,
  );
  if (audience === 'party')
    expect(await call('as engineer', 'own', f.engineer.token), `${name} as engineer`).toBe(200);
  if (audience === 'public') return cells;

  // Revoked: a staff member signs out; the token they held is no identity any more.
  if (audience !== 'visitor') {
    // Someone other than the own call's caller (whose token the own call may have ended).
    const holder =
      audience === 'supervisor' ? (await t.supervisor('wang')).token : f.otherEngineer.token;
    await t.api(holder).call(audience === 'supervisor' ? reviewApi.logout : consoleApi.logout);
    expect(await call('revoked', 'own', holder), `${name} with a revoked token`).toBe(401);
  }
  // Expired: a token issued now, then the host's clock passes its lifetime.
  const fresh =
    audience === 'supervisor'
      ? (await t.api().call(reviewApi.login, { body: { account: 'wang', password: 'demo123' } }))
          .token
      : audience === 'engineer'
        ? (await t.engineer('wu')).token
        : (await t.visitor()).token;
  host.advanceTime(host.tokenTtlMs + 60_000);
  expect(await call('expired', 'own', fresh), `${name} with an expired token`).toBe(401);
  return cells;
}

const FORGED = 't-forged-000000000000000000';

/** A socket spoken to frame by frame (the app's IM client would log in and resume by itself). */
class RawSocket {
  readonly frames: ServerFrame[] = [];
  readonly closed: Promise<number>;
  private readonly socket: WebSocket;
  private readonly waiters = new Set<() => void>();

  constructor(host: ContractHost, token: string) {
    this.socket = new WebSocket(imUrl(host.socketBase(), token, host.pageUrl()));
    this.socket.addEventListener('message', (event: MessageEvent) => {
      this.frames.push(JSON.parse(String(event.data)) as ServerFrame);
      for (const wake of [...this.waiters]) wake();
    });
    this.closed = new Promise((resolve) =>
      this.socket.addEventListener('close', (event: CloseEvent) => {
        resolve(event.code);
        for (const wake of [...this.waiters]) wake();
      }),
    );
  }

  async open(): Promise<void> {
    if (this.socket.readyState === 1) return;
    await new Promise<void>((resolve, reject) => {
      this.socket.addEventListener('open', () => resolve());
      this.socket.addEventListener('close', () => resolve());
      this.socket.addEventListener('error', () => reject(new Error('socket error')));
    });
  }

  send(frame: Record<string, unknown>): void {
    const login = frame.type === 'login' ? { appid: 'webchat-matrix', accountType: '1' } : {};
    this.socket.send(JSON.stringify({ ...login, ...frame }));
  }

  /** The first frame (heard or coming) that matches; fails after the push timeout. */
  next(match: (frame: ServerFrame) => boolean, what: string): Promise<ServerFrame> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`no ${what} within ${PUSH_MS} ms (heard ${JSON.stringify(this.frames)})`));
      }, PUSH_MS);
      const check = () => {
        const found = this.frames.find(match);
        if (!found) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(found);
      };
      this.waiters.add(check);
      check();
    });
  }

  close(): void {
    this.socket.close();
  }
}

const PUSH_MS = 5_000;
const isType =
  <T extends ServerFrame['type']>(type: T) =>
  (frame: ServerFrame): frame is Extract<ServerFrame, { type: T }> =>
    frame.type === type;
const isError = (code: string) => (frame: ServerFrame) =>
  frame.type === 'error' && frame.code === code;

/** One test per client frame type: who may send it, and what it reaches. */
function imMatrix(host: AuthorizationHost) {
  const sockets: RawSocket[] = [];
  const run = (name: string, body: (f: Fixture, t: CaseContext) => Promise<void>) =>
    it(`IM frame ${name}`, async () => {
      await host.reset();
      const t = new CaseContext(host);
      try {
        await body(await fixture(t), t);
      } finally {
        for (const socket of sockets.splice(0)) socket.close();
        t.dispose();
      }
    });
  const open = async (token: string) => {
    const socket = new RawSocket(host, token);
    sockets.push(socket);
    await socket.open();
    return socket;
  };
  const signIn = async (token: string, identifier: string) => {
    const socket = await open(token);
    socket.send({ type: 'login', identifier, userSig: imSignature(token) });
    await socket.next(isType('login_ok'), 'login_ok');
    return socket;
  };
  /** The socket is refused as no identity: error invalid_identity, then closed with 4401. */
  const refusedIdentity = async (socket: RawSocket) => {
    await socket.next(isError('invalid_identity'), 'invalid_identity');
    expect(await socket.closed).toBe(4401);
  };

  run('login', async (f, t) => {
    await signIn(f.visitor.token, f.visitor.cubeUid);
    await signIn(f.engineer.token, f.engineer.code);
    // A forged token: refused at once.
    await refusedIdentity(await open('t-forged-000000000000000000'));
    // No token in the URL (header mode): the login frame's signature names the account; a
    // forged one is refused, a real one signs in (and the token was in no address).
    const headerForged = await open('');
    headerForged.send({
      type: 'login',
      identifier: f.visitor.cubeUid,
      userSig: imSignature(FORGED),
    });
    await refusedIdentity(headerForged);
    const headerOther = await open('');
    headerOther.send({
      type: 'login',
      identifier: f.otherVisitor.cubeUid,
      userSig: imSignature(f.visitor.token),
    });
    await refusedIdentity(headerOther);
    const header = await open('');
    header.send({ type: 'ping' });
    await header.next(isType('pong'), 'pong before the login frame');
    header.send({ type: 'resume' });
    await header.next(isError('not_logged_in'), 'not_logged_in before the login frame');
    header.send({
      type: 'login',
      identifier: f.visitor.cubeUid,
      userSig: imSignature(f.visitor.token),
    });
    await header.next(isType('login_ok'), 'login_ok by the login frame');
    // A token with another party's identifier, or without the token's signature.
    const asOther = await open(f.visitor.token);
    asOther.send({
      type: 'login',
      identifier: f.otherVisitor.cubeUid,
      userSig: imSignature(f.visitor.token),
    });
    await refusedIdentity(asOther);
    const unsigned = await open(f.visitor.token);
    unsigned.send({ type: 'login', identifier: f.visitor.cubeUid, userSig: 'sig.guess' });
    await refusedIdentity(unsigned);
    // Revoked: signing out ends the open socket and the token opens no other.
    const online = await signIn(f.otherEngineer.token, f.otherEngineer.code);
    await t.api(f.otherEngineer.token).call(consoleApi.logout);
    expect(await online.closed).toBe(4401);
    await refusedIdentity(await open(f.otherEngineer.token));
    // Expired.
    host.advanceTime(host.tokenTtlMs + 60_000);
    await refusedIdentity(await open(f.visitor.token));
    await refusedIdentity(await open(f.engineer.token));
  });

  run('ping', async (f) => {
    const socket = await open(f.visitor.token);
    socket.send({ type: 'ping' });
    await socket.next(isType('pong'), 'pong before login');
  });

  run('logout', async (f) => {
    const early = await open(f.visitor.token);
    early.send({ type: 'logout' });
    await early.next(isError('not_logged_in'), 'not_logged_in');
    const first = await signIn(f.visitor.token, f.visitor.cubeUid);
    const second = await signIn(f.visitor.token, f.visitor.cubeUid);
    first.send({ type: 'logout' });
    expect(await first.closed).toBe(1000);
    // The other connection of the same visitor is not touched.
    second.send({ type: 'ping' });
    await second.next(isType('pong'), 'pong on the other connection');
  });

  run('resume', async (f) => {
    const early = await open(f.visitor.token);
    early.send({ type: 'resume' });
    await early.next(isError('not_logged_in'), 'not_logged_in');
    // Resuming from a message of B's session (an id A could have guessed or seen) brings A the
    // newer lines of A's own sessions only.
    const history = await f.otherVisitor.api.call(ownApi.sessionMessages, {
      params: { id: f.sessionB },
    });
    const fromB = history.data[0]?.message_id ?? '';
    expect(fromB).not.toBe('');
    const socket = await signIn(f.visitor.token, f.visitor.cubeUid);
    socket.send({ type: 'resume', lastMessageId: fromB });
    await socket.next(
      (frame) => frame.type === 'message' && frame.message.MessageID === f.engineerLineA,
      "the engineer's line of the own session",
    );
    const ids = socket.frames.flatMap((frame) =>
      frame.type === 'message' ? [frame.message.MessageID] : [],
    );
    expect(ids).not.toContain(f.engineerLineB);
  });

  run('read', async (f) => {
    const early = await open(f.visitor.token);
    early.send({ type: 'read', messageIds: [f.engineerLineA] });
    await early.next(isError('not_logged_in'), 'not_logged_in');
    const watcher = await signIn(f.otherEngineer.token, f.otherEngineer.code);
    const intruder = await signIn(f.visitor.token, f.visitor.cubeUid);
    // Visitor A marks B's line read: ignored. Then B reads it: the one receipt B's engineer hears.
    intruder.send({ type: 'read', messageIds: [f.engineerLineB] });
    intruder.send({ type: 'ping' });
    await intruder.next(isType('pong'), 'pong after the read');
    const owner = await signIn(f.otherVisitor.token, f.otherVisitor.cubeUid);
    owner.send({ type: 'read', messageIds: [f.engineerLineB] });
    const receipt = await watcher.next(isType('read'), "B's read receipt");
    expect(receipt.type === 'read' && receipt.data.sessionId).toBe(f.sessionB);
    expect(watcher.frames.filter(isType('read'))).toHaveLength(1);
  });

  run('typing', async (f) => {
    const early = await open(f.visitor.token);
    early.send({ type: 'typing', sessionId: f.sessionA, typing: true });
    await early.next(isError('not_logged_in'), 'not_logged_in');
    const watcher = await signIn(f.otherEngineer.token, f.otherEngineer.code);
    const intruder = await signIn(f.visitor.token, f.visitor.cubeUid);
    intruder.send({ type: 'typing', sessionId: f.sessionB, typing: true });
    intruder.send({ type: 'ping' });
    await intruder.next(isType('pong'), 'pong after the typing');
    const owner = await signIn(f.otherVisitor.token, f.otherVisitor.cubeUid);
    owner.send({ type: 'typing', sessionId: f.sessionB, typing: false });
    const heard = await watcher.next(isType('typing'), "B's typing");
    // The first typing frame is B's (typing: false), not the intruder's (typing: true).
    expect(heard.type === 'typing' && heard.typing).toBe(false);
    expect(watcher.frames.filter(isType('typing'))).toHaveLength(1);
  });

  run('call', async (f) => {
    const ring = (sessionId: string, callId: string) =>
      ({
        type: 'call',
        sessionId,
        callId,
        signal: { kind: 'invite', media: 'audio' },
      }) as const;
    const early = await open(f.visitor.token);
    early.send(ring(f.sessionA, 'k-early'));
    await early.next(isError('not_logged_in'), 'not_logged_in');
    const watcher = await signIn(f.otherEngineer.token, f.otherEngineer.code);
    const intruder = await signIn(f.visitor.token, f.visitor.cubeUid);
    intruder.send(ring(f.sessionB, 'k-intruder'));
    intruder.send({ type: 'ping' });
    await intruder.next(isType('pong'), 'pong after the call step');
    const owner = await signIn(f.otherVisitor.token, f.otherVisitor.cubeUid);
    owner.send(ring(f.sessionB, 'k-owner'));
    const heard = await watcher.next(isType('call'), "B's call");
    // The first call step is B's own, not the intruder's.
    expect(heard.type === 'call' && heard.callId).toBe('k-owner');
    expect(watcher.frames.filter(isType('call'))).toHaveLength(1);
  });
}
