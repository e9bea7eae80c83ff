import { Hono, type Context } from 'hono';
import type { UploadSink, WebchatCore } from '../core';
import { abuseCaps, DEFAULT_ABUSE_LIMITS, type AbuseLimits } from './abuse-limits';
import { clientAddress } from './client-address';
import { consoleRoutes } from './console-routes';
import { createCodeLimit } from './code-limit';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';
import { projectRoutes } from './project-routes';
import { fail } from './route';
import { reviewRoutes } from './review-routes';
import { memoryStore, type LimiterStore } from './rate-limits';
import { createSendLimit, SEND_ALLOWANCE, type SendAllowance } from './send-limit';
import { uploadRoutes } from './uploads';
import type { SignInGuard } from './sign-in-guard';
import { signInRoutes, type SignInOptions } from './sign-in-routes';
import { visitorRoutes } from './visitor-routes';

export interface HttpAppOptions {
  /** Read the client's address from X-Forwarded-For (behind a proxy you run). */
  trustProxy?: boolean;
  /** What one sender may post (send-limit.ts). @default SEND_ALLOWANCE */
  sends?: Partial<SendAllowance>;
  /** Caps on short messages and left messages (#37 item 6). @default DEFAULT_ABUSE_LIMITS */
  abuse?: Partial<AbuseLimits>;
  /**
   * Where sends, those caps and one-time codes are counted (rate-limits.ts): this process's
   * memory unless a cluster counts them together in Redis.
   */
  limitStore?: LimiterStore;
  /** Where sign-in attempts are counted: in this process unless a cluster counts them in Redis. */
  throttle?: () => LoginThrottle;
  /** The user centre and its demo stand-in (sign-in-routes.ts). @default the unified login off */
  signIn?: SignInOptions;
  /**
   * A JSON call's body as the host has read it already, when it reads bodies its own faster way
   * (the Node host, from the socket); undefined to read it from the request as usual.
   */
  hostBody?: (c: Context) => string | undefined;
}

/**
 * The HTTP face of the core: every call of the contract, validated, in one Hono app that MSW
 * hosts in the browser and in tests, and Node hosts in the reference server.
 */
export function createHttpApp(
  core: WebchatCore,
  uploads: UploadSink,
  options: HttpAppOptions = {},
): Hono {
  const app = new Hono();
  const now = () => core.ctx.clock.now();
  const store = options.limitStore ?? memoryStore;
  const guard: SignInGuard = {
    throttle: options.throttle?.() ?? createLoginThrottle(now),
    codes: createCodeLimit(store),
    address: (c) => clientAddress(c, options.trustProxy),
  };
  const sends = { ...SEND_ALLOWANCE, ...options.sends };
  const { hostBody } = options;
  if (hostBody)
    app.use(async (c, next) => {
      const text = hostBody(c);
      // c.req.json() and c.req.text() answer from this cache: the request's own body is not read.
      // (Hono keeps promises there; its type names the values.)
      if (text !== undefined)
        (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(text);
      await next();
    });
  const caps = abuseCaps({ ...DEFAULT_ABUSE_LIMITS, ...options.abuse }, store);
  signInRoutes(app, core, guard, options.signIn ?? {});
  visitorRoutes(app, core, guard, createSendLimit('visitor', sends, store), caps);
  reviewRoutes(app, core, guard);
  consoleRoutes(app, core, guard, createSendLimit('engineer', sends, store), caps);
  uploadRoutes(app, core, uploads);
  projectRoutes(app, core);
  app.notFound((c) =>
    fail(c, 404, `No such call: ${c.req.method} ${new URL(c.req.url).pathname}`, {
      code: 'unknown_call',
    }),
  );
  app.onError((error, c) => {
    console.error('Unhandled error in', c.req.method, c.req.path, error);
    return fail(c, 500, '服务器内部错误', { code: 'server_error' });
  });
  return app;
}
