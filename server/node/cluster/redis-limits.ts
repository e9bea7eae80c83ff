import type { Redis } from 'ioredis';
import {
  BurstyRateLimiter,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterOptions,
} from 'rate-limiter-flexible';
import { refused } from '../../core';
import type { Quota, QuotaSpec } from '../../http/abuse-limits';
import { SEND_BURST, SEND_PER_SECOND, type SendLimit } from '../../http/send-limit';

/**
 * A limit the nodes of a cluster count together in Redis (rate-limiter-flexible), so a
 * client spread over N nodes by the balancer gets the same allowance as on one. If Redis is
 * away, each node counts in its own memory meanwhile (the library's insurance limiter).
 */
export function sharedLimiter(redis: Redis, options: IRateLimiterOptions): RateLimiterRedis {
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    keyPrefix: `webchat:limit:${options.keyPrefix ?? ''}`,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/**
 * The shared app's send limit (send-limit.ts) across a cluster: a burst of SEND_BURST, then
 * SEND_PER_SECOND, as BurstyRateLimiter composes them (10 a second, plus 20 more over 3 s).
 */
export function redisSendLimit(redis: Redis, name: string): SendLimit {
  const limiter = new BurstyRateLimiter(
    sharedLimiter(redis, { keyPrefix: `send:${name}`, points: SEND_PER_SECOND, duration: 1 }),
    sharedLimiter(redis, {
      keyPrefix: `send-burst:${name}`,
      points: SEND_BURST - SEND_PER_SECOND,
      duration: SEND_BURST / SEND_PER_SECOND,
    }),
  );
  return {
    async take(sender) {
      try {
        await limiter.consume(sender);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        throw refused(429, '发送太快，请稍后再试', { code: 'rate_limited', values: { seconds } });
      }
    },
  };
}

/**
 * A cap of abuse-limits.ts (short messages a day, left messages an hour) counted together by the
 * nodes of a cluster: one Redis INCR per take, so requests at once on any nodes cannot all pass.
 */
export function redisQuota(redis: Redis, spec: QuotaSpec): Quota {
  const limiter = sharedLimiter(redis, {
    keyPrefix: `quota:${spec.name}`,
    points: spec.points,
    duration: Math.ceil(spec.windowMs / 1000),
  });
  return {
    async take(key) {
      try {
        await limiter.consume(key);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        throw spec.refusal();
      }
    },
  };
}
