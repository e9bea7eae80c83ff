import type { Hono } from 'hono';
import { ownApi, reviewApi } from '@/lib/contract';
import type { WebchatCore } from '../core';
import { toHistorical } from '../wire/messages';
import * as view from '../wire/review-views';
import { serviceMetrics } from '../wire/metrics-views';
import type { SignInGuard } from './sign-in-guard';
import { route, transcriptOptions } from './route';

/**
 * Message review (/review, designed; not shown in SPEC) and SPEC §7 spy-on. Every call needs an
 * engineer's token: none is 401, a visitor's is 403.
 *
 * The spy-on handler is registered here, before the visitor routes, so it is the one that runs
 * for POST /api/csc/session/spy (Hono runs the first handler registered for a path).
 */
export function reviewRoutes(app: Hono, core: WebchatCore, guard: SignInGuard) {
  const ms = (value: string | undefined) => (value === undefined ? undefined : Date.parse(value));

  route(app, reviewApi.login, async ({ body, c }) => {
    const supervisor = await guard.throttle.attempt(
      `engineer:${body.account}`,
      guard.address(c),
      () => core.supervisorLogin(body.account, body.password),
    );
    return {
      token: supervisor.reviewToken ?? '',
      supervisor: { code: supervisor.code, name: supervisor.name },
    };
  });
  route(app, reviewApi.logout, async ({ token }) => {
    await core.supervisorLogout(await core.reviewer(token));
    return null;
  });
  route(app, reviewApi.filters, async ({ token, locale }) => {
    await core.reviewer(token);
    const filters = await core.reviewFilters(locale);
    return {
      engineers: filters.engineers.map(view.reviewEngineer),
      skills: filters.skills.map((p) => ({ queue_code: p.queueCode, name: p.name })),
    };
  });
  route(app, reviewApi.sessions, async ({ token, query }) => {
    await core.reviewer(token);
    const found = await core.reviewSessions({ ...query, from: ms(query.from), to: ms(query.to) });
    return {
      items: found.rows.map(view.reviewSessionRow),
      total: found.total,
      page: found.page,
      size: found.size,
    };
  });
  route(app, reviewApi.transcript, async ({ token, query, params }) => {
    const reviewer = await core.reviewer(token);
    const transcript = await core.reviewTranscript(params.id ?? '', { ...query, reviewer });
    return {
      session: view.reviewSessionRow(transcript.row),
      data: transcript.messages.map(toHistorical),
      has_more: transcript.hasMore,
      whispers: transcript.whispers.map(view.whisper),
    };
  });
  route(app, reviewApi.transcriptFile, async ({ token, query, params, locale, c }) =>
    core.reviewTranscriptFile(
      await core.reviewer(token),
      params.id ?? '',
      transcriptOptions(c, locale, query?.tz),
    ),
  );
  route(app, reviewApi.metrics, async ({ token, query }) => {
    await core.reviewer(token);
    const { tz, ...filter } = query;
    return serviceMetrics(
      await core.reviewMetrics({ ...filter, from: ms(filter.from), to: ms(filter.to) }, tz),
    );
  });
  route(app, reviewApi.audit, async ({ token, query }) => {
    await core.reviewer(token);
    const log = await core.auditLog(query);
    return {
      items: log.entries.map(view.auditEntry),
      total: log.total,
      page: log.page,
      size: log.size,
    };
  });
  route(app, ownApi.spyOn, async ({ token, body }) => {
    await core.whisper(await core.reviewer(token), {
      text: body.content,
      to: body.to,
      sessionId: body.sessionId,
    });
    return null;
  });
}
