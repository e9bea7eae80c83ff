import { refused } from '../core';

/**
 * Messages one sender may post: a burst of SEND_BURST, then SEND_PER_SECOND on average. No
 * person types that fast; a script or a stuck client does. Over it the send is refused with
 * 429 and the reason `rate_limited`: the client keeps the message in its outbox, tells the
 * person "发送太快，请稍后再试" and sends it when allowed.
 */
export const SEND_BURST = 30;
export const SEND_PER_SECOND = 10;

/** Takes one send for `sender`, or throws the 429 refusal. */
export interface SendLimit {
  take(sender: string): void | Promise<void>;
}

/** Buckets beyond this many senders are forgotten oldest first (a full one is the default). */
const MAX_SENDERS = 50_000;

export function createSendLimit(
  options: { burst: number; perSecond: number } = { burst: SEND_BURST, perSecond: SEND_PER_SECOND },
  now: () => number = Date.now,
): SendLimit {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    /** Takes one send for `sender`, or throws the 429 refusal. */
    take(sender: string): void {
      const t = now();
      const bucket = buckets.get(sender) ?? { tokens: options.burst, at: t };
      bucket.tokens = Math.min(
        options.burst,
        bucket.tokens + (Math.max(0, t - bucket.at) / 1000) * options.perSecond,
      );
      bucket.at = t;
      buckets.delete(sender);
      buckets.set(sender, bucket);
      if (buckets.size > MAX_SENDERS) buckets.delete(buckets.keys().next().value as string);
      if (bucket.tokens < 1) {
        const wait = Math.ceil((1 - bucket.tokens) / options.perSecond);
        throw refused(429, '发送太快，请稍后再试', {
          code: 'rate_limited',
          values: { seconds: Math.max(1, wait) },
        });
      }
      bucket.tokens -= 1;
    },
  };
}
