// The one way the server counts a rate limit (#39 item 6): rate-limiter-flexible's windows, in
// this process's memory, or in Redis for a cluster (server/node/cluster/redis-limits.ts makes
// that store). A send's allowance, the caps on short and left messages, a socket's frames and the
// HTTP host's requests are all built from it.
import type { IRateLimiterOptions, RateLimiterAbstract } from 'rate-limiter-flexible';
// The library's own files, not its index: the index loads every store it supports (the
// in-browser backend runs this too).
import BurstyRateLimiter from 'rate-limiter-flexible/lib/BurstyRateLimiter.js';
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';

/** Where counts are kept: makes a limiter over them, named by `options.keyPrefix`. */
export type LimiterStore = (options: IRateLimiterOptions) => RateLimiterAbstract;

/** This process's memory (one node, the in-browser backend, tests). */
export const memoryStore: LimiterStore = (options) => new RateLimiterMemory(options);

/**
 * Counts one for `key`: resolves with 0 when it may go, else with how long to wait (ms). The
 * count is taken at once (no await between reading and writing it, or one Redis command), so
 * requests at the same moment cannot all pass.
 */
export interface Limit {
  take(key: string): Promise<number>;
  /** Gives back one taken for `key` (a later limit refused what it was taken for). */
  give?(key: string): Promise<void>;
}

/** The library refuses with its result (how long to wait), not an Error. */
function waitOf(refusal: unknown): number | undefined {
  if (refusal instanceof Error || typeof refusal !== 'object' || refusal === null) return undefined;
  const ms = (refusal as { msBeforeNext?: unknown }).msBeforeNext;
  return typeof ms === 'number' ? Math.max(1, ms) : undefined;
}

function limitOver(limiter: {
  consume(key: string): Promise<unknown>;
  reward?(key: string, points: number): Promise<unknown>;
}): Limit {
  const { reward } = limiter;
  return {
    ...(reward && { give: async (key: string) => void (await reward.call(limiter, key, 1)) }),
    async take(key) {
      try {
        await limiter.consume(key);
        return 0;
      } catch (refusal) {
        const wait = waitOf(refusal);
        if (wait === undefined) throw refusal;
        return wait;
      }
    },
  };
}

/** `points` per key in each window of `seconds`. */
export function windowLimit(store: LimiterStore, name: string, points: number, seconds: number) {
  return limitOver(store({ keyPrefix: name, points, duration: seconds }));
}

/**
 * A burst of `burst` at once, then `perSecond` on average: `perSecond` in each second, and the
 * rest of the burst over the seconds it takes to earn it (BurstyRateLimiter).
 */
export function burstLimit(
  store: LimiterStore,
  name: string,
  { burst, perSecond }: { burst: number; perSecond: number },
): Limit {
  const steady = store({ keyPrefix: name, points: perSecond, duration: 1 });
  if (burst <= perSecond) return limitOver(steady);
  return limitOver(
    new BurstyRateLimiter(
      steady,
      store({
        keyPrefix: `${name}-burst`,
        points: burst - perSecond,
        duration: Math.ceil(burst / perSecond),
      }),
    ),
  );
}

/** A limit and the key it counts for this request. */
export type Counted = readonly [limit: Limit, key: string];

/**
 * Takes one from each of `counted` in turn; the first that refuses says how long to wait, and
 * what this request took is given back (where the limit can), the refusing limit's included, so
 * a refused request costs nothing: in Redis, where another request can run between a take and
 * its give, a refused one must not leave a count behind that refuses the next real request.
 */
export async function takeAll(counted: readonly Counted[]): Promise<number> {
  for (const [index, [limit, key]] of counted.entries()) {
    const wait = await limit.take(key);
    if (wait > 0) {
      await Promise.all(counted.slice(0, index + 1).map(([taken, k]) => taken.give?.(k)));
      return wait;
    }
  }
  return 0;
}

/** Each of `limits` on the same key, as takeAll counts them. */
export function allOf(...limits: Limit[]): Limit {
  return { take: (key) => takeAll(limits.map((limit) => [limit, key] as const)) };
}
