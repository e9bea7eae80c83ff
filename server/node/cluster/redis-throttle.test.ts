// @vitest-environment node
import { Redis } from 'ioredis';
import { CoreError, ManualClock, unauthorized } from '../../core';
import { ACCOUNT_THROTTLE, ADDRESS_THROTTLE } from '../../http/login-throttle';
import { startLocalRedis, type LocalRedis } from './local-redis';
import { redisLoginThrottle, RESERVATION_MS } from './redis-throttle';

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

const wrong = () => {
  throw unauthorized();
};
const broken = () => {
  throw new CoreError(500, 'broken', { code: 'server_error' });
};

/** What the attempt answered: 'ok', or the error it threw. */
const outcome = (run: () => Promise<unknown>) =>
  run().then(
    () => 'ok' as const,
    (error: CoreError) => error,
  );

/** A check that takes 20 ms, as argon2 does, and counts the calls that reach it. */
function slowCheck<T>(answer: () => T) {
  const check = {
    calls: 0,
    run: async () => {
      check.calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return answer();
    },
  };
  return check;
}

/** Three nodes on one Redis and one clock. */
function cluster(clock = new ManualClock()) {
  return [connection(), connection(), connection()].map((client) =>
    redisLoginThrottle(client, () => clock.now()),
  );
}

describe('the sign-in throttle counted together in Redis (#37 item 4)', () => {
  it('200 wrong guesses at once at one account over three nodes: 5 reach the check, 195 are 429', async () => {
    const nodes = cluster();
    const check = slowCheck(wrong);
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        outcome(() => nodes[i % 3]!.attempt('engineer:burst', '10.1.0.1', check.run)),
      ),
    );
    expect(check.calls).toBeLessThanOrEqual(20);
    expect(check.calls).toBe(ACCOUNT_THROTTLE.freeFailures + 1);
    const refused = outcomes.filter((o) => o !== 'ok' && o.status === 429) as CoreError[];
    expect(refused).toHaveLength(195);
    expect(refused[0]!.reason).toMatchObject({ code: 'try_again_soon', values: { seconds: 1 } });
    // Every node refuses now, the right password too: the 5 failures are counted.
    for (const node of nodes)
      expect(
        await outcome(() => node.attempt('engineer:burst', '10.1.0.1', () => 'right')),
      ).toMatchObject({ status: 429 });
  });

  it('200 wrong guesses at once at 200 accounts from one address: the address lets 20 through', async () => {
    const nodes = cluster();
    const check = slowCheck(wrong);
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        outcome(() => nodes[i % 3]!.attempt(`engineer:spread${i}`, '10.1.0.9', check.run)),
      ),
    );
    expect(check.calls).toBe(ADDRESS_THROTTLE.freeFailures + 1);
    expect(check.calls).toBeLessThanOrEqual(20);
    // Another address is not held up by it.
    expect(await outcome(() => nodes[0]!.attempt('engineer:x', '10.1.0.10', () => 'ok'))).toBe(
      'ok',
    );
  });

  it('waits 1, 2, 4, 8, 16 s after 4 free failures, then locks for 15 minutes, on any node', async () => {
    const clock = new ManualClock();
    const nodes = cluster(clock);
    const waits: number[] = [];
    for (let failure = 1; failure <= 10; failure += 1) {
      const node = nodes[failure % 3]!;
      expect(await outcome(() => node.attempt('engineer:seq', '10.1.0.2', wrong))).toMatchObject({
        status: 401,
      });
      // A probe that ends in a server error: let through, it counts nothing.
      const probe = await outcome(() =>
        nodes[(failure + 1) % 3]!.attempt('engineer:seq', '10.1.0.2', broken),
      );
      const seconds =
        probe === 'ok' || probe.status === 500 ? 0 : (probe.reason.values?.seconds as number);
      waits.push(seconds);
      await clock.advance(seconds * 1000);
    }
    expect(waits).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 900]);
  });

  it('a success clears the account, another error releases, a 401 counts', async () => {
    const clock = new ManualClock();
    const [a, b] = cluster(clock);
    for (let i = 0; i < 4; i += 1)
      await outcome(() => a!.attempt('engineer:ok', '10.1.0.3', wrong));
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    let checks = 0;
    const first = outcome(() =>
      a!.attempt('engineer:ok', '10.1.0.3', async () => {
        checks += 1;
        await gate;
        return 'right';
      }),
    );
    await vi.waitFor(() => expect(checks).toBe(1), { timeout: 10_000 });
    // The fifth is in flight on node a: a sixth on node b would be past the free ones.
    expect(await outcome(() => b!.attempt('engineer:ok', '10.1.0.3', () => 'right'))).toMatchObject(
      {
        status: 429,
      },
    );
    open();
    expect(await first).toBe('ok');
    // Cleared: 4 typos more and the account still need not wait (8 counted would).
    for (let i = 0; i < 4; i += 1)
      expect(await outcome(() => b!.attempt('engineer:ok', '10.1.0.4', wrong))).toMatchObject({
        status: 401,
      });
    expect(await outcome(() => a!.attempt('engineer:ok', '10.1.0.4', broken))).toMatchObject({
      status: 500,
    });

    const failing = slowCheck(broken);
    const errors = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        outcome(() => [a, b][i % 2]!.attempt('engineer:err', '10.1.0.5', failing.run)),
      ),
    );
    expect(failing.calls).toBe(5);
    expect(errors.filter((o) => o !== 'ok' && o.status === 500)).toHaveLength(5);
    expect(await outcome(() => a!.attempt('engineer:err', '10.1.0.5', () => 'ok'))).toBe('ok');
  });

  it('drops a reservation a node never settled (it died mid-check) after RESERVATION_MS', async () => {
    const clock = new ManualClock();
    const [a, b] = cluster(clock);
    // Five checks that never end hold five reservations: the account is full.
    let started = 0;
    for (let i = 0; i < 5; i += 1)
      void a!.attempt('engineer:dead', '10.1.0.6', () => {
        started += 1;
        return new Promise(() => {});
      });
    await vi.waitFor(() => expect(started).toBe(5), { timeout: 10_000 });
    expect(await outcome(() => b!.attempt('engineer:dead', '10.1.0.6', () => 'ok'))).toMatchObject({
      status: 429,
    });
    await clock.advance(RESERVATION_MS + 1);
    expect(await outcome(() => b!.attempt('engineer:dead', '10.1.0.6', () => 'ok'))).toBe('ok');
  });

  it('counts in the node’s own memory while Redis does not answer', async () => {
    const errors: unknown[] = [];
    const node = redisLoginThrottle(
      { eval: () => Promise.reject(new Error('connection is closed')) } as unknown as Redis,
      () => 0,
      { onError: (error) => errors.push(error) },
    );
    const check = slowCheck(wrong);
    await Promise.all(
      Array.from({ length: 50 }, () =>
        outcome(() => node.attempt('engineer:off', 'ip', check.run)),
      ),
    );
    expect(check.calls).toBe(5);
    expect(errors.length).toBeGreaterThan(0);
  });
});
