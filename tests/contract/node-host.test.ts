// @vitest-environment node
import WebSocket from 'ws';
import { startTestServer, withoutMsw, type TestServer } from '@server/node/test-server';
import { contractSuite } from './contract.suite';
import { headlessWindow } from './support/im';

/**
 * The contract on the reference server: a real HTTP server on an ephemeral port with its own
 * SQLite file (server/node/test-server.ts), started afresh for every case. Node 20 has no
 * WebSocket; the app's IM client (partysocket) takes the global one, so `ws` stands in for it.
 */
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

contractSuite({
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
});
