// @vitest-environment node
import { Redis } from 'ioredis';
import { CoreError } from '../../core';
import { quota, type QuotaSpec } from '../../http/abuse-limits';
import { CODE_LIMITS, createCodeLimit } from '../../http/code-limit';
import { createSendLimit, SEND_ALLOWANCE, SEND_BURST } from '../../http/send-limit';
import { startLocalRedis, type LocalRedis } from './local-redis';
import { redisStore, sharedLimiter } from './redis-limits';
import { refused } from '../../core';

/** A node's send limit and caps, counted in the cluster's Redis (as http-app.ts makes them). */
const redisSendLimit = (redis: Redis, name: string) =>
  createSendLimit(name, SEND_ALLOWANCE, redisStore(redis));
const redisQuota = (redis: Redis, spec: QuotaSpec) => quota(spec, redisStore(redis));

let redis: LocalRedis;
const clients: Redis[] = [];

beforeAll(async () => {
  redis = await startLocalRedis();
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await redis?.stop();
});

/** A node's own connection to the shared Redis. */
function connection() {
  const client = new Redis(redis.url);
  clients.push(client);
  return client;
}

/** What take() threw, or undefined when it let the send through. */
async function refusal(take: () => void | Promise<void>): Promise<unknown> {
  try {
    await take();
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('send limits counted together in Redis', () => {
  it('gives a sender spread over two nodes one allowance of 30, then 429 rate_limited', async () => {
    expect(SEND_BURST).toBe(30);
    const nodeA = redisSendLimit(connection(), 'visitor');
    const nodeB = redisSendLimit(connection(), 'visitor');
    for (let i = 0; i < SEND_BURST; i += 1) await (i % 2 ? nodeB : nodeA).take('cube-1');

    const thrown = await refusal(() => nodeA.take('cube-1'));
    expect(thrown).toBeInstanceOf(CoreError);
    const error = thrown as CoreError;
    expect(error.status).toBe(429);
    expect(error.reason.code).toBe('rate_limited');
    expect(error.info).toBe('发送太快，请稍后再试');
    // It says how long to wait, in whole seconds.
    expect(error.reason.values?.seconds).toBeGreaterThanOrEqual(1);
    // The other node refuses too: the count is shared, not per node.
    expect(await refusal(() => nodeB.take('cube-1'))).toBeInstanceOf(CoreError);
  });

  it('counts each sender on its own', async () => {
    const nodeA = redisSendLimit(connection(), 'own');
    const nodeB = redisSendLimit(connection(), 'own');
    for (let i = 0; i < SEND_BURST; i += 1) await (i % 2 ? nodeB : nodeA).take('busy');
    expect(await refusal(() => nodeB.take('busy'))).toBeInstanceOf(CoreError);
    for (let i = 0; i < 5; i += 1) expect(await refusal(() => nodeA.take('quiet'))).toBeUndefined();
  });

  it('keeps limits of different names apart', async () => {
    const messages = redisSendLimit(connection(), 'messages');
    const whispers = redisSendLimit(connection(), 'whispers');
    for (let i = 0; i < SEND_BURST; i += 1) await messages.take('e1');
    expect(await refusal(() => messages.take('e1'))).toBeInstanceOf(CoreError);
    expect(await refusal(() => whispers.take('e1'))).toBeUndefined();
  });

  it('lets exactly 30 of many sends at once through, whichever node they reach', async () => {
    const nodes = [connection(), connection(), connection()].map((c) => redisSendLimit(c, 'race'));
    const outcomes = await Promise.all(
      Array.from({ length: 45 }, (_, i) => refusal(() => nodes[i % 3]!.take('racer'))),
    );
    expect(outcomes.filter((o) => o === undefined)).toHaveLength(SEND_BURST);
    for (const o of outcomes.filter(Boolean)) expect((o as CoreError).status).toBe(429);
  });

  it('shares any limiter made with sharedLimiter between its nodes', async () => {
    const options = { keyPrefix: 'logins', points: 3, duration: 60 };
    const a = sharedLimiter(connection(), options);
    const b = sharedLimiter(connection(), options);
    await a.consume('1.2.3.4');
    await b.consume('1.2.3.4');
    await a.consume('1.2.3.4');
    await expect(b.consume('1.2.3.4')).rejects.toMatchObject({ remainingPoints: 0 });
  });

  it('counts a daily cap of 50 short messages together: 50 of 60 at once pass, on any node (#37)', async () => {
    const spec = {
      name: 'sms-race',
      points: 50,
      windowMs: 24 * 60 * 60 * 1000,
      refusal: () => refused(429, '今日短信已达上限（50 条）', { code: 'sms_daily_limit' }),
    };
    const nodes = [connection(), connection(), connection()].map((c) => redisQuota(c, spec));
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, (_, i) => refusal(() => nodes[i % 3]!.take('E0001'))),
    );
    expect(outcomes.filter((o) => o === undefined)).toHaveLength(50);
    for (const o of outcomes.filter(Boolean))
      expect((o as CoreError).reason.code).toBe('sms_daily_limit');
    expect(await refusal(() => nodes[0]!.take('E0002'))).toBeUndefined();
  });

  it('counts one-time codes together: a phone gets one code a minute and 5 an hour over three nodes', async () => {
    expect(CODE_LIMITS.perAccountPerHour).toBe(5);
    const nodes = [connection(), connection(), connection()].map((c) =>
      createCodeLimit(redisStore(c)),
    );
    const outcomes = await Promise.all(
      nodes.map((node) => refusal(() => node.take('13800138002', 'code-ip'))),
    );
    expect(outcomes.filter((o) => o === undefined)).toHaveLength(1);
    for (const o of outcomes.filter(Boolean))
      expect((o as CoreError).reason.code).toBe('try_again_soon');
  });

  it('an address over its code limit cannot hold up the code of a phone it asks for, on any node', async () => {
    const limits = { ...CODE_LIMITS, perAddressPerHour: 1 };
    const nodes = [connection(), connection()].map((c) => createCodeLimit(redisStore(c), limits));
    await nodes[0]!.take('guesser-own', 'guesser-ip');
    const outcomes = await Promise.all(
      [0, 1, 0, 1].map((i) => refusal(() => nodes[i]!.take('13800138003', 'guesser-ip'))),
    );
    expect(outcomes.every((o) => o instanceof CoreError)).toBe(true);
    // The owner, from their own address, gets their code at once.
    expect(await refusal(() => nodes[1]!.take('13800138003', 'owner-ip'))).toBeUndefined();
  });
});
