import { makeCore, visitor } from '../testing/core-fixture';
import { createHttpApp } from './app';

/** The Hono app over a small support centre: E2 serves a live DT session. */
async function setup() {
  const { core } = await makeCore();
  const app = createHttpApp(core, { save: async () => '/uploads/x' });
  const v = await visitor(core);
  const sessionId = (await core.selectBigQueue(v, 'DT', 'webchat')).sessionId;
  await core.accept('E2', sessionId);
  await core.sendFromVisitor(v, { kind: 'Text', text: '屏幕闪烁' });
  // E1 supervises: its review sign-in's token (the console's opens no review).
  const engineer = (await core.supervisorLogin('e1', 'pw')).reviewToken ?? '';
  const call = async (path: string, token?: string, body?: unknown) => {
    const url = new URL(path, 'http://test');
    if (token) url.searchParams.set('token', token);
    const response = await app.fetch(
      new Request(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const json = (await response.json()) as {
      statusCode: number;
      message: { info: string };
      data: unknown;
    };
    return { status: response.status, ...json };
  };
  return { core, call, engineer, visitorToken: v.token, sessionId };
}

const LIST = '/api/csc/review/sessions';
const METRICS = '/api/csc/review/metrics';

describe('review routes', () => {
  it('answer an engineer with the contract envelope', async () => {
    const { call, engineer, sessionId } = await setup();
    const list = await call(`${LIST}?engineer=E2&keyword=闪烁&page=1&size=5`, engineer);
    expect(list).toMatchObject({ status: 200, statusCode: 200, data: { total: 1, size: 5 } });
    const transcript = await call(`${LIST}/${sessionId}`, engineer);
    expect(transcript).toMatchObject({ status: 200, data: { session: { id: sessionId } } });
    const filters = await call('/api/csc/review/filters', engineer);
    expect(filters.data).toMatchObject({ engineers: expect.any(Array), skills: expect.any(Array) });
    const metrics = await call(`${METRICS}?engineer=E2&keyword=闪烁&tz=UTC`, engineer);
    expect(metrics).toMatchObject({
      status: 200,
      data: {
        time_zone: 'UTC',
        total: { chats: 1, wait: { median_ms: 0 }, leave_messages: 0 },
        engineers: [{ key: 'E2', chats: 1 }],
      },
    });
  });

  it.each([
    ['a date that is not an instant', `${LIST}?from=2026-01-01`],
    ['an unknown state', `${LIST}?state=paused`],
    ['a page size over the limit', `${LIST}?size=101`],
    ['a page that is not a number', `${LIST}?page=two`],
    ['a keyword that is too long', `${LIST}?keyword=${'x'.repeat(101)}`],
    ['from after to', `${LIST}?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z`],
    ['a transcript size of 0', `${LIST}/s-1?size=0`],
    ['metrics over a time zone name too long', `${METRICS}?tz=${'x'.repeat(65)}`],
    ['metrics from after to', `${METRICS}?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z`],
  ])('answer 400 with a clear message for %s', async (_, path) => {
    const { call, engineer } = await setup();
    const response = await call(path, engineer);
    expect(response.status).toBe(400);
    expect(response.message.info).toMatch(/Invalid query|开始日期/);
  });

  it.each([
    ['the search', LIST],
    ['the filters', '/api/csc/review/filters'],
    ['a transcript', `${LIST}/any`],
    ['the metrics', METRICS],
  ])('refuse %s without a token (401) and with a visitor token (403)', async (_, path) => {
    const { call, visitorToken } = await setup();
    expect((await call(path)).status).toBe(401);
    expect((await call(path, visitorToken)).status).toBe(403);
  });

  it('answer 404 for a session that does not exist', async () => {
    const { call, engineer } = await setup();
    expect((await call(`${LIST}/missing`, engineer)).status).toBe(404);
  });
});

describe('spy-on route (SPEC §7: content, to, sessionId)', () => {
  it('delivers the whisper for an engineer and refuses visitors and bad bodies', async () => {
    const { core, call, engineer, visitorToken, sessionId } = await setup();
    const spy = '/api/csc/session/spy';
    const body = { content: '注意语气', to: 'E2', sessionId };
    expect((await call(spy, undefined, body)).status).toBe(401);
    expect((await call(spy, visitorToken, body)).status).toBe(403);
    expect((await call(spy, engineer, { content: 1, to: 'E2', sessionId })).status).toBe(400);
    expect((await call(spy, engineer, { ...body, to: 'E1' })).status).toBe(409);
    expect(await call(spy, engineer, body)).toMatchObject({ status: 200, statusCode: 200 });
    expect((await core.reviewTranscript(sessionId)).whispers).toEqual([
      expect.objectContaining({ text: '注意语气', fromCode: 'E1', to: 'E2' }),
    ]);
  });
});
