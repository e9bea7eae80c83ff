// The sign-in throttle's policy and its reservations in flight; the one-time-code limit
// (code-limit.ts) words its short waits with the same refusal.
import { CoreError } from '../core';

/**
 * Sign-in throttling (OWASP authentication cheat sheet): every way to sign in counts failures
 * per account and per client address. The first few are free; then each failure makes the next
 * attempt wait twice as long; past `lockAfter` the key is locked for `lockMs`. A success clears
 * the account's count (not the address's, or one good account would reset a guesser's).
 *
 * An attempt is reserved on both keys before the password or code is checked (#37): while it is
 * in flight it counts as a failure in waiting, so a burst of guesses at once gets no more checks
 * than the same guesses one after another (an account's 4 free ones and the one that starts the
 * wait: 5; an address's 21). A 401 turns the reservation into a counted failure, a success clears
 * the account's count, any other outcome just releases it. Counters live in memory on one node;
 * a cluster keeps them in Redis (server/node/cluster/redis-throttle.ts).
 */
export interface ThrottlePolicy {
  /** Failures that cost nothing (typos). */
  freeFailures: number;
  /** The first wait after the free ones, doubled with each further failure. */
  firstWaitMs: number;
  /** From this many failures on, the key is locked for `lockMs`. */
  lockAfter: number;
  lockMs: number;
  /** A key with no failure for this long is forgotten. */
  forgetMs: number;
}

/** Per account: 4 free, then 1, 2, 4, 8, 16 s, then 15 minutes. About 10 guesses per 15 minutes. */
export const ACCOUNT_THROTTLE: ThrottlePolicy = {
  freeFailures: 4,
  firstWaitMs: 1_000,
  lockAfter: 10,
  lockMs: 15 * 60_000,
  forgetMs: 15 * 60_000,
};

/**
 * Per address (many people may share one behind a NAT): 19 free, so that at most 20 guesses reach
 * the check before the first wait, even all at once (#37 item 4); locked after 50.
 */
export const ADDRESS_THROTTLE: ThrottlePolicy = {
  freeFailures: 19,
  firstWaitMs: 1_000,
  lockAfter: 50,
  lockMs: 15 * 60_000,
  forgetMs: 15 * 60_000,
};

export interface ThrottlePolicies {
  account: ThrottlePolicy;
  address: ThrottlePolicy;
}

const POLICIES: ThrottlePolicies = { account: ACCOUNT_THROTTLE, address: ADDRESS_THROTTLE };

/** Keys beyond this many are forgotten oldest first, so a flood cannot exhaust memory. */
const MAX_KEYS = 100_000;

/** How long a key waits after its `failures`-th failure, in ms (0 while they are free). */
export function waitAfter(policy: ThrottlePolicy, failures: number): number {
  if (failures >= policy.lockAfter) return policy.lockMs;
  const over = failures - policy.freeFailures;
  return over > 0 ? Math.min(policy.firstWaitMs * 2 ** (over - 1), policy.lockMs) : 0;
}

/** The refusal: 429, with how long to wait (Retry-After, and the words the client shows). */
export function tooManyAttempts(waitMs: number): CoreError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds <= 60)
    return new CoreError(429, `尝试过于频繁，请 ${seconds} 秒后再试`, {
      code: 'try_again_soon',
      values: { seconds },
    });
  const minutes = Math.ceil(seconds / 60);
  return new CoreError(429, `尝试次数过多，请 ${minutes} 分钟后再试`, {
    code: 'too_many_attempts',
    values: { minutes, seconds },
  });
}

/** The account's key and the address's, in this order. */
export type ThrottleKeys = readonly [account: string, address: string];

/** How an attempt ended: a 401, a success, or anything else (which costs nothing). */
export type AttemptOutcome = 'failed' | 'succeeded' | 'released';

/**
 * Where the counts are kept (this process's memory, or Redis for a cluster). `reserve` checks
 * both keys and reserves an attempt on both in one atomic step, or answers how long to wait.
 */
export interface ThrottleCounters<R = unknown> {
  reserve(keys: ThrottleKeys): Promise<{ reservation: R } | { waitMs: number }>;
  settle(keys: ThrottleKeys, reservation: R, outcome: AttemptOutcome): Promise<void>;
}

/** What every way to sign in goes through. */
export interface LoginThrottle {
  /**
   * Runs one sign-in attempt for `account` from `address`: refused at once (429) while either
   * must wait, counting the attempts in flight as failures; a 401 from `attempt` counts as a
   * failure of both, a success clears the account.
   */
  attempt<T>(account: string, address: string, attempt: () => Promise<T> | T): Promise<T>;
}

export const throttleKeys = (account: string, address: string): ThrottleKeys => [
  `account:${account}`,
  `ip:${address}`,
];

/** The throttle over counters kept anywhere. */
export function throttleOver<R>(counters: ThrottleCounters<R>): LoginThrottle {
  return {
    async attempt(account, address, attempt) {
      const keys = throttleKeys(account, address);
      const reserved = await counters.reserve(keys);
      if ('waitMs' in reserved) throw tooManyAttempts(reserved.waitMs);
      let outcome: AttemptOutcome = 'released';
      try {
        const result = await attempt();
        outcome = 'succeeded';
        return result;
      } catch (error) {
        if (error instanceof CoreError && error.status === 401) outcome = 'failed';
        throw error;
      } finally {
        await counters.settle(keys, reserved.reservation, outcome);
      }
    },
  };
}

interface Entry {
  failures: number;
  /** Epoch ms before which an attempt is refused. */
  until: number;
  last: number;
}

/** The counts of one process. Reserving and settling are synchronous: nothing runs between check and reservation. */
export function memoryThrottleCounters(now: () => number, policies: ThrottlePolicies = POLICIES) {
  const entries = new Map<string, Entry>();
  /** Attempts reserved and not settled yet, per key. */
  const inFlight = new Map<string, number>();
  const policyOf = (key: string) => (key.startsWith('ip:') ? policies.address : policies.account);

  const read = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && now() - entry.last > Math.max(policyOf(key).forgetMs, entry.until - entry.last)) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  const fail = (key: string) => {
    const t = now();
    const entry = read(key) ?? { failures: 0, until: 0, last: t };
    entry.failures += 1;
    entry.last = t;
    const wait = waitAfter(policyOf(key), entry.failures);
    entry.until = wait > 0 ? t + wait : 0;
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_KEYS) entries.delete(entries.keys().next().value as string);
  };

  /** How long a new attempt on `key` must wait: the attempts in flight count as failed. */
  const waitOf = (key: string) => {
    const entry = read(key);
    const left = Math.max(0, (entry?.until ?? 0) - now());
    const pending = inFlight.get(key) ?? 0;
    return pending === 0
      ? left
      : Math.max(left, waitAfter(policyOf(key), (entry?.failures ?? 0) + pending));
  };

  const take = (key: string, delta: 1 | -1) => {
    const count = (inFlight.get(key) ?? 0) + delta;
    if (count > 0) inFlight.set(key, count);
    else inFlight.delete(key);
  };

  return {
    /** How long `keys` must wait before the next attempt, in ms (0: it may go now). */
    wait: (keys: ThrottleKeys) => Math.max(...keys.map(waitOf)),
    reserve(keys: ThrottleKeys): { reservation: true } | { waitMs: number } {
      const waitMs = Math.max(...keys.map(waitOf));
      if (waitMs > 0) return { waitMs };
      for (const key of keys) take(key, 1);
      return { reservation: true };
    },
    settle(keys: ThrottleKeys, _reservation: unknown, outcome: AttemptOutcome): void {
      for (const key of keys) take(key, -1);
      if (outcome === 'failed') keys.forEach(fail);
      else if (outcome === 'succeeded') entries.delete(keys[0]);
    },
    failures: (key: string) => read(key)?.failures ?? 0,
    inFlight: (key: string) => inFlight.get(key) ?? 0,
  };
}

/** One process's throttle (a single node, the browser's mock backend, tests). */
export function createLoginThrottle(now: () => number, policies: ThrottlePolicies = POLICIES) {
  const counters = memoryThrottleCounters(now, policies);
  const throttle = throttleOver<unknown>({
    reserve: async (keys) => counters.reserve(keys),
    settle: async (keys, reservation, outcome) => counters.settle(keys, reservation, outcome),
  });
  return {
    attempt: throttle.attempt,
    /** How long `account` from `address` must wait before the next attempt, in ms. */
    wait: (account: string, address: string) => counters.wait(throttleKeys(account, address)),
    /** Failures counted for a key (tests and the audit). */
    failures: counters.failures,
    /** Attempts in flight for a key (tests). */
    inFlight: counters.inFlight,
  };
}
