// @vitest-environment node
import { DEFAULT_TOKEN_TTL_HOURS, systemClock, type Clock } from '@server/core';
import { resetMockBackend } from '@/mocks/backend';
import { authorizationSuite } from './authorization';
import { headlessWindow } from './support/im';

/**
 * The authorization matrix on the MSW host, under Node as the upload cases are (a multipart body
 * cannot pass MSW's interception in jsdom). The backend's clock runs ahead when the matrix asks.
 */
const ORIGIN = 'http://localhost';
let offset = 0;
const clock: Clock = { ...systemClock, now: () => Date.now() + offset };

authorizationSuite(
  {
    name: 'the MSW host',
    reset: async () => {
      offset = 0;
      resetMockBackend({ simulate: false, clock });
    },
    base: () => ORIGIN,
    socketBase: () => ORIGIN.replace(/^http/, 'ws'),
    pageUrl: () => `${ORIGIN}/chatQueue`,
    absolute: (path) => new URL(path, ORIGIN).toString(),
    window: headlessWindow,
    adapter: 'fetch',
    advanceTime: (ms) => void (offset += ms),
    tokenTtlMs: DEFAULT_TOKEN_TTL_HOURS * 3_600_000,
  },
  { http: true, im: false },
);
