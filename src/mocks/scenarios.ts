import { http, HttpResponse, type RequestHandler } from 'msw';
import { mockBackend } from './backend';
import { setScenarios, type Scenario } from './scenario-state';
import { holdRequest } from './held-requests';

const API = ['/api/csc/*', '/api/wb/*', '/cubevcaapi/*', '/v2/*'];
const envelope = (statusCode: number, info: string) => ({
  statusCode,
  message: { info },
  data: null,
});
const everyApi = (resolver: Parameters<typeof http.all>[1]) =>
  API.map((path) => http.all(path, resolver));

/** Handler overrides for one scenario; MSW uses the newest matching handler first. */
export function scenarioHandlers(name: Scenario): RequestHandler[] {
  switch (name) {
    case 'slow-network':
      return everyApi(async ({ requestId }) => {
        await holdRequest(requestId, 3000);
        return undefined; // fall through to the happy path, three seconds late
      });
    case 'http-500':
      return everyApi(() => HttpResponse.json(envelope(500, '服务器内部错误'), { status: 500 }));
    case 'status-error':
      return everyApi(() => HttpResponse.json(envelope(500, '系统繁忙，请稍后再试')));
    case 'timeout':
      return everyApi(async ({ requestId }) => {
        await holdRequest(requestId);
        return undefined;
      });
    case 'personal-422':
      return [
        http.post('/api/csc/queue/selectPersonal', () =>
          HttpResponse.json(envelope(422, '该工程师当前无法接待'), { status: 422 }),
        ),
      ];
    case 'queue-failure':
      return [
        http.post('/api/csc/queue/selectBigQueue', () =>
          HttpResponse.json(envelope(1001, '当前排队人数过多，请稍后再试')),
        ),
      ];
    case 'upload-failure':
      return ['/api/csc/upload/*', '/api/wb/case/up'].map((path) =>
        http.post(path, () => HttpResponse.json(envelope(500, '上传失败'), { status: 500 })),
      );
    case 'invalid-identity':
      return ['/api/csc/login', '/api/csc/login/anon', '/api/csc/ucenter/userSig'].map((path) =>
        http.all(path, () => HttpResponse.json(envelope(401, '非法身份'), { status: 401 })),
      );
    case 'maintenance':
      // In turn before the page's first call reads it (the in-browser store runs units in order).
      mockBackend()
        .core.setMaintenance(
          true,
          '系统将于今晚 23:00-24:00 进行升级维护，期间在线客服可能无法使用。',
        )
        .catch((error: unknown) => console.error(error));
      return [];
    case 'empty-history':
      return [
        http.get('/api/csc/session/c/sessionList', () =>
          HttpResponse.json({ statusCode: 200, message: { info: 'Success' }, data: [] }),
        ),
      ];
    case 'im-disconnect':
    case 'kickoff':
    case 'no-session-message':
    case 'unknown-message-type':
      return []; // socket-side: see im-socket.ts
  }
}

/** Switches scenarios on for a worker or a server: one call in tests, stories and the demo. */
export function enableScenarios(
  target: { use(...handlers: RequestHandler[]): void },
  names: readonly Scenario[],
): void {
  setScenarios(names);
  target.use(...names.flatMap(scenarioHandlers));
}
