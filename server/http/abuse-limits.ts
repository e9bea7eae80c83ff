import { refused, type CoreError } from '../core';
import { memoryStore, windowLimit, type LimiterStore } from './rate-limits';

/**
 * Caps on what one engineer, visitor or client address may do (#37 item 6), besides the send
 * limit (send-limit.ts). Each is an environment variable of the Node host (README); the queue's
 * cap is the core's (CoreConfig.queuedPerAddress), counted in the store where the queue is.
 */
export interface AbuseLimits {
  /** Short messages one engineer may send in a day (24 hours from the first). SMS_PER_ENGINEER_PER_DAY. */
  smsPerEngineerPerDay: number;
  /** Messages one visitor may leave in an hour. LEFT_MESSAGES_PER_VISITOR. */
  leaveMessagesPerVisitorPerHour: number;
  /** Messages one client address may leave in an hour. LEFT_MESSAGES_PER_ADDRESS. */
  leaveMessagesPerAddressPerHour: number;
}

/**
 * An engineer texts the visitors they serve now and then, not 50 times a day; a person leaves a
 * message or two and waits for the answer; an office behind one address leaves a few more.
 */
export const DEFAULT_ABUSE_LIMITS: AbuseLimits = {
  smsPerEngineerPerDay: 50,
  leaveMessagesPerVisitorPerHour: 3,
  leaveMessagesPerAddressPerHour: 10,
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** What one cap counts: `points` per key in a window of `windowMs`, then `refusal`. */
export interface QuotaSpec {
  /** Its name (a cluster's Redis keys). */
  name: string;
  points: number;
  windowMs: number;
  refusal: () => CoreError;
}

/**
 * Counts one for `key` or throws the spec's refusal. The count is taken at once (no await between
 * reading and writing it, or one Redis command), so requests at the same moment cannot all pass.
 */
export interface Quota {
  take(key: string): Promise<void>;
}

/** A fixed window per key, counted in `store` (this process's memory, or a cluster's Redis). */
export function quota(spec: QuotaSpec, store: LimiterStore = memoryStore): Quota {
  const limit = windowLimit(
    store,
    `quota:${spec.name}`,
    spec.points,
    Math.ceil(spec.windowMs / 1000),
  );
  return {
    async take(key) {
      if ((await limit.take(key)) > 0) throw spec.refusal();
    },
  };
}

/** The caps as the routes take them. */
export interface AbuseCaps {
  /** Per engineer code. */
  sms: Quota;
  /** Per visitor (cube uid) and per client address. */
  leaveByVisitor: Quota;
  leaveByAddress: Quota;
}

export function abuseCaps(limits: AbuseLimits, store: LimiterStore = memoryStore): AbuseCaps {
  const sms = limits.smsPerEngineerPerDay;
  const leaveRefusal = () =>
    refused(429, '留言次数过多，请等待我们的答复或稍后再试', { code: 'leave_message_limit' });
  return {
    sms: quota(
      {
        name: 'sms-day',
        points: sms,
        windowMs: DAY_MS,
        refusal: () =>
          refused(429, `今日短信已达上限（${sms} 条）`, {
            code: 'sms_daily_limit',
            values: { max: sms },
          }),
      },
      store,
    ),
    leaveByVisitor: quota(
      {
        name: 'leave-visitor',
        points: limits.leaveMessagesPerVisitorPerHour,
        windowMs: HOUR_MS,
        refusal: leaveRefusal,
      },
      store,
    ),
    leaveByAddress: quota(
      {
        name: 'leave-address',
        points: limits.leaveMessagesPerAddressPerHour,
        windowMs: HOUR_MS,
        refusal: leaveRefusal,
      },
      store,
    ),
  };
}
