import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type IRateLimiterOptions,
} from 'rate-limiter-flexible';
import type { LimiterStore } from '../../http/rate-limits';

/**
 * A limiter the nodes of a cluster count together in Redis (rate-limiter-flexible), so a
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

/** Where a cluster counts every limit of http/rate-limits.ts: sends, caps, requests. */
export const redisStore =
  (redis: Redis): LimiterStore =>
  (options) =>
    sharedLimiter(redis, options);
