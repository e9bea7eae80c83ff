// @vitest-environment node
import fc from 'fast-check';
import type * as z from 'zod/mini';
import { consoleApi, ownApi, reviewApi, type EndpointDef } from '@/lib/contract';
import { contractEndpoints } from '../../tests/contract/support/endpoints';
import {
  arbitraryFor,
  HOSTILE_STRINGS,
  hostileString,
  HUGE,
  INVALID_JSON,
  withProtoKeys,
  wrongType,
  type Hints,
} from '../testing/fuzz-support';
import { startTestServer, withoutMsw, type TestServer } from '../testing/test-server';

/**
 * Fuzzing of every contract endpoint on the real Node host (SQLite in a temp dir, the real
 * logger): bodies, queries, path parameters and headers generated from the contract's own zod
 * schemas, valid and hostile (wrong types, 1 MB strings, NUL bytes, prototype keys, SQL and path
 * fragments, invalid JSON, wrong content types, multipart junk), as a visitor, an engineer, and
 * nobody. The server must never answer 5xx, every refusal must be the JSON envelope with a
 * message a person can read, no token may reach the log, and the server must still be healthy.
 */

withoutMsw();

/** Fixed, so a failure found once is found again; runs per endpoint keep the file under ~30 s. */
const SEED = 130_006;
const RUNS_PER_ENDPOINT = 70;

let server: TestServer;
const tokens = {
  visitor: '',
  visitorLeaving: '',
  engineer: '',
  leaving: '',
  reviewer: '',
  reviewerLeaving: '',
};
const ids = {
  robotSession: '',
  queuedSession: '',
  waitingSession: '',
  endedSession: '',
  cubeUid: '',
  servedUid: '',
  /** A message the visitor left for notebooks (#17 item 3), for the console to mark handled. */
  leftMessage: '',
};
/** Every token the server handed out during the run (logins the fuzzer itself made too). */
const issued = new Set<string>();

interface Tally {
  sent: number;
  ok: number;
  /** 429s: a limit behind validation (sign-in throttling, send limits) refused it. */
  limited: number;
  client: number;
  server: number;
  dropped: number;
}
const tally: Tally = { sent: 0, ok: 0, limited: 0, client: 0, server: 0, dropped: 0 };
const perEndpoint = new Map<string, Tally>();
const failures: string[] = [];

const short = (text: string, max = 160) =>
  text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;

async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return ((await response.json()) as { data: T }).data;
}

/** An engineer's console token. */
async function signIn(account: string) {
  const { token } = await api<{ token: string }>('/api/csc/engineer/login', {
    account,
    password: 'demo123',
  });
  issued.add(token);
  return token;
}

/** A supervisor's review token. */
async function reviewSignIn(account: string) {
  const { token } = await api<{ token: string }>('/api/csc/review/login', {
    account,
    password: 'demo123',
  });
  issued.add(token);
  return token;
}

beforeAll(async () => {
  server = await startTestServer();
  // Signed in with a code sent to the address the hints use, so a transcript may be mailed
  // there (only to a proved address, #37); the test server is a demo: it shows the code.
  const sent = await api<{ shown_code: string }>('/v2/login/code/visitor@example.com', {});
  const visitor = await api<{ token: string; cube_uid: string }>('/api/csc/login', {
    email: 'visitor@example.com',
    code: sent.shown_code,
  });
  tokens.visitor = visitor.token;
  ids.cubeUid = visitor.cube_uid;
  tokens.engineer = await signIn('demo');
  // A conversation the engineer served and ended: the visitor may rate it (#17 item 1).
  const ended = await api<{ session_id: string } | null>('/api/csc/queue/selectBigQueue', {
    token: visitor.token,
    queue_code: 'NB',
    pathway: 'webchat',
  });
  ids.endedSession = ended?.session_id ?? '';
  await api(`/api/csc/engineer/accept?token=${tokens.engineer}`, { session_id: ids.endedSession });
  await api(`/api/csc/engineer/close?token=${tokens.engineer}`, { session_id: ids.endedSession });
  ids.robotSession = (
    await api<{ session_id: string }>(`/api/csc/robot/start?channel=webchat&token=${visitor.token}`)
  ).session_id;
  // Logout revokes the token it is called with: it gets an engineer of its own (李), and the
  // visitor's a visitor of its own (#37).
  tokens.leaving = await signIn('li');
  tokens.visitorLeaving = (await api<{ token: string }>('/api/csc/login/anon', {})).token;
  issued.add(tokens.visitorLeaving);
  // Review has a sign-in of its own (#19): the demo engineer supervises, and so does 王.
  tokens.reviewer = await reviewSignIn('demo');
  tokens.reviewerLeaving = await reviewSignIn('wang');
  // A visitor queued and taken by the engineer (a live session for the console's calls), and
  // one left waiting for the fuzzer to accept.
  const queued = async () => {
    const other = await api<{ token: string; cube_uid: string }>('/api/csc/login/anon', {});
    issued.add(other.token);
    // With the phone the generated short messages go to (only the visitor's own, #37).
    const status = await api<{ session_id: string } | null>('/api/csc/queue/selectBigQueue', {
      token: other.token,
      queue_code: 'NB',
      pathway: 'webchat',
      pre_chat: { phone: '13800138000' },
    });
    return { cubeUid: other.cube_uid, sessionId: status?.session_id ?? '' };
  };
  const served = await queued();
  ids.queuedSession = served.sessionId;
  ids.servedUid = served.cubeUid;
  await api(`/api/csc/engineer/accept?token=${tokens.engineer}`, {
    session_id: ids.queuedSession,
  });
  ids.waitingSession = (await queued()).sessionId;
  // Marked handled once (a 2xx), then 409.
  ids.leftMessage = (
    await api<{ ticket_no: string }>(`/api/csc/webchat/leaveMessage?token=${visitor.token}`, {
      queue_code: 'NB',
      name: '张三',
      phone: '13800138000',
      message: '请回电',
    })
  ).ticket_no;
  issued.add(tokens.visitor);
  issued.add(tokens.engineer);
});
afterAll(() => server?.stop());

/** Values for known field names, so valid requests reach the handlers behind validation. */
function hints(): Hints {
  const sessions = [
    ids.robotSession,
    ids.queuedSession,
    ids.waitingSession,
    ids.endedSession,
    's-nope',
  ];
  return {
    token: [tokens.visitor, tokens.engineer, 'garbage', ''],
    session_id: sessions,
    // spy-on whispers only into a live session, to its engineer
    sessionId: [ids.queuedSession, ids.robotSession],
    id: [...sessions, 'kb-no-power', 'kb-blue-screen'],
    cube_uid: [ids.servedUid, ids.cubeUid, 'u-nope'],
    customer_id: [ids.cubeUid],
    queue_code: ['NB', 'DT', 'MON', 'NOPE'],
    skill: ['NB', 'SRV', 'NOPE'],
    engineer_code: ['E0001', 'E1001', 'E9999'],
    engineer: ['E0001', 'E1001'],
    to: ['E0001'],
    account: ['demo', 'E1001', '13800138000'],
    password: ['demo123', 'wrong-password'],
    mark_id: ['X1C-G12', 'NOPE'],
    code: ['123456', '000000', '12'],
    phone: ['13800138000', '13800138000', '12'],
    text: ['您的工单已创建', ''],
    content: ['请注意语气', ''],
    email: ['visitor@example.com'],
    project_id: ['DEFAULT_PROJECT', 'NOPE'],
    channel: ['webchat', 'wechat'],
    pathway: ['webchat'],
    st: ['st-visitor', ''],
    lenovo_id: ['lid-visitor'],
    product_line: ['NB'],
    keyword: ['电脑', '%', '_'],
    after: ['m-1', ''],
    before: ['m-1', ''],
    // #17 item 3: a left message, the console's number of one, the pre-chat answers.
    name: ['张三', ''],
    message: ['请回电', ''],
    attachments: ['/uploads/a.png', 'javascript:alert(1)'],
    no: [ids.leftMessage, 'LM2020000001'],
    product: ['pl-nb', 'NOPE'],
  };
}

/** The object schema inside an optional query or body, if any. */
function objectSchema(schema: z.ZodMiniType | undefined): z.ZodMiniType | undefined {
  let current = schema as { _zod: { def: { type: string; innerType?: unknown } } } | undefined;
  while (current && current._zod.def.type === 'optional')
    current = current._zod.def.innerType as typeof current;
  return current as z.ZodMiniType | undefined;
}

type Auth = 'visitor' | 'engineer' | 'reviewer' | 'none' | 'garbage' | 'expired-looking';
type AuthWhere = 'query' | 'header' | 'both' | 'lowercase-bearer' | 'encoded-key' | 'repeated';

const RAW_QUERY_FRAGMENTS = [
  '',
  '&&&',
  '&=',
  '&a',
  '&a=%',
  '&a=%zz',
  '&__proto__=x',
  '&__proto__[polluted]=yes',
  '&constructor[prototype][polluted]=yes',
  '&a[]=1&a[]=2',
  `&x=${'%00'.repeat(20)}`,
  "&q=' OR 1=1 --",
  '&p=../../etc/passwd',
  '&p=%2e%2e%2f%2e%2e%2f',
];

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----nope',
  'application/xml',
  'application/octet-stream',
  '*/*',
  'garbage',
];

const EXTRA_HEADERS: readonly [string, string][] = [
  ['Accept', 'application/xml'],
  ['Accept', '*/*;q=0'],
  ['Accept-Encoding', 'gzip, deflate, br, zstd'],
  ['Accept-Encoding', 'identity;q=0, *;q=0'],
  ['Accept-Language', 'zh-CN,../../etc/passwd'],
  ['Content-Encoding', 'gzip'],
  ['Cookie', "loginHash=' OR 1=1 --; isWechat=true; token=garbage"],
  ['Origin', 'https://evil.example'],
  ['Origin', 'null'],
  ['Referer', 'javascript:alert(1)'],
  ['X-Forwarded-For', '../../etc/passwd, 127.0.0.1'],
  ['X-Forwarded-Host', 'evil.example'],
  ['X-HTTP-Method-Override', 'DELETE'],
  ['Range', 'bytes=0-1,5-'],
  ['If-None-Match', '*'],
  ['X-Junk', 'x'.repeat(20_000)],
];

const FILE_NAMES = [
  'photo.png',
  'report.pdf',
  'a.exe',
  'a.svg',
  '../../etc/passwd',
  '../../../x.png',
  'a.png\u0000.exe',
  '%2e%2e%2fa.pdf',
  `${'n'.repeat(5000)}.pdf`,
  '.png',
  'CON.pdf',
  '\u202Egnp.exe',
  '__proto__',
  '',
];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const FILE_BYTES = [
  new Uint8Array(PNG),
  new Uint8Array([...PNG, ...Array.from({ length: 64 }, (_, i) => (i * 37) % 256)]),
  new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]),
  new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  new TextEncoder().encode('MZ\u0090\u0000 this is not a pdf'),
  new Uint8Array(0),
  new TextEncoder().encode('\u0000'.repeat(100)),
];

type BodyKind =
  | 'valid'
  | 'hostile'
  | 'proto'
  | 'invalid-json'
  | 'wrong-type'
  | 'huge'
  | 'multipart'
  | 'bytes'
  | 'none';

/** A 1×1 PNG and a minimal PDF: content that matches its extension. */
const REAL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const REAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
);

/** An upload the server should take (SPEC §5's list, matching content), sometimes renamed. */
const validUpload: fc.Arbitrary<FormData> = fc
  .constantFrom(
    ['photo.png', REAL_PNG, 'image/png'],
    ['截图 1.png', REAL_PNG, ''],
    ['report.pdf', REAL_PDF, 'application/pdf'],
    ['../../报价单.pdf', REAL_PDF, 'text/html'],
  )
  .map(([name, bytes, type]) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], name, { type }));
    return form;
  });

const multipartJunk: fc.Arbitrary<FormData> = fc
  .record({
    name: fc.constantFrom(...FILE_NAMES),
    bytes: fc.constantFrom(...FILE_BYTES),
    type: fc.constantFrom('image/png', 'application/pdf', 'text/html', '', 'x/y'),
    field: fc.constantFrom('file', 'file', 'File', '__proto__', 'files[]', ''),
    asText: fc.boolean(),
    twice: fc.boolean(),
    extra: fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'token', 'x'), hostileString, {
      maxKeys: 2,
    }),
  })
  .map(({ name, bytes, type, field, asText, twice, extra }) => {
    const form = new FormData();
    const file = new File([bytes], name, { type });
    if (asText) form.append(field, HOSTILE_STRINGS[bytes.length % HOSTILE_STRINGS.length] ?? '');
    else form.append(field, file);
    if (twice) form.append('file', file);
    for (const [key, value] of Object.entries(extra)) form.append(key, value.slice(0, 100_000));
    return form;
  });

/** encodeURIComponent, with lone surrogates (which a URL cannot carry) as U+FFFD. */
const enc = (text: string) =>
  encodeURIComponent(
    text.replace(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '\uFFFD',
    ),
  );

/** A query value as the texts of its repeated parameter (an array repeats it). */
function queryText(value: unknown): string[] {
  if (value === undefined) return [];
  const text = (v: unknown) =>
    v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v);
  return Array.isArray(value) ? value.map(text) : [text(value)];
}

/** A request's body for an endpoint: what kind, the payload and a Content-Type. */
function bodyArbitrary(endpoint: EndpointDef, h: Hints) {
  const schema = endpoint.body;
  const valid = schema ? arbitraryFor(schema, 'valid', h) : fc.constant({});
  const hostile = schema ? arbitraryFor(schema, 'hostile', h) : wrongType;
  const text = (arb: fc.Arbitrary<unknown>) => arb.map((v) => JSON.stringify(v) ?? 'null');
  const weigh = (kind: BodyKind): number =>
    endpoint.multipart
      ? kind === 'multipart'
        ? 8
        : 1
      : kind === 'valid' || kind === 'hostile'
        ? 5
        : kind === 'multipart'
          ? 1
          : 2;
  const kinds: [BodyKind, fc.Arbitrary<string | FormData | Uint8Array | undefined>][] = [
    ['valid', text(valid)],
    ['hostile', text(hostile)],
    ['proto', text(valid).map(withProtoKeys)],
    ['invalid-json', fc.constantFrom(...INVALID_JSON)],
    ['wrong-type', text(wrongType)],
    ['huge', fc.constantFrom(`{"token":"${HUGE}"}`, HUGE, JSON.stringify({ Content: HUGE }))],
    ['multipart', endpoint.multipart ? fc.oneof(validUpload, multipartJunk) : multipartJunk],
    ['bytes', fc.uint8Array({ maxLength: 300 })],
    ['none', fc.constant(undefined)],
  ];
  return fc.oneof(
    ...kinds.map(([kind, arb]) => ({
      weight: weigh(kind),
      arbitrary: fc.tuple(
        fc.constant(kind),
        arb,
        kind === 'multipart'
          ? fc.constantFrom(undefined, undefined, undefined, undefined, 'multipart/form-data')
          : fc.constantFrom(...CONTENT_TYPES, undefined),
      ),
    })),
  );
}

/** Whose token the call is meant for: the console's, the review's (a supervisor's), a visitor's. */
function roleOf(endpoint: EndpointDef): Auth {
  if (/\/review\/|session\/spy/.test(endpoint.path)) return 'reviewer';
  return /\/engineer\/|personnalStatus/.test(endpoint.path) ? 'engineer' : 'visitor';
}

function requestArbitrary(endpoint: EndpointDef) {
  const h = hints();
  const querySchema = objectSchema(endpoint.query);
  const query = querySchema
    ? fc.oneof(
        { weight: 3, arbitrary: arbitraryFor(querySchema, 'valid', h) },
        { weight: 2, arbitrary: arbitraryFor(querySchema, 'hostile', h) },
      )
    : fc.oneof(
        { weight: 3, arbitrary: fc.constant({}) },
        { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('id', 'page', 'x'), hostileString) },
      );
  const params = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  const param = (name: string) =>
    fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...(h[name] ?? h.id ?? ['x'])) },
      { weight: 3, arbitrary: hostileString.map((s) => ({ raw: false, s })) },
      // Not encoded: traversal and encoded traversal straight into the path.
      {
        weight: 1,
        arbitrary: fc
          .constantFrom('../../etc/passwd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..%2f', '%00', '.')
          .map((s) => ({ raw: true, s })),
      },
    );
  return fc.record({
    method: fc.oneof(
      { weight: 10, arbitrary: fc.constant(endpoint.method) },
      { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS') },
    ),
    auth: fc.oneof(
      { weight: 5, arbitrary: fc.constant<Auth>(roleOf(endpoint)) },
      { weight: 3, arbitrary: fc.constantFrom<Auth>('visitor', 'engineer', 'reviewer') },
      { weight: 2, arbitrary: fc.constantFrom<Auth>('none', 'garbage', 'expired-looking') },
    ),
    authWhere: fc.constantFrom<AuthWhere>(
      'query',
      'query',
      'query',
      'header',
      'header',
      'both',
      'lowercase-bearer',
      'encoded-key',
      'repeated',
    ),
    params: fc.tuple(...params.map(param)),
    query,
    rawQuery: fc.constantFrom(...RAW_QUERY_FRAGMENTS),
    body: bodyArbitrary(endpoint, h),
    headers: fc.subarray([...EXTRA_HEADERS], { maxLength: 3 }),
  });
}

type Generated = ReturnType<typeof requestArbitrary> extends fc.Arbitrary<infer T> ? T : never;

function tokenFor(auth: Auth): string | undefined {
  if (auth === 'visitor') return tokens.visitor;
  if (auth === 'engineer') return tokens.engineer;
  if (auth === 'reviewer') return tokens.reviewer;
  if (auth === 'garbage') return "garbage' OR 1=1 --";
  if (auth === 'expired-looking') return 't-AAAAAAAAAAAAAAAAAAAAAAAA';
  return undefined;
}

/** Builds the fetch call a generated case describes. */
function toRequest(endpoint: EndpointDef, g: Generated) {
  let index = 0;
  const path = endpoint.path.replace(/\{\w+\}/g, () => {
    const value = g.params[index++];
    if (value === undefined) return 'x';
    if (typeof value === 'string') return enc(value);
    return value.raw ? value.s : enc(value.s);
  });
  const parts: string[] = [];
  const query =
    g.query && typeof g.query === 'object' && !Array.isArray(g.query)
      ? (g.query as Record<string, unknown>)
      : { q: g.query };
  for (const [key, value] of Object.entries(query))
    for (const text of queryText(value)) parts.push(`${enc(key)}=${enc(text)}`);
  const headers: Record<string, string> = {};
  const token = tokenFor(g.auth);
  if (token) {
    const q = enc(token);
    if (g.authWhere === 'query' || g.authWhere === 'both') parts.push(`token=${q}`);
    if (g.authWhere === 'header' || g.authWhere === 'both')
      headers.Authorization = `Bearer ${token}`;
    if (g.authWhere === 'lowercase-bearer') headers.Authorization = `bearer ${token}`;
    if (g.authWhere === 'encoded-key') parts.push(`%74oken=${q}`);
    if (g.authWhere === 'repeated') parts.push(`token=garbage&token=${q}&TOKEN=${q}`);
  } else if (g.auth === 'garbage') {
    headers.Authorization = 'Bearer ';
  }
  for (const [name, value] of g.headers) headers[name] = value;
  const [kind, payload, contentType] = g.body;
  const hasBody = g.method !== 'GET' && g.method !== 'OPTIONS' && payload !== undefined;
  if (hasBody && contentType) headers['Content-Type'] = contentType;
  const search = parts.join('&') + g.rawQuery;
  const url = `${server.url}${path}${search ? `?${search}` : ''}`;
  return {
    url,
    init: { method: g.method, headers, body: hasBody ? payload : undefined } as RequestInit,
    label: `${g.method} ${short(`${path}?${search}`, 200)} [${kind}${
      contentType ? `, ${contentType}` : ''
    }; auth ${g.auth}/${g.authWhere}]`,
  };
}

function record(name: string, status: number | 'dropped') {
  const row = perEndpoint.get(name) ?? {
    sent: 0,
    ok: 0,
    limited: 0,
    client: 0,
    server: 0,
    dropped: 0,
  };
  perEndpoint.set(name, row);
  for (const t of [tally, row]) {
    t.sent += 1;
    if (status === 'dropped') t.dropped += 1;
    else if (status >= 500) t.server += 1;
    else if (status >= 400) {
      t.client += 1;
      if (status === 429) t.limited += 1;
    } else t.ok += 1;
  }
}

/** Remembers tokens the server handed out (logins the fuzzer made), to look for in the logs. */
function collectTokens(value: unknown) {
  if (!value || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    if ((key === 'token' || key === 'userSig') && typeof inner === 'string' && inner.length > 6)
      issued.add(inner.replace(/^sig\./, ''));
    else collectTokens(inner);
  }
}

/**
 * The log as text, with byte arrays (a serialised Buffer, such as a parse error's raw packet)
 * decoded too: a token logged as bytes is still a token in the log.
 */
function readableLogs(lines: readonly string[]): string {
  const decoded: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) {
      if (value.length > 8 && value.every((b) => Number.isInteger(b) && b >= 0 && b < 256))
        decoded.push(Buffer.from(value as number[]).toString('latin1'));
      else value.forEach(walk);
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const line of lines) {
    try {
      walk(JSON.parse(line));
    } catch {
      // not JSON: searched as it is
    }
  }
  return [...lines, ...decoded].join('\n');
}

/** Sends one request and checks the answer: no 5xx, and every 4xx is the readable envelope. */
async function shoot(
  name: string,
  url: string,
  init: RequestInit,
  label: string,
): Promise<number | undefined> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    // The server may hang up on a request it refuses before reading all of it; never for a 5xx.
    record(name, 'dropped');
    failures.push(`${label}: no response (${String((error as Error).cause ?? error)})`);
    return undefined;
  }
  const text = await response.text();
  record(name, response.status);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  collectTokens(json);
  if (response.status >= 500) {
    failures.push(`${label}: ${response.status} ${short(text)}`);
    return response.status;
  }
  if (response.status >= 400) {
    const message = (json as { message?: unknown } | undefined)?.message;
    const info =
      typeof message === 'string'
        ? message
        : (message as { info?: unknown } | null | undefined)?.info;
    if (typeof info !== 'string' || info.trim() === '')
      failures.push(`${label}: ${response.status} without a readable message: ${short(text)}`);
  }
  return response.status;
}

describe('fuzzing every contract endpoint of the Node host', () => {
  const endpoints = contractEndpoints();

  it('covers the whole contract', () => {
    expect(endpoints.length).toBeGreaterThan(50);
    expect(endpoints.map((e) => e.endpoint)).toContain(ownApi.send);
  });

  it.each(endpoints.map((e) => [e.name, e.endpoint] as const))(
    '%s: generated and hostile requests never get a 5xx',
    async (name, endpoint) => {
      const { engineer, reviewer, visitor } = tokens;
      if (endpoint === ownApi.logout) tokens.visitor = tokens.visitorLeaving;
      if (endpoint === consoleApi.logout) tokens.engineer = tokens.leaving;
      if (endpoint === reviewApi.logout) tokens.reviewer = tokens.reviewerLeaving;
      try {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(endpoint), async (generated) => {
            const { url, init, label } = toRequest(endpoint, generated);
            await shoot(name, url, init, `${name}: ${label}`);
          }),
          { seed: SEED, numRuns: RUNS_PER_ENDPOINT },
        );
      } finally {
        tokens.engineer = engineer;
        tokens.reviewer = reviewer;
        tokens.visitor = visitor;
      }
    },
    30_000,
  );

  it('refuses hand-made hostile requests with a readable 4xx', async () => {
    const { visitor, engineer } = tokens;
    const post = (
      path: string,
      body: BodyInit,
      type = 'application/json',
    ): [string, RequestInit] => [
      `${server.url}${path}`,
      { method: 'POST', headers: { 'Content-Type': type }, body },
    ];
    const huge = `${HUGE.slice(0, 70_000)}-${visitor}`;
    /** A request, and the status it must get when one is certain. */
    const cases: [string, RequestInit, (number | number[])?][] = [
      // A 1 MB body, a 1 MB query, a long path, a header past the parser's limit.
      [...post(`/api/csc/core/webchat/main?token=${visitor}`, `{"token":"${HUGE}"}`), 413],
      // (uploads may be 50 MB: this one is refused as multipart without a boundary)
      [...post(`/api/csc/upload/image?token=${visitor}`, HUGE, 'multipart/form-data; b=x'), 400],
      [`${server.url}/api/csc/webchat/clist?keyword=${HUGE}&token=${visitor}`, {}, 431],
      [`${server.url}/api/csc/session/c/messages/${huge}?token=${visitor}`, {}, 431],
      [
        `${server.url}/api/csc/webchat/company`,
        { headers: { 'X-Junk': huge, Authorization: `Bearer ${engineer}` } },
        431,
      ],
      // Prototype keys at the top and inside message_body: no own MsgType, no phone.
      [
        ...post(
          `/api/csc/core/webchat/main?token=${visitor}`,
          `{"__proto__":{"polluted":"yes"},"token":"${visitor}","message_body":{"__proto__":{"MsgType":"text"},"constructor":{"prototype":{"polluted":"yes"}},"CreateTime":1}}`,
        ),
        400,
      ],
      // (400; or 429 when the fuzzer's failed sign-ins have this address waiting, #19)
      [
        ...post(`/api/csc/login`, '{"__proto__":{"phone":"13800138000","code":"123456"}}'),
        [400, 429],
      ],
      // SQL and traversal in every place a string goes.
      [`${server.url}/api/csc/session/c/messages/'%20OR%201=1%20--?token=${visitor}`, {}],
      [`${server.url}/api/csc/engineer/transcript/..%2f..%2fetc%2fpasswd?token=${engineer}`, {}],
      [
        `${server.url}/api/csc/review/sessions?keyword=%25'%20OR%201=1--&token=${tokens.reviewer}`,
        {},
      ],
      [`${server.url}/api/csc/engineer/visitor/%00?token=${engineer}`, {}],
      // Multipart that is not, and JSON that says it is multipart.
      post(`/api/csc/upload/file?token=${visitor}`, '--x\r\n\r\n--x--', 'multipart/form-data'),
      post(`/api/wb/case/up?token=${visitor}`, '{"file":"x"}', 'multipart/form-data; boundary=b'),
      post(
        `/api/csc/upload/file?token=${visitor}`,
        '--b\r\nContent-Disposition: form-data; name="file"; filename="../../etc/passwd"\r\n\r\nroot\r\n--b--\r\n',
        'multipart/form-data; boundary=b',
      ),
    ];
    const wrong: string[] = [];
    for (const [url, init, expected] of cases) {
      const label = `hand-made: ${init.method ?? 'GET'} ${short(url, 120)}`;
      const status = await shoot('hand-made', url, init, label);
      const allowed = expected === undefined ? undefined : [expected].flat();
      if (allowed && !allowed.includes(status ?? 0))
        wrong.push(`${label}: ${status}, not ${allowed.join(' or ')}`);
    }
    expect(wrong).toEqual([]);
    // Nothing a request carried reached the server's own objects.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  }, 30_000);

  it('is still healthy, answered no 5xx, refused readably and logged no token', async () => {
    const health = await fetch(`${server.url}/api/csc/webchat/company`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ statusCode: 200 });
    const login = await fetch(`${server.url}/api/csc/login/anon`, { method: 'POST' });
    expect(login.status).toBe(200);

    const logs = readableLogs(server.logs);
    expect(server.logs.length).toBeGreaterThan(tally.sent / 2);
    const leaked = [...issued].filter((token) => token && logs.includes(token));
    for (const token of leaked)
      console.log(
        'fuzz-http: token in the log:',
        logs
          .split('\n')
          .filter((line) => line.includes(token))
          .slice(0, 3)
          .map((line) => short(line, 400)),
      );

    console.log(
      `fuzz-http: ${tally.sent} requests over ${perEndpoint.size - 1} endpoints ` +
        `(+hand-made): ${tally.ok} 2xx/3xx, ${tally.client} 4xx (${tally.limited} 429), ` +
        `${tally.server} 5xx, ` +
        `${tally.dropped} without a response; ${issued.size} tokens checked against ` +
        `${server.logs.length} log lines`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(tally.server).toBe(0);
    expect(leaked).toEqual([]);
    // Every endpoint was driven past validation at least once: a 2xx from its handler, or a
    // limit behind validation (a guesser's sign-ins are throttled, #19).
    const neverOk = [...perEndpoint]
      .filter(([name, t]) => name !== 'hand-made' && t.ok === 0 && t.limited === 0)
      .map(([name]) => name);
    expect(neverOk).toEqual([]);
  }, 30_000);
});
