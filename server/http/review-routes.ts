import type { Hono } from 'hono';
import { ownApi, reviewApi } from '@/lib/contract';
import type { WebchatCore } from '../core';
import { route } from './route';

/**
 * Message review (/review, designed; not shown in SPEC) and SPEC §7 spy-on. Every call needs an
 * engineer's token: none is 401, a visitor's is 403.
 *
 * The spy-on handler is registered here, before the visitor routes, so it is the one that runs
 * for POST /api/csc/session/spy (Hono runs the first handler registered for a path).
 */
export function reviewRoutes(app: Hono, core: WebchatCore) {
  const ms = (value: string | undefined) => (value === undefined ? undefined : Date.parse(value));

  route(app, reviewApi.filters, ({ token, locale }) => {
    core.reviewer(token);
    return core.reviewFilters(locale);
  });
  route(app, reviewApi.sessions, ({ token, query }) => {
    core.reviewer(token);
    return core.reviewSessions({ ...query, from: ms(query.from), to: ms(query.to) });
  });
  route(app, reviewApi.transcript, ({ token, query, params }) => {
    core.reviewer(token);
    return core.reviewTranscript(params.id ?? '', query);
  });
  route(app, ownApi.spyOn, ({ token, body }) => {
    core.whisper(core.reviewer(token), body);
    return null;
  });
}
