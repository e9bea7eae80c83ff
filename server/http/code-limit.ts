import { CoreError } from '../core';
import { tooManyAttempts } from './login-throttle';
import { memoryStore, takeAll, windowLimit, type LimiterStore } from './rate-limits';

/** One-time codes: one a minute per phone or e-mail (the form's countdown), 5 an hour, 20 an hour per address. */
export interface CodeLimits {
  resendMs: number;
  perAccountPerHour: number;
  perAddressPerHour: number;
}

export const CODE_LIMITS: Readonly<CodeLimits> = {
  resendMs: 60_000,
  perAccountPerHour: 5,
  perAddressPerHour: 20,
};

const HOUR_SECONDS = 3_600;

/** Takes one code for `account` from `address`, or throws the 429 refusal. */
export interface CodeLimit {
  take(account: string, address: string): Promise<void>;
}

/** A wait of a minute or less is worded in seconds, as a sign-in's is; a longer one in minutes. */
function refusal(waitMs: number): CoreError {
  if (waitMs <= 60_000) return tooManyAttempts(waitMs);
  const minutes = Math.ceil(waitMs / 60_000);
  return new CoreError(429, `验证码发送过于频繁，请 ${minutes} 分钟后再试`, {
    code: 'code_limit',
    values: { minutes, seconds: Math.ceil(waitMs / 1000) },
  });
}

/**
 * How many codes may be sent: each one costs the centre a short message or an e-mail. Counted
 * in `store` (rate-limits.ts): this process's memory, or the cluster's Redis, so that a guesser
 * spread over three nodes gets the allowance of one. A code refused by one limit costs nothing
 * on any. Each hour is a window from the first code in it (rate-limiter-flexible's fixed
 * windows): across the turn of a window an account can have 5 codes at its end and 5 at the
 * start of the next, a minute apart each.
 */
export function createCodeLimit(
  store: LimiterStore = memoryStore,
  limits: CodeLimits = CODE_LIMITS,
): CodeLimit {
  const resend = windowLimit(store, 'code-resend', 1, limits.resendMs / 1000);
  const perAccount = windowLimit(store, 'code-account', limits.perAccountPerHour, HOUR_SECONDS);
  const perAddress = windowLimit(store, 'code-address', limits.perAddressPerHour, HOUR_SECONDS);
  return {
    async take(account, address) {
      // The address first: an address over its limit (a guesser's) never reaches the account's
      // counts, so it cannot hold up the owner's next code.
      const wait = await takeAll([
        [perAddress, address],
        [resend, account],
        [perAccount, account],
      ]);
      if (wait > 0) throw refusal(wait);
    },
  };
}
