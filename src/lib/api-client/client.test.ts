import { AxiosError } from 'axios';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { ownApi, userCenterApi } from '../contract';
import { createI18n } from '../i18n';
import { ApiError } from './api-error';
import { createApiClient, stripEmptyProjectId, TIMEOUTS } from './client';
import { createPrefetch } from './prefetch';
import { errorMessage } from './error-message';

const ok = (data: unknown) =>
  HttpResponse.json({ statusCode: 200, message: { info: 'Success' }, data });
const client = (token = 'tok-1', tokenMode: 'query' | 'header' = 'query') =>
  createApiClient({ getToken: () => token, tokenMode });
const t = createI18n().t;

describe('API client (SPEC §7 shared client rules)', () => {
  it('sends JSON utf-8 and the token as a query parameter', async () => {
    let seen: { url: URL; type: string | null; body: unknown } | undefined;
    server.use(
      http.post('/api/csc/queue/selectBigQueue', async ({ request }) => {
        seen = {
          url: new URL(request.url),
          type: request.headers.get('content-type'),
          body: await request.json(),
        };
        return ok({ position: 3 });
      }),
    );
    await expect(
      client().call(ownApi.selectBigQueue, {
        body: { token: 'tok-1', queue_code: 'NB', pathway: 'webchat', project_id: 'Legion' },
      }),
    ).resolves.toEqual({ position: 3 });
    expect(seen?.type).toBe('application/json;charset=utf-8');
    expect(seen?.url.searchParams.get('token')).toBe('tok-1');
    expect(seen?.body).toMatchObject({ queue_code: 'NB', project_id: 'Legion' });
  });

  it('leaves the token out when noToken, but keeps it when an openid parameter is present', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      http.get('/api/csc/robot/close', ({ request }) => {
        tokens.push(new URL(request.url).searchParams.get('token'));
        return ok(null);
      }),
    );
    await client().call(ownApi.robotClose, { query: { channel: 'webchat' }, noToken: true });
    await client().call(ownApi.robotClose, {
      query: { channel: 'webchat', openid: 'o1' },
      noToken: true,
    });
    await client().call(ownApi.robotClose, { query: { channel: 'webchat' } });
    expect(tokens).toEqual([null, 'tok-1', 'tok-1']);
  });

  /** Where the next company call carries its token. */
  function tokenPlace() {
    const seen: { auth?: string | null; token?: string | null } = {};
    server.use(
      http.get('/api/csc/webchat/company', ({ request }) => {
        seen.auth = request.headers.get('authorization');
        seen.token = new URL(request.url).searchParams.get('token');
        return ok({ company_name: '联想' });
      }),
    );
    return seen;
  }

  it('can send the token in an Authorization header instead of the URL', async () => {
    const seen = tokenPlace();
    await client('secret', 'header').call(ownApi.company);
    expect(seen).toEqual({ auth: 'Bearer secret', token: null });
  });

  it('follows VITE_TOKEN_MODE when it is not told: every client of the app alike', async () => {
    const seen = tokenPlace();
    vi.stubEnv('VITE_TOKEN_MODE', 'header');
    vi.resetModules();
    try {
      const fresh = await import('./client');
      await fresh.createApiClient({ getToken: () => 'secret' }).call(ownApi.company);
      expect(seen).toEqual({ auth: 'Bearer secret', token: null });
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it('rejects a statusCode other than 200 with the nested message info', async () => {
    server.use(
      http.post('/api/csc/queue/selectBigQueue', () =>
        HttpResponse.json({
          statusCode: 500,
          message: { info: '当前技能组不在服务时间' },
          data: null,
        }),
      ),
    );
    const failure = client().call(ownApi.selectBigQueue, {
      body: { token: 't', queue_code: 'NB', pathway: 'webchat' },
    });
    await expect(failure).rejects.toMatchObject({ code: 'status', info: '当前技能组不在服务时间' });
  });

  it('does not check statusCode for doNotCheck calls', async () => {
    server.use(
      http.get('/api/csc/ucenter/currentStatus', () =>
        HttpResponse.json({ statusCode: 404, data: { status: 'idle' } }),
      ),
    );
    await expect(client().call(ownApi.currentStatus)).resolves.toEqual({ status: 'idle' });
  });

  it('rejects an HTTP error with message.info, else the response data, and keeps 422', async () => {
    server.use(
      http.post('/api/csc/queue/selectPersonal', () =>
        HttpResponse.json({ statusCode: 422, message: { info: '工程师忙碌' } }, { status: 422 }),
      ),
      http.get('/api/csc/webchat/company', () => HttpResponse.text('Bad Gateway', { status: 502 })),
    );
    await expect(
      client().call(ownApi.selectPersonal, {
        body: { token: 't', queue_code: 'NB', pathway: 'webchat', engineer_code: 'E1' },
      }),
    ).rejects.toMatchObject({ code: 'http', status: 422, info: '工程师忙碌' });
    await expect(client().call(ownApi.company)).rejects.toMatchObject({
      code: 'http',
      status: 502,
      info: 'Bad Gateway',
    });
  });

  it("reports a dropped connection as 'Network Error'", async () => {
    server.use(http.get('/api/csc/webchat/company', () => HttpResponse.error()));
    const failure = client().call(ownApi.company);
    await expect(failure).rejects.toMatchObject({ code: 'network', message: 'Network Error' });
    expect(t(errorMessage(await failure.catch((e: unknown) => e)).key)).toBe(
      '网络错误，请检查网络连接',
    );
  });

  it('turns a malformed response into a typed schema error and the catalogue message', async () => {
    server.use(
      http.post('/api/csc/core/webchat/main', () =>
        HttpResponse.json({ statusCode: 200, data: { messageID: 42 } }),
      ),
      http.get('/api/csc/webchat/company', () => HttpResponse.text('<html>maintenance</html>')),
    );
    const send = client().call(ownApi.send, {
      body: { token: 't', message_body: { MsgType: 'text', Content: 'hi', CreateTime: 1 } },
    });
    const error = await send.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'schema' });
    expect((error as ApiError).message).toContain('data.messageID: expected string');
    const msg = errorMessage(error);
    expect(t(msg.key, msg.values as never)).toBe('服务器返回的数据格式不正确');
    await expect(client().call(ownApi.company)).rejects.toMatchObject({ code: 'schema' });
  });

  it('refuses to send a request that breaks the contract', async () => {
    await expect(
      client().call(ownApi.selectBigQueue, { body: { token: 't' } as never }),
    ).rejects.toMatchObject({
      code: 'schema',
      message: expect.stringContaining('body.queue_code'),
    });
  });

  it('removes an empty project_id from the body and from message_body', async () => {
    let body: unknown;
    server.use(
      http.post('/api/csc/core/webchat/main', async ({ request }) => {
        body = await request.json();
        return ok({ messageID: 'm1' });
      }),
    );
    await client().call(ownApi.send, {
      body: {
        project_id: '',
        token: 't',
        message_body: { project_id: '', MsgType: 'text', Content: '你好', CreateTime: 1 },
      },
    });
    expect(body).toEqual({
      token: 't',
      message_body: { MsgType: 'text', Content: '你好', CreateTime: 1 },
    });
    expect(stripEmptyProjectId({ project_id: 'P', a: 1 })).toEqual({ project_id: 'P', a: 1 });
  });

  it('uses 20 s for API calls and 60 s for login and uploads (SPEC §9)', async () => {
    expect(TIMEOUTS).toEqual({ api: 20000, login: 60000, upload: 60000 });
    const timeouts: Record<string, number | undefined> = {};
    const c = createApiClient({
      axiosInstance: {
        request: (config: { url: string; timeout?: number }) => {
          timeouts[config.url] = config.timeout;
          return Promise.resolve({
            status: 200,
            data: {
              statusCode: 200,
              data: { cube_uid: 'u', token: 't', url: 'u', company_name: 'c' },
            },
          });
        },
      } as never,
    });
    await c.call(ownApi.company);
    await c.call(ownApi.loginAnon);
    await c.call(ownApi.uploadFile, { body: new FormData() });
    expect(timeouts).toEqual({
      '/api/csc/webchat/company': 20000,
      '/api/csc/login/anon': 60000,
      '/api/csc/upload/file': 60000,
    });
  });

  it('maps a timeout (ECONNABORTED) to the timeout error', async () => {
    const c = createApiClient({
      axiosInstance: {
        request: () =>
          Promise.reject(new AxiosError('timeout of 20000ms exceeded', 'ECONNABORTED')),
      } as never,
    });
    await expect(c.call(ownApi.company)).rejects.toMatchObject({
      code: 'timeout',
      message: 'timeout of 20000ms exceeded',
    });
  });

  it('calls the user center with credentials and its versioned accept header', async () => {
    let accept: string | null = null;
    server.use(
      http.post('/v2/login/status', ({ request }) => {
        accept = request.headers.get('accept');
        return ok({ logged_in: false });
      }),
    );
    await client().call(userCenterApi.status, { body: {} });
    expect(accept).toBe('application/vnd.usercenter.v2+json');
  });

  it('gives each call a task of its own where the browser has scheduler.yield', async () => {
    const sent: string[] = [];
    server.use(
      http.post('/v2/login/status', () => {
        sent.push('status');
        return ok({ logged_in: false });
      }),
    );
    let resume = () => undefined as void;
    const yielded = vi.fn(() => new Promise<void>((r) => (resume = r)));
    vi.stubGlobal('scheduler', { yield: yielded });
    try {
      const call = client().call(userCenterApi.status, { body: {} });
      await vi.waitFor(() => expect(yielded).toHaveBeenCalledOnce());
      await new Promise((r) => setTimeout(r, 20));
      // Nothing leaves before the browser has had its turn.
      expect(sent).toEqual([]);
      resume();
      await expect(call).resolves.toEqual({ logged_in: false });
      expect(sent).toEqual(['status']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('API client with prefetched answers', () => {
  const rules = { projects: true };
  const answer = (status: number, body: unknown) =>
    createPrefetch({
      fetch: async () => new Response(JSON.stringify(body), { status }),
    });

  it('takes the answer of the same request, checked as its own, and asks nothing', async () => {
    let asked = 0;
    server.use(
      http.get('/api/csc/ucenter/customer_rules', () => {
        asked += 1;
        return ok(rules);
      }),
    );
    const prefetched = answer(200, { statusCode: 200, message: { info: 'Success' }, data: rules });
    prefetched.send('GET', ownApi.customerRules.path, { project_id: 'Legion' }, 1000);
    const api = createApiClient({ getToken: () => undefined, prefetched });
    await expect(
      api.call(ownApi.customerRules, { query: { project_id: 'Legion' } }),
    ).resolves.toEqual(rules);
    expect(asked).toBe(0);
    // Taken once: the next call asks the server.
    await api.call(ownApi.customerRules, { query: { project_id: 'Legion' } });
    expect(asked).toBe(1);
  });

  it('turns a prefetched refusal into the same error a fetched one gives', async () => {
    const prefetched = answer(500, { message: { info: '服务器错误' } });
    prefetched.send('POST', ownApi.loginAnon.path, { project_id: 'P' }, 1000);
    const api = createApiClient({ getToken: () => undefined, prefetched });
    const error = await api
      .call(ownApi.loginAnon, { query: { project_id: 'P' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'http', status: 500, message: '服务器错误' });
  });

  it('asks again itself when the early request got no answer', async () => {
    server.use(http.post('/api/csc/login/anon', () => ok({ cube_uid: 'u', token: 't' })));
    const prefetched = createPrefetch({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    prefetched.send('POST', ownApi.loginAnon.path, {}, 1000);
    const api = createApiClient({ getToken: () => undefined, prefetched });
    await expect(api.call(ownApi.loginAnon)).resolves.toEqual({ cube_uid: 'u', token: 't' });
  });

  it('takes an answer for a token only when the page sent that token', async () => {
    server.use(http.get('/api/csc/ucenter/customer_rules', () => ok(rules)));
    const early = { statusCode: 200, data: { projects: false } };
    const prefetched = answer(200, early);
    prefetched.send('GET', ownApi.customerRules.path, {}, 1000);
    prefetched.send('GET', ownApi.customerRules.path, { token: 'other' }, 1000);
    const api = createApiClient({ getToken: () => 'tok', prefetched });
    await expect(api.call(ownApi.customerRules)).resolves.toEqual(rules);
    prefetched.send('GET', ownApi.customerRules.path, { token: 'tok' }, 1000);
    await expect(api.call(ownApi.customerRules)).resolves.toEqual({ projects: false });
    // In header mode the token is no query parameter: nothing the page sent matches.
    prefetched.send('GET', ownApi.customerRules.path, {}, 1000);
    const headerApi = createApiClient({ getToken: () => 'tok', tokenMode: 'header', prefetched });
    await expect(headerApi.call(ownApi.customerRules)).resolves.toEqual(rules);
  });
});

describe('API client with a prefetched request that timed out', () => {
  it('fails the call with a timeout, as its own request would', async () => {
    const prefetched = createPrefetch({
      fetch: async () => {
        throw new DOMException('signal timed out', 'TimeoutError');
      },
    });
    prefetched.send('POST', ownApi.loginAnon.path, {}, 1000);
    const api = createApiClient({ getToken: () => undefined, prefetched });
    await expect(api.call(ownApi.loginAnon)).rejects.toMatchObject({ code: 'timeout' });
  });
});
