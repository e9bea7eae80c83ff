import { CoreError } from '../core';

/**
 * Sign-in throttling (OWASP authentication cheat sheet): every way to sign in counts failures
 * per account and per client address. The first few are free; then each failure makes the next
 * attempt wait twice as long; past `lockAfter` the key is locked for `lockMs`. A success clears
 * the account's count (not the address's, or one good account would reset a guesser's).
 * Counters live in memory on one node; a cluster keeps them in Redis (#20).
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

/** Per address (many people may share one behind a NAT): 20 free, locked after 50. */
export const ADDRESS_THROTTLE: ThrottlePolicy = {
  freeFailures: 20,
  firstWaitMs: 1_000,
  lockAfter: 50,
  lockMs: 15 * 60_000,
  forgetMs: 15 * 60_000,
};

/** Keys beyond this many are forgotten oldest first, so a flood cannot exhaust memory. */
const MAX_KEYS = 100_000;

interface Entry {
  failures: number;
  /** Epoch ms before which an attempt is refused. */
  until: number;
  last: number;
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

export function createLoginThrottle(
  now: () => number,
  policies: { account: ThrottlePolicy; address: ThrottlePolicy } = {
    account: ACCOUNT_THROTTLE,
    address: ADDRESS_THROTTLE,
  },
) {
  const entries = new Map<string, Entry>();
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
    const policy = policyOf(key);
    const t = now();
    const entry = read(key) ?? { failures: 0, until: 0, last: t };
    entry.failures += 1;
    entry.last = t;
    const over = entry.failures - policy.freeFailures;
    entry.until =
      entry.failures >= policy.lockAfter
        ? t + policy.lockMs
        : over > 0
          ? t + Math.min(policy.firstWaitMs * 2 ** (over - 1), policy.lockMs)
          : 0;
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_KEYS) entries.delete(entries.keys().next().value as string);
  };

  /** How long `account` from `address` must wait before the next attempt, in ms. */
  const wait = (account: string, address: string) =>
    Math.max(
      0,
      ...[`account:${account}`, `ip:${address}`].map((key) => (read(key)?.until ?? 0) - now()),
    );

  return {
    /**
     * Runs one sign-in attempt for `account` from `address`: refused at once while either is
     * waiting; a 401 from `attempt` counts as a failure of both, a success clears the account.
     */
    async attempt<T>(account: string, address: string, attempt: () => Promise<T> | T): Promise<T> {
      const keys = [`account:${account}`, `ip:${address}`];
      const left = wait(account, address);
      if (left > 0) throw tooManyAttempts(left);
      try {
        const result = await attempt();
        entries.delete(keys[0]!);
        return result;
      } catch (error) {
        if (error instanceof CoreError && error.status === 401) keys.forEach(fail);
        throw error;
      }
    },
    wait,
    /** Failures counted for a key (tests and the audit). */
    failures: (key: string) => read(key)?.failures ?? 0,
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** One-time codes: one a minute per phone or e-mail (the form's countdown), 5 an hour, 20 an hour per address. */
export const CODE_LIMITS = {
  resendMs: 60_000,
  perAccountPerHour: 5,
  perAddressPerHour: 20,
} as const;

const HOUR = 3_600_000;

/** How many codes may be sent: each one costs the centre a short message or an e-mail. */
export function createCodeLimit(now: () => number, limits = CODE_LIMITS) {
  const sent = new Map<string, number[]>();
  const recent = (key: string) => (sent.get(key) ?? []).filter((at) => now() - at < HOUR);
  // A wait of a minute or less is worded in seconds, as a sign-in's is.
  const refusal = (waitMs: number) => {
    if (waitMs <= 60_000) return tooManyAttempts(waitMs);
    const minutes = Math.ceil(waitMs / 60_000);
    return new CoreError(429, `验证码发送过于频繁，请 ${minutes} 分钟后再试`, {
      code: 'code_limit',
      values: { minutes, seconds: Math.ceil(waitMs / 1000) },
    });
  };
  return {
    /** Counts one code for `account` from `address`, or throws the 429 refusal. */
    take(account: string, address: string): void {
      const mine = recent(`account:${account}`);
      const theirs = recent(`ip:${address}`);
      const last = mine.at(-1);
      if (last !== undefined && now() - last < limits.resendMs)
        throw refusal(limits.resendMs - (now() - last));
      if (mine.length >= limits.perAccountPerHour) throw refusal(mine[0]! + HOUR - now());
      if (theirs.length >= limits.perAddressPerHour) throw refusal(theirs[0]! + HOUR - now());
      sent.set(`account:${account}`, [...mine, now()]);
      sent.set(`ip:${address}`, [...theirs, now()]);
      if (sent.size > MAX_KEYS) sent.delete(sent.keys().next().value as string);
    },
  };
}
