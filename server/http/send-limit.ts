import { refused } from '../core';
import { allOf, burstLimit, memoryStore, windowLimit, type LimiterStore } from './rate-limits';

/**
 * What one sender may post (messages, a transcript by mail, a left message): a burst of
 * SEND_BURST, then SEND_PER_SECOND on average, and no more than SEND_PER_MINUTE in a minute
 * (the Node host's RATE_WRITES_PER_MINUTE; Chatwoot allows a widget 60). No person types that
 * fast; a script or a stuck client does. Over it the send is refused with 429 and the reason
 * `rate_limited`: the client keeps the message in its outbox, tells the person
 * "发送太快，请稍后再试" and sends it when allowed. A send is counted here and nowhere else.
 */
export const SEND_BURST = 30;
export const SEND_PER_SECOND = 10;
export const SEND_PER_MINUTE = 60;

export interface SendAllowance {
  burst: number;
  perSecond: number;
  perMinute: number;
}

export const SEND_ALLOWANCE: SendAllowance = {
  burst: SEND_BURST,
  perSecond: SEND_PER_SECOND,
  perMinute: SEND_PER_MINUTE,
};

/** Takes one send for `sender`, or throws the 429 refusal. */
export interface SendLimit {
  take(sender: string): Promise<void>;
}

/**
 * The senders of one kind (`name`: visitors, engineers) and their allowance, counted in `store`
 * (this process's memory, or Redis shared by a cluster's nodes).
 */
export function createSendLimit(
  name: string,
  allowance: SendAllowance = SEND_ALLOWANCE,
  store: LimiterStore = memoryStore,
): SendLimit {
  const limit = allOf(
    burstLimit(store, `send:${name}`, allowance),
    windowLimit(store, `send-minute:${name}`, allowance.perMinute, 60),
  );
  return {
    async take(sender) {
      const wait = await limit.take(sender);
      if (wait > 0)
        throw refused(429, '发送太快，请稍后再试', {
          code: 'rate_limited',
          values: { seconds: Math.max(1, Math.ceil(wait / 1000)) },
        });
    },
  };
}
