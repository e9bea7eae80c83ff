import type { IncomingMessage } from 'node:http';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { Redis } from 'ioredis';
import type { WebchatCore } from '../../core';
import { createHttpApp } from '../../http/app';
import { fail, type LinkEnv } from '../../http/route';
import type { SignInOptions } from '../../http/sign-in-routes';
import { demoUserCentre } from '../../http/user-centre';
import { memoryStore } from '../../http/rate-limits';
import { redisStore } from '../cluster/redis-limits';
import { redisLoginThrottle } from '../cluster/redis-throttle';
import type { ServerConfig } from '../config';
import { httpLimits } from './http-limits';
import { redactUrl, type Logger } from '../logger';
import { BROKEN, readBodyText, TOO_LARGE } from './request-body';
import { securityHeaders } from './security-headers';
import { staticRoutes } from './static-files';
import { uploadRoutes } from '../uploads/upload-routes';
import { httpUserCentre } from '../outbound/user-centre-client';
import type { Uploads } from '../uploads/upload-sink';

/** What @hono/node-server hands a request, and the JSON body this host read from it. */
interface NodeEnv {
  incoming?: IncomingMessage;
  body?: string;
}

/** The contract's paths (SPEC §7): the own API, case uploads, the user center, video settings. */
export const API_PREFIXES = ['/api/*', '/v2/*', '/cubevcaapi/*'];
const UPLOAD_CALLS = /^\/api\/(csc\/upload\/|wb\/case\/up)/;

function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const quiet = status < 400 && !/^\/(api|v2|cubevcaapi)\//.test(c.req.path);
    logger[status >= 500 ? 'error' : quiet ? 'debug' : 'info'](
      {
        req: { method: c.req.method, url: redactUrl(c.req.url.replace(/^https?:\/\/[^/]+/, '')) },
        res: { status },
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'http',
    );
  };
}

/**
 * An API answer with its Content-Length, so that the compress middleware leaves the small ones
 * (most answers are a few hundred bytes of JSON) as they are: gzip through a CompressionStream
 * cost 13 % of the server's CPU under load and saved a phone nothing it would notice. Answers
 * of a kilobyte or more (history pages, article lists) are still compressed.
 */
async function withLength(response: Response): Promise<Response> {
  // Headers first: reading `body` turns @hono/node-server's lightweight answer (written straight
  // to the socket) into a web Response streamed out, 14 % of the CPU of a send under load.
  if (response.headers.has('Content-Length') || !response.body) return response;
  const body = await response.arrayBuffer();
  const headers = new Headers(response.headers);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The unified login asks the user centre at USER_CENTER_URL; without one, a demo's stand-in
 * answers, and production has no unified login (it says so). The stand-in's own sign-in calls
 * exist only in a demo (#37 item 3).
 */
function signInOptions(config: ServerConfig): SignInOptions {
  const { userCenterUrl } = config.outbound;
  return {
    userCentre: userCenterUrl
      ? httpUserCentre(userCenterUrl)
      : config.demoAccounts
        ? demoUserCentre
        : undefined,
    demoUserCentre: config.demoAccounts,
  };
}

/**
 * Everything the Node host answers over HTTP: the contract's API (the same Hono app the mocks
 * run, with body limits in front), uploaded files, and the built client; security headers and
 * a log line on every response.
 */
export function createServerApp(deps: {
  core: WebchatCore;
  uploads: Uploads;
  config: ServerConfig;
  logger: Logger;
  /** A cluster's Redis: the nodes count rate limits and sign-in attempts together there. */
  redis?: Redis;
}): Hono {
  const { core, uploads, config, logger, redis } = deps;
  // Every limit counted in one place: this node's memory, or the cluster's Redis.
  const limitStore = redis ? redisStore(redis) : memoryStore;
  const api = createHttpApp(core, uploads.sink, {
    trustProxy: config.trustProxy,
    hostBody: (c) => (c.env as NodeEnv | undefined)?.body,
    abuse: config.abuse,
    sends: { perMinute: config.limits.writesPerMinute },
    limitStore,
    signIn: signInOptions(config),
    ...(redis && {
      throttle: () =>
        redisLoginThrottle(redis, () => core.ctx.clock.now(), {
          onError: (err) => logger.warn({ err }, 'sign-in throttle: Redis did not answer'),
        }),
    }),
  });
  // The shared app logs with console.error; here failures go to the structured log.
  api.onError((error, c) => {
    logger.error({ err: error, req: { method: c.req.method, url: redactUrl(c.req.path) } }, 'api');
    return fail(c, 500, '服务器内部错误', { code: 'server_error' });
  });

  const app = new Hono();
  // For a load balancer (the cluster's proxy): up when the database answers. Before the
  // request log, which would otherwise log every probe.
  app.get('/healthz', async (c) => {
    try {
      await core.ctx.store.meta.get('seeded_at');
      return c.json({ ok: true });
    } catch {
      return c.json({ ok: false }, 503);
    }
  });
  app.use(requestLog(logger));
  app.use(securityHeaders(config.embedOrigins, config.basePath));
  app.use(compress());

  const refuseTooLarge = (c: Context, limit: number) => {
    // The rest of the body is never read: the client must not reuse this connection.
    c.header('Connection', 'close');
    const kb = Math.round(limit / 1024);
    return fail(c, 413, `请求内容过大（上限 ${kb}KB）`, {
      code: 'request_too_large',
      values: { kb },
    });
  };
  const tooLarge = (limit: number) =>
    bodyLimit({ maxSize: limit, onError: (c) => refuseTooLarge(c, limit) });
  // Multipart carries a little more than the file: boundaries and part headers.
  const uploadLimit = tooLarge(config.maxUploadBytes + 64 * 1024);
  const jsonLimit = tooLarge(config.maxJsonBytes);
  const rateLimits = httpLimits(config.limits, config.trustProxy, limitStore);
  // Links in transcripts (#37): PUBLIC_URL; without it the request's origin only in the demo,
  // where the Host header is the visitor's own, and relative links otherwise: a mail the
  // centre sends must not point wherever a client's Host header said.
  const linkOrigin = (c: Context): string | null =>
    config.publicUrl ?? (config.demoAccounts ? new URL(c.req.url).origin : null);
  // With the connection's env: the shared app reads the client's address from it.
  const forward = async (c: Context, env: NodeEnv | undefined) =>
    withLength(await api.fetch(c.req.raw, { ...env, linkOrigin: linkOrigin(c) } satisfies LinkEnv));
  for (const prefix of API_PREFIXES) {
    app.all(
      prefix,
      rateLimits,
      async (c, next) => {
        if (UPLOAD_CALLS.test(c.req.path)) return uploadLimit(c, next);
        const env = c.env as NodeEnv | undefined;
        if (!env?.incoming || c.req.method === 'GET' || c.req.method === 'HEAD')
          return jsonLimit(c, next);
        // A JSON call's body, read from the socket and handed over as text (request-body.ts).
        const body = await readBodyText(env.incoming, config.maxJsonBytes);
        if (body === TOO_LARGE) return refuseTooLarge(c, config.maxJsonBytes);
        if (body === BROKEN) {
          c.header('Connection', 'close');
          return fail(c, 400, 'Invalid body: incomplete', { code: 'invalid_request' });
        }
        return forward(c, { ...env, body });
      },
      async (c) => forward(c, c.env as NodeEnv | undefined),
    );
  }
  uploadRoutes(app, uploads);
  staticRoutes(app, {
    distDir: config.distDir,
    basePath: config.basePath,
    embedOrigins: config.embedOrigins,
  });
  app.notFound((c) => c.text('Not found', 404));
  app.onError((error, c) => {
    logger.error({ err: error, req: { method: c.req.method, url: redactUrl(c.req.path) } }, 'http');
    return c.text('Internal Server Error', 500);
  });
  return app;
}
