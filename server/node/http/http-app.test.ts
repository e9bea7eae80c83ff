// @vitest-environment node
import fc from 'fast-check';
import {
  consoleApi,
  ownApi,
  projectApi,
  reviewApi,
  unifiedLoginApi,
  userCenterApi,
  workOrderApi,
  type EndpointDef,
} from '@/lib/contract';
import { startTestServer, withoutMsw, type TestServer } from '../../testing/test-server';

withoutMsw();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ embedOrigins: ['https://shop.example.com'] });
});
afterAll(() => server.stop());

const get = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init);
const post = (path: string, body: unknown, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });

function expectSecurityHeaders(response: Response, framable = false) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self';");
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  expect(csp).toContain("object-src 'none'");
  if (framable) expect(csp).toContain("frame-ancestors 'self' https://shop.example.com");
  else expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy')).toContain('geolocation=()');
  // frame-ancestors names the embedding pages; X-Frame-Options would refuse them. Anything else
  // is framed by nobody (attack-host.test.ts).
  expect(response.headers.get('x-frame-options')).toBe(framable ? null : 'DENY');
}

describe('the Node host over HTTP', () => {
  it('puts security headers on pages, API answers, files and errors', async () => {
    expectSecurityHeaders(await get('/chatQueue', { headers: { Accept: 'text/html' } }), true);
    for (const response of [
      await get('/chatEngieer', { headers: { Accept: 'text/html' } }),
      await post('/api/csc/login/anon', {}),
      await get('/assets/index-abc123.js'),
      await get('/api/csc/nope'),
      await get('/nope.txt'),
    ])
      expectSecurityHeaders(response);
    const page = await get('/chatQueue');
    expect(page.headers.get('content-security-policy')).toContain(
      `ws://${new URL(server.url).host}`,
    );
  });

  it('serves the SPEC §2 routes from index.html and caches hashed assets for a year', async () => {
    for (const path of ['/', '/chatQueue', '/chatEngieer', '/index/ThinkPad', '/review/']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
    const asset = await get('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(await asset.text()).toContain('webchat');
    const again = await get('/assets/index-abc123.js', {
      headers: { 'If-None-Match': asset.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it("sends the build's Brotli copy of an asset to a browser that takes it, gzip to others", async () => {
    const br = await get('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(await br.text()).toBe(`console.log(${'"webchat";'.repeat(400)})`);
    const refused = await get('/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, br;q=0' },
    });
    expect(refused.headers.get('content-encoding')).toBe('gzip');
    expect(await refused.text()).toBe(`console.log(${'"webchat";'.repeat(400)})`);
    // Pages are not precompressed (the server writes EMBED_ORIGINS into them).
    const page = await get('/chatQueue', { headers: { 'Accept-Encoding': 'br' } });
    expect(page.headers.get('content-encoding')).not.toBe('br');
  });

  it('tells the widget its EMBED_ORIGINS in the page, and revalidates that page', async () => {
    const page = await get('/webchat?isiframe=1', { headers: { Accept: 'text/html' } });
    const html = await page.text();
    expect(html).toContain(
      '<head><meta name="webchat-embed-origins" content="https://shop.example.com">',
    );
    expect(html).toContain('<div id="root">');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const again = await get('/webchat', {
      headers: { 'If-None-Match': page.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    const head = await fetch(`${server.url}/chatQueue`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('serves widget.js and its types to any origin, cached for five minutes', async () => {
    const script = await get('/widget.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('public, max-age=300');
    // A host page of another origin loads it: CORP must allow that (everything else stays same-origin).
    expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    // Document policies (CSP, framing, permissions) mean nothing on a script other sites run and
    // would double the bytes a host page pays before the chat opens; nosniff stays.
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect(script.headers.get('permissions-policy')).toBeNull();
    expect(await script.text()).toContain('window.webchat');
    const types = await get('/widget.d.ts');
    expect(types.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(types.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await get('/assets/index-abc123.js')).headers.get('cross-origin-resource-policy')).toBe(
      'same-origin',
    );
  });

  it('answers unknown pages with the app and a 404, and never serves dot files or escapes', async () => {
    const page = await get('/no-such-screen', { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('<div id="root">');
    for (const path of [
      '/.vite/manifest.json',
      '/assets/missing-123.js',
      '/..%2f..%2fetc%2fpasswd',
      '/static/%2e%2e/%2e%2e/package.json',
      '/%E0%A4%A',
    ])
      expect((await get(path)).status, path).toBe(404);
    expect((await get('/static/emoji/smile.png')).headers.get('content-type')).toBe('image/png');
  });

  it('speaks the contract: a visitor logs in, starts the robot and sends', async () => {
    const login = await (await post('/api/csc/login/anon', {})).json();
    expect(login).toMatchObject({ statusCode: 200, data: { token: expect.any(String) } });
    const token = login.data.token as string;
    const robot = await (await get(`/api/csc/robot/start?channel=webchat&token=${token}`)).json();
    expect(robot.data.robot_name).toBe('小威');
    const sent = await post(`/api/csc/core/webchat/main?token=${token}`, {
      token,
      message_body: { MsgType: 'text', Content: '你好', CreateTime: 1 },
    });
    expect(sent.status).toBe(200);
    expect((await get(`/api/csc/ucenter/userSig`)).status).toBe(401);
  });

  it('compresses API answers of a kilobyte or more, and sends the small ones as they are', async () => {
    const gzip = { headers: { 'Accept-Encoding': 'gzip' } };
    const small = await fetch(`${server.url}/api/csc/login/anon`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip' },
      body: '{}',
    });
    expect(small.headers.get('content-encoding')).toBeNull();
    const length = Number(small.headers.get('content-length'));
    expect(length).toBeGreaterThan(0);
    expect(length).toBeLessThan(1024);
    expect(new TextEncoder().encode(await small.text()).byteLength).toBe(length);
    const large = await get('/api/csc/webchat/clist', gzip);
    expect(large.headers.get('content-encoding')).toBe('gzip');
    const articles = await large.json();
    expect(JSON.stringify(articles).length).toBeGreaterThan(1024);
    expect(articles.data.length).toBeGreaterThan(3);
  });

  it('answers bad input with 400 and a message that says what is wrong', async () => {
    const bad = await post('/api/csc/engineer/login', { account: 1 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message.info).toMatch(/^Invalid body: .*account/);
    const notJson = await post('/api/csc/engineer/login', '{"account":');
    expect(notJson.status).toBe(400);
    const tooBig = await post('/api/csc/engineer/login', { account: 'a'.repeat(300_000) });
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).message.info).toContain('请求内容过大');
  });

  it('reads a JSON body sent in chunks without a length, and refuses one past the limit', async () => {
    const chunked = (parts: string[]) =>
      fetch(`${server.url}/api/csc/engineer/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: new ReadableStream({
          start(controller) {
            for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
    // Read whole and validated: the password is wrong, so the answer is a refusal, not 400.
    const small = await chunked(['{"account":"demo",', '"password":"not it"}']);
    expect(small.status).not.toBe(400);
    expect(small.status).toBeLessThan(500);
    const big = await chunked(['{"account":"', ...Array(40).fill('a'.repeat(10_000)), '"}']);
    expect(big.status).toBe(413);
    expect(big.headers.get('connection')).toBe('close');
    expect((await big.json()).message.code).toBe('request_too_large');
  });

  it('never answers garbage with a 500 (property test over every contract call)', async () => {
    const endpoints = [
      ownApi,
      consoleApi,
      workOrderApi,
      userCenterApi,
      unifiedLoginApi,
      reviewApi,
      projectApi,
    ].flatMap((api) => Object.values(api) as EndpointDef[]);
    const visitor = (await (await post('/api/csc/login/anon', {})).json()).data.token as string;
    const engineer = (
      await (await post('/api/csc/engineer/login', { account: 'demo', password: 'demo123' })).json()
    ).data.token as string;
    const fields = fc.constantFrom(
      ...['token', 'session_id', 'sessionId', 'message_body', 'MsgType', 'Content', 'status'],
      ...['queue_code', 'engineer_code', 'pathway', 'account', 'password', 'page', 'size', 'id'],
      ...['keyword', 'state', 'from', 'to', 'content', 'description', 'product_line', 'typing'],
    );
    const junk = fc.oneof(
      fc.string(),
      fc.json(),
      fc.constantFrom('', '{', 'null', '[]', '{"token":null}', '\u0000\uFFFF', '%%%'),
      fc.dictionary(fields, fc.jsonValue()).map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        // Mostly the call's own method, so the handler behind validation runs too.
        fc.constantFrom('own', 'own', 'own', 'GET', 'POST', 'PUT', 'DELETE'),
        fc.dictionary(fields, fc.oneof(fc.string(), fc.integer().map(String))),
        junk,
        fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x', ''),
        fc.constantFrom(undefined, visitor, engineer),
        async (endpoint, verb, query, body, type, token) => {
          const method = verb === 'own' ? endpoint.method : verb;
          const search = new URLSearchParams(query);
          if (token) search.set('token', token);
          const path = endpoint.path.replace(
            /\{\w+\}/g,
            encodeURIComponent(String(body).slice(0, 20)),
          );
          const response = await fetch(`${server.url}${path}?${search}`, {
            method,
            headers: type ? { 'Content-Type': type } : {},
            body: method === 'GET' ? undefined : body,
          });
          await response.arrayBuffer();
          expect(response.status, `${method} ${path}?${search} ${body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 500 },
    );
    // 500 requests over real HTTP: ~3.5 s on a quiet 2-core machine, more beside a build.
  }, 30_000);
});
