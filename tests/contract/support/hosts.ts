import WebSocket from 'ws';
import { DEFAULT_TOKEN_TTL_HOURS, systemClock, type Clock } from '@server/core';
import { startTestServer, withoutMsw, type TestServer } from '@server/node/test-server';
import { resetMockBackend } from '@/mocks/backend';
import type { AuthorizationHost } from '../authorization';
import { headlessWindow } from './im';
import { CONTRACT_IDENTITY_SECRETS, contractIdentitySecret } from './identity';

/**
 * The hosts the contract suites run on, each a ContractHost whose clock can move (tokens expire
 * by it). One place for each, so the contract and the authorization matrix meet the same host.
 */

/**
 * The reference server: a real HTTP server on an ephemeral port with its own SQLite file
 * (server/node/test-server.ts), started afresh for every case. Registers the file's hooks: MSW
 * off, and `ws` as the global WebSocket (Node 20 has none; the app's IM client takes the global).
 */
export function nodeServerHost(name: string): AuthorizationHost {
  let server: TestServer | undefined;
  const current = () => {
    if (!server) throw new Error('the server has not started');
    return server;
  };
  withoutMsw();
  beforeAll(() => void vi.stubGlobal('WebSocket', WebSocket));
  afterAll(async () => {
    await server?.stop();
    vi.unstubAllGlobals();
  });
  return {
    name,
    async reset() {
      await server?.stop();
      server = await startTestServer({
        simulate: false,
        logLevel: 'warn',
        identitySecrets: { ...CONTRACT_IDENTITY_SECRETS },
      });
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
  };
}

/** The in-memory backend's reset, with a clock the host can move forward. */
function mockReset() {
  let offset = 0;
  const clock: Clock = { ...systemClock, now: () => Date.now() + offset };
  return {
    reset: async () => {
      offset = 0;
      resetMockBackend({ simulate: false, clock, identitySecrets: contractIdentitySecret });
    },
    advanceTime: (ms: number) => void (offset += ms),
    tokenTtlMs: DEFAULT_TOKEN_TTL_HOURS * 3_600_000,
  };
}

/**
 * The MSW host under Node (a `@vitest-environment node` file): it answers an absolute origin, and
 * multipart bodies pass (in jsdom they cannot pass MSW's interception). No socket here.
 */
export function mswNodeHost(name: string): AuthorizationHost {
  const origin = 'http://localhost';
  return {
    name,
    ...mockReset(),
    base: () => origin,
    socketBase: () => origin.replace(/^http/, 'ws'),
    pageUrl: () => `${origin}/chatQueue`,
    absolute: (path) => new URL(path, origin).toString(),
    window: headlessWindow,
    adapter: 'fetch',
  };
}

/** The MSW host in jsdom: relative URLs and jsdom's WebSocket, which MSW intercepts. */
export function mswJsdomHost(name: string): AuthorizationHost {
  return {
    name,
    ...mockReset(),
    base: () => '',
    socketBase: () => `ws://${window.location.host}`,
    pageUrl: () => `${window.location.origin}/chatQueue`,
    absolute: (path) => new URL(path, window.location.href).toString(),
    window: () => window,
  };
}
