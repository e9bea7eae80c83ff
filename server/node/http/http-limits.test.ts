import { DEFAULT_HTTP_LIMITS } from './http-limits';
import { startTestServer, withoutMsw, type TestServer } from '../../testing/test-server';

withoutMsw();

const post = (server: TestServer, path: string, body?: unknown, headers = {}) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const send = (server: TestServer, token: string, n: number) =>
  post(server, `/api/csc/core/webchat/main?token=${token}`, {
    token,
    message_body: { MsgType: 'text', Content: `第 ${n} 条`, CreateTime: 1, ClientMsgId: `c${n}` },
  });

describe('HTTP rate limits of the reference server (#19 item 3)', () => {
  it('defaults to Chatwoot’s anchors: 3,000 requests a minute, 60 writes a minute, 60 new visitors an hour', () => {
    expect(DEFAULT_HTTP_LIMITS).toEqual({
      requestsPerMinute: 3_000,
      visitorsPerHour: 60,
      writesPerMinute: 60,
    });
  });

  it('refuses new visitors past the hour’s limit per address, with Retry-After', async () => {
    const server = await startTestServer({
      limits: { requestsPerMinute: 1_000, visitorsPerHour: 3, writesPerMinute: 1_000 },
      trustProxy: true,
    });
    try {
      const from = (ip: string) =>
        post(server, '/api/csc/login/anon', undefined, { 'X-Forwarded-For': ip });
      for (let i = 0; i < 3; i += 1) expect((await from('203.0.113.7')).status).toBe(200);
      const refused = await from('203.0.113.7');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3_000);
      expect((await refused.json()).message).toMatchObject({ code: 'too_many_requests' });
      // Another address is a visitor of its own.
      expect((await from('198.51.100.2')).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('counts every call that may make a visitor, not only the guest sign-in (#37 item 6)', async () => {
    const server = await startTestServer({
      limits: { requestsPerMinute: 1_000, visitorsPerHour: 3, writesPerMinute: 1_000 },
      trustProxy: true,
    });
    try {
      const ip = { 'X-Forwarded-For': '203.0.113.9' };
      expect((await post(server, '/api/csc/login/anon', undefined, ip)).status).toBe(200);
      // A forged code, a forged site identity: refused, and counted all the same.
      expect(
        (await post(server, '/api/csc/login', { phone: '13800138000', code: '123456' }, ip)).status,
      ).toBe(401);
      expect(
        (await post(server, '/api/csc/login/identify', { user_id: 'u', user_hash: 'x' }, ip))
          .status,
      ).not.toBe(429);
      for (const [path, body] of [
        ['/api/csc/login/anon', undefined],
        ['/api/csc/login', { phone: '13800138000', code: '123456' }],
        ['/api/csc/login/identify', { user_id: 'u', user_hash: 'x' }],
        ['/api/csc/unified/login', { lenovo_id: 'lid-x' }],
      ] as const)
        expect((await post(server, path, body, ip)).status, path).toBe(429);
    } finally {
      await server.stop();
    }
  });

  it('refuses a token’s writes past the minute’s limit as "发送太快", and not another token’s', async () => {
    const server = await startTestServer({
      limits: { requestsPerMinute: 1_000, visitorsPerHour: 1_000, writesPerMinute: 5 },
    });
    try {
      const login = async () => {
        const { data } = await (await post(server, '/api/csc/login/anon')).json();
        await fetch(`${server.url}/api/csc/robot/start?channel=webchat&token=${data.token}`);
        return data.token as string;
      };
      const [a, b] = [await login(), await login()];
      for (let n = 1; n <= 5; n += 1) expect((await send(server, a, n)).status).toBe(200);
      const refused = await send(server, a, 6);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await refused.json()).message).toMatchObject({
        code: 'rate_limited',
        info: '发送太快，请稍后再试',
      });
      expect((await send(server, b, 1)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('refuses any request past the minute’s limit per address', async () => {
    const server = await startTestServer({
      limits: { requestsPerMinute: 10, visitorsPerHour: 1_000, writesPerMinute: 1_000 },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1)
        statuses.push((await fetch(`${server.url}/api/csc/webchat/company`)).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses.slice(10)).toEqual([429, 429]);
      // The built client is not an API call: a page still loads.
      expect((await fetch(`${server.url}/`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
