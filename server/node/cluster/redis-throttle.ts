import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  ACCOUNT_THROTTLE,
  ADDRESS_THROTTLE,
  memoryThrottleCounters,
  throttleOver,
  type AttemptOutcome,
  type LoginThrottle,
  type ThrottleKeys,
  type ThrottlePolicies,
  type ThrottlePolicy,
} from '../../http/login-throttle';

/**
 * How long a reservation holds at most: a check takes milliseconds (argon2 tens of them), so
 * one still there after a minute belongs to a node that died mid-check and is dropped.
 */
export const RESERVATION_MS = 60_000;

/**
 * The sign-in throttle's counts (login-throttle.ts) in Redis, one script for both keys so the
 * check and the reservation are one atomic step for the whole cluster. Per key: a hash of
 * failures, until and last (epoch ms), and a sorted set of the reservations in flight, scored by
 * when they lapse. The script mirrors memoryThrottleCounters line by line.
 *
 * KEYS: the account's counts and reservations, the address's counts and reservations.
 * ARGV: operation (reserve, failed, succeeded, released), now, reservation id, RESERVATION_MS,
 * then for the account and then the address: freeFailures, firstWaitMs, lockAfter, lockMs, forgetMs.
 * Answers the wait in ms (reserve: 0 when reserved).
 */
const SCRIPT = `
local op, now, id, hold = ARGV[1], tonumber(ARGV[2]), ARGV[3], tonumber(ARGV[4])
local function policy(i)
  local b = 4 + (i - 1) * 5
  return { free = tonumber(ARGV[b + 1]), first = tonumber(ARGV[b + 2]),
    lockAfter = tonumber(ARGV[b + 3]), lockMs = tonumber(ARGV[b + 4]), forget = tonumber(ARGV[b + 5]) }
end
local function waitAfter(p, n)
  if n >= p.lockAfter then return p.lockMs end
  local over = n - p.free
  if over > 0 then return math.min(p.first * 2 ^ (over - 1), p.lockMs) end
  return 0
end
local function ms(x) return string.format('%.0f', x) end
-- A key's failures and until, forgetting one quiet for long enough.
local function counts(i, p)
  local key = KEYS[2 * i - 1]
  local v = redis.call('HMGET', key, 'failures', 'until', 'last')
  local failures, untilAt, last = tonumber(v[1]) or 0, tonumber(v[2]) or 0, tonumber(v[3]) or now
  if now - last > math.max(p.forget, untilAt - last) then
    redis.call('DEL', key)
    return 0, 0
  end
  return failures, untilAt
end

if op == 'reserve' then
  local waitMs = 0
  for i = 1, 2 do
    local p, flights = policy(i), KEYS[2 * i]
    redis.call('ZREMRANGEBYSCORE', flights, '-inf', ms(now))
    local failures, untilAt = counts(i, p)
    local pending = redis.call('ZCARD', flights)
    local w = math.max(0, untilAt - now)
    -- The attempts in flight count as failed.
    if pending > 0 then w = math.max(w, waitAfter(p, failures + pending)) end
    waitMs = math.max(waitMs, w)
  end
  if waitMs > 0 then return math.ceil(waitMs) end
  for i = 1, 2 do
    redis.call('ZADD', KEYS[2 * i], ms(now + hold), id)
    redis.call('PEXPIRE', KEYS[2 * i], ms(hold))
  end
  return 0
end

for i = 1, 2 do redis.call('ZREM', KEYS[2 * i], id) end
if op == 'failed' then
  for i = 1, 2 do
    local p = policy(i)
    local failures = counts(i, p) + 1
    local w = waitAfter(p, failures)
    local untilAt = 0
    if w > 0 then untilAt = now + w end
    redis.call('HSET', KEYS[2 * i - 1], 'failures', failures, 'until', ms(untilAt), 'last', ms(now))
    redis.call('PEXPIRE', KEYS[2 * i - 1], ms(math.max(p.forget, w)))
  end
elseif op == 'succeeded' then
  redis.call('DEL', KEYS[1])
end
return 0
`;

const policyArgs = (policy: ThrottlePolicy) => [
  policy.freeFailures,
  policy.firstWaitMs,
  policy.lockAfter,
  policy.lockMs,
  policy.forgetMs,
];

/** A reservation in Redis, or in this node's memory while Redis did not answer. */
type Reservation = { id: string } | { local: true };

/**
 * The sign-in throttle counted together by the nodes of a cluster: 200 guesses at one account
 * spread over every node get the 5 checks one node would give. If Redis does not answer, this
 * node counts in its own memory meanwhile (as the cluster's rate limits do) and says so.
 */
export function redisLoginThrottle(
  redis: Redis,
  now: () => number,
  options: { policies?: ThrottlePolicies; onError?: (error: unknown) => void } = {},
): LoginThrottle {
  const policies = options.policies ?? { account: ACCOUNT_THROTTLE, address: ADDRESS_THROTTLE };
  const local = memoryThrottleCounters(now, policies);
  const keyNames = (keys: ThrottleKeys) =>
    keys.flatMap((key) => [`webchat:login:${key}`, `webchat:login:${key}:flight`]);
  const run = async (keys: ThrottleKeys, op: 'reserve' | AttemptOutcome, id: string) =>
    Number(
      await redis.eval(
        SCRIPT,
        4,
        ...keyNames(keys),
        op,
        now(),
        id,
        RESERVATION_MS,
        ...policyArgs(policies.account),
        ...policyArgs(policies.address),
      ),
    );
  return throttleOver<Reservation>({
    async reserve(keys) {
      const id = randomUUID();
      let waitMs: number;
      try {
        waitMs = await run(keys, 'reserve', id);
      } catch (error) {
        options.onError?.(error);
        const reserved = local.reserve(keys);
        return 'waitMs' in reserved ? reserved : { reservation: { local: true } };
      }
      return waitMs > 0 ? { waitMs } : { reservation: { id } };
    },
    async settle(keys, reservation, outcome) {
      if (!('id' in reservation)) return local.settle(keys, reservation, outcome);
      try {
        await run(keys, outcome, reservation.id);
      } catch (error) {
        // The reservation lapses after RESERVATION_MS; this failure goes uncounted.
        options.onError?.(error);
      }
    },
  });
}
