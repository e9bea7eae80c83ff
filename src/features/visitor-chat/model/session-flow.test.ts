import { http, HttpResponse } from 'msw';
import { createApiClient } from '@/lib/api-client';
import { ownApi } from '@/lib/contract';
import { server } from '@/mocks/node';
import { enableScenarios } from '@/mocks/scenarios';
import { zhCN } from '@/lib/i18n/locales/zh-CN';
import { startByType, type FlowDeps } from './session-flow';

async function deps(
  overrides: Partial<FlowDeps> = {},
): Promise<FlowDeps & { waits: number[]; warnings: string[] }> {
  const login = await createApiClient().call(ownApi.loginAnon);
  const waits: number[] = [];
  const warnings: string[] = [];
  return {
    api: createApiClient({ getToken: () => login.token }),
    token: login.token,
    channel: 'webchat',
    wait: async (ms) => void waits.push(ms),
    warn: (text) => void warnings.push(text),
    personalUnavailable: () => zhCN.errors.catalogue.personal_unavailable,
    waits,
    warnings,
    ...overrides,
  };
}

describe('session start by type (SPEC §4)', () => {
  it('1 starts the robot', async () => {
    const d = await deps();
    await expect(startByType(d, 1)).resolves.toMatchObject({
      kind: 'robot',
      sessionId: expect.any(String),
    });
    expect(d.waits).toEqual([]);
  });

  it('2 closes the robot, waits 500 ms, joins the big queue for the skill', async () => {
    const d = await deps();
    const calls: string[] = [];
    server.events.on(
      'request:start',
      ({ request }) => void calls.push(new URL(request.url).pathname),
    );
    await startByType(d, 1);
    const outcome = await startByType(d, 2, { queueCode: 'NB' });
    server.events.removeAllListeners();
    expect(outcome).toMatchObject({ kind: 'queued', position: 1, waiting: 1 });
    expect(d.waits).toEqual([500]);
    expect(calls.slice(-2)).toEqual(['/api/csc/robot/close', '/api/csc/queue/selectBigQueue']);
  });

  it('2 warns with message.info when the queue refuses', async () => {
    enableScenarios(server, ['queue-failure']);
    const d = await deps();
    // The transfer closed the robot's conversation: the robot takes the visitor back.
    await expect(startByType(d, 2, { queueCode: 'NB' })).resolves.toEqual({
      kind: 'robot-restarted',
      sessionId: expect.any(String),
    });
    expect(d.warnings).toEqual(['当前排队人数过多，请稍后再试']);
  });

  it('2 warns with the error text when the call fails without info', async () => {
    const d = await deps();
    server.use(http.post('/api/csc/queue/selectBigQueue', () => HttpResponse.error()));
    // No answer: the visitor may be queued, so the robot does not start over them.
    await expect(startByType(d, 2, { queueCode: 'NB' })).resolves.toEqual({ kind: 'failed' });
    expect(d.warnings).toEqual(['Network Error']);
  });

  it('3 selects the personal engineer after 500 ms, and restarts the robot on 422', async () => {
    const d = await deps();
    await expect(
      startByType(d, 3, { queueCode: 'NB', engineerCode: 'E1001' }),
    ).resolves.toMatchObject({ kind: 'queued' });
    expect(d.waits).toEqual([500]);
    enableScenarios(server, ['personal-422']);
    const other = await deps();
    await expect(
      startByType(other, 3, { queueCode: 'NB', engineerCode: 'E1001' }),
    ).resolves.toMatchObject({
      kind: 'robot-restarted',
    });
    // SPEC §8's words for it.
    expect(other.warnings).toEqual(['该工程师暂时无法接待，已为您转回智能助手']);
  });

  it('uses the real 500 ms when no wait is injected', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const d = await deps({ wait: undefined });
    let joinedAt = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/selectBigQueue')) joinedAt = Date.now();
    });
    const startedAt = Date.now();
    const outcome = startByType(d, 2, { queueCode: 'NB' });
    await vi.advanceTimersByTimeAsync(500);
    await expect(outcome).resolves.toMatchObject({ kind: 'queued' });
    server.events.removeAllListeners();
    // On the fake clock: the queue was asked once 500 ms had passed, not before.
    expect(joinedAt - startedAt).toBeGreaterThanOrEqual(500);
  });

  it('sends the pre-chat answers with the transfer', async () => {
    const d = await deps();
    let body: unknown;
    server.use(
      http.post('/api/csc/queue/selectBigQueue', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ statusCode: 200, message: { info: 'ok' }, data: null });
      }),
    );
    await startByType(d, 2, { queueCode: 'NB', preChat: { name: '张三', phone: '13800138000' } });
    expect(body).toMatchObject({
      queue_code: 'NB',
      pre_chat: { name: '张三', phone: '13800138000' },
    });
  });

  it.each([
    [
      'no_engineer_online',
      'leaveMessage',
      '当前技能组暂无工程师在线，您可以留言，我们会尽快联系您',
    ],
    ['out_of_hours', 'leaveMessage', '当前为非服务时间，您可以留言，我们会尽快联系您'],
    ['pre_chat_required', 'preChat', '请先填写必填信息'],
  ])(
    '2 refused with %s offers the %s form in the server’s words, not a warning',
    async (code, form, info) => {
      const offers: unknown[] = [];
      const d = await deps({ offer: (refusal) => void offers.push(refusal) });
      server.use(
        http.post('/api/csc/queue/selectBigQueue', () =>
          HttpResponse.json({ statusCode: 1001, message: { info, code }, data: null }),
        ),
      );
      await expect(startByType(d, 2, { queueCode: 'NB' })).resolves.toMatchObject({
        kind: 'robot-restarted',
      });
      expect(d.warnings).toEqual([]);
      expect(offers).toEqual([{ code, form, text: info }]);
    },
  );

  it('2 refused for nobody online still warns when the screen offers no form', async () => {
    const d = await deps();
    server.use(
      http.post('/api/csc/queue/selectBigQueue', () =>
        HttpResponse.json({
          statusCode: 1001,
          message: { info: '当前为非服务时间', code: 'out_of_hours' },
          data: null,
        }),
      ),
    );
    await startByType(d, 2, { queueCode: 'NB' });
    expect(d.warnings).toHaveLength(1);
  });
});
