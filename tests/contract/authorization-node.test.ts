// @vitest-environment node
import WebSocket from 'ws';
import { startTestServer, withoutMsw, type TestServer } from '@server/node/test-server';
import { authorizationSuite } from './authorization';
import { headlessWindow } from './support/im';

/** The authorization matrix on the reference server: a fresh server and SQLite file per row. */
withoutMsw();
beforeAll(() => void vi.stubGlobal('WebSocket', WebSocket));
afterAll(async () => {
  await server?.stop();
  vi.unstubAllGlobals();
});

let server: TestServer | undefined;
const current = () => {
  if (!server) throw new Error('the server has not started');
  return server;
};

authorizationSuite(
  {
    name: 'the Node server',
    async reset() {
      await server?.stop();
      server = await startTestServer({ simulate: false, logLevel: 'warn' });
    },
    base: () => current().url,
    socketBase: () => current().wsUrl,
    pageUrl: () => `${current().url}/chatQueue`,
    absolute: (path) => new URL(path, current().url).toString(),
    window: headlessWindow,
    adapter: 'fetch',
    advanceTime: (ms) => current().advanceTime(ms),
    get tokenTtlMs() {
      return current().config.tokenTtlMs;
    },
  },
  { http: true, im: true },
);
