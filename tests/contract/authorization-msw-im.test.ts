import { DEFAULT_TOKEN_TTL_HOURS, systemClock, type Clock } from '@server/core';
import { resetMockBackend } from '@/mocks/backend';
import { authorizationSuite } from './authorization';

/**
 * The IM half of the authorization matrix on the MSW host, in jsdom, whose WebSocket MSW
 * intercepts (the HTTP half runs under Node: authorization-msw.test.ts).
 */
let offset = 0;
const clock: Clock = { ...systemClock, now: () => Date.now() + offset };

authorizationSuite(
  {
    name: 'the MSW host (IM)',
    reset: async () => {
      offset = 0;
      resetMockBackend({ simulate: false, clock });
    },
    base: () => '',
    socketBase: () => `ws://${window.location.host}`,
    pageUrl: () => `${window.location.origin}/chatQueue`,
    absolute: (path) => new URL(path, window.location.href).toString(),
    window: () => window,
    advanceTime: (ms) => void (offset += ms),
    tokenTtlMs: DEFAULT_TOKEN_TTL_HOURS * 3_600_000,
  },
  { http: false, im: true },
);
