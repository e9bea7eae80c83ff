import type { MiddlewareHandler } from 'hono';
import { consoleApi, ownApi, unifiedLoginApi, workOrderApi } from '@/lib/contract';
import { clientAddress } from '../../http/client-address';
import { windowLimit, type LimiterStore } from '../../http/rate-limits';
import { fail, tokenOf } from '../../http/route';

/**
 * HTTP rate limits of the reference server (#19 item 3), on top of the sign-in throttle and the
 * per-sender send limit the shared app has. Defaults follow Chatwoot's Rack::Attack: 3,000
 * requests a minute per address, 60 widget messages a minute; each is an environment variable
 * (README). One node counts in memory; a cluster counts in Redis (#20).
 */
export interface HttpLimits {
  /** Any API request, per address. RATE_REQUESTS_PER_MINUTE. */
  requestsPerMinute: number;
  /** Sign-ins that may make a visitor, per address. RATE_VISITORS_PER_HOUR. */
  visitorsPerHour: number;
  /**
   * Writes (uploads, work orders, short messages), per token or address; and a sender's
   * messages a minute, which the shared app's send limit counts (send-limit.ts).
   * RATE_WRITES_PER_MINUTE.
   */
  writesPerMinute: number;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  requestsPerMinute: 3_000,
  visitorsPerHour: 60,
  writesPerMinute: 60,
};

const call = (e: { method: string; path: string }) => `${e.method} ${e.path}`;
/** Writes the shared app does not count already (its send limit counts messages, mail, left messages). */
const WRITES = new Set(
  [
    ownApi.uploadImage,
    ownApi.uploadFile,
    ownApi.caseUpload,
    consoleApi.sms,
    workOrderApi.create,
  ].map(call),
);
/**
 * Every call that may make a visitor (#37 item 6): a guest, a code sign-in, a site's verified
 * user, a user-centre account. One client cannot fill the queues with visitors by any of them.
 */
const NEW_VISITOR = new Set(
  [ownApi.loginAnon, ownApi.login, ownApi.loginIdentified, unifiedLoginApi.login].map(call),
);

export function httpLimits(
  limits: HttpLimits,
  trustProxy: boolean,
  store: LimiterStore,
): MiddlewareHandler {
  const requests = windowLimit(store, 'requests', limits.requestsPerMinute, 60);
  const visitors = windowLimit(store, 'visitors', limits.visitorsPerHour, 3600);
  const writes = windowLimit(store, 'writes', limits.writesPerMinute, 60);
  return async (c, next) => {
    const address = clientAddress(c, trustProxy);
    const name = `${c.req.method} ${c.req.path}`;
    const wait =
      (await requests.take(address)) ||
      (NEW_VISITOR.has(name) ? await visitors.take(address) : 0) ||
      (WRITES.has(name) ? await writes.take(tokenOf(c) ?? `ip:${address}`) : 0);
    if (wait > 0) {
      const seconds = Math.max(1, Math.ceil(wait / 1000));
      // A write waits in the sender's outbox ("发送太快"); anything else says to try again.
      return WRITES.has(name)
        ? fail(c, 429, '发送太快，请稍后再试', { code: 'rate_limited', values: { seconds } })
        : fail(c, 429, `请求过于频繁，请 ${seconds} 秒后再试`, {
            code: 'too_many_requests',
            values: { seconds },
          });
    }
    await next();
  };
}
