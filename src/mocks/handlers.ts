import type { RequestHandler } from 'msw';

/**
 * The default (happy-path) handlers. The domain core and the /api/csc and IM handlers arrive
 * with the mocks issue; tests add per-test overrides with server.use().
 */
export const handlers: RequestHandler[] = [];
