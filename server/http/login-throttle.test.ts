import { CoreError, ManualClock, unauthorized } from '../core';
import { makeCore } from '../testing/core-fixture';
import { createHttpApp } from './app';
import { ACCOUNT_THROTTLE, ADDRESS_THROTTLE, createLoginThrottle } from './login-throttle';

const wrong = () => {
  throw unauthorized();
};
const outcome = (run: () => Promise<unknown>) =>
  run().then(
    () => 'ok' as const,
    (error: CoreError) => error,
  );

describe('sign-in throttling (#19 item 2)', () => {
  it('lets 4 typos through, then waits 1, 2, 4, 8, 16 s, then locks the account for 15 minutes', async () => {
    expect(ACCOUNT_THROTTLE).toMatchObject({ freeFailures: 4, lockAfter: 10, lockMs: 900_000 });
    const clock = new ManualClock();
    const throttle = createLoginThrottle(() => clock.now());
    const waits: number[] = [];
    for (let failure = 1; failure <= 10; failure += 1) {
      const result = await outcome(() => throttle.attempt('engineer:demo', '10.0.0.1', wrong));
      expect(result).toMatchObject({ status: 401 });
      const wait = throttle.wait('engineer:demo', '10.0.0.1');
      waits.push(wait / 1000);
      await clock.advance(wait);
    }
    expect(waits).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 900]);
  });

  it('refuses during a wait with the time left, in seconds then in minutes (429)', async () => {
    const clock = new ManualClock();
    const throttle = createLoginThrottle(() => clock.now());
    for (let i = 0; i < 5; i += 1) await outcome(() => throttle.attempt('a', 'ip', wrong));
    // Even the right password waits: a guesser cannot tell a hit from a miss by the answer.
    expect(await outcome(() => throttle.attempt('a', 'ip', () => 'right'))).toMatchObject({
      status: 429,
      reason: { code: 'try_again_soon', values: { seconds: 1 } },
      info: '尝试过于频繁，请 1 秒后再试',
    });
    for (let i = 0; i < 5; i += 1) {
      await clock.advance(throttle.wait('a', 'ip'));
      await outcome(() => throttle.attempt('a', 'ip', wrong));
    }
    expect(await outcome(() => throttle.attempt('a', 'ip', () => 'right'))).toMatchObject({
      status: 429,
      reason: { code: 'too_many_attempts', values: { minutes: 15, seconds: 900 } },
      info: '尝试次数过多，请 15 分钟后再试',
    });
    await clock.advance(15 * 60_000);
    expect(await outcome(() => throttle.attempt('a', 'ip', () => 'right'))).toBe('ok');
  });

  it('a success clears the account; the count of the address stays; a quiet quarter hour forgets', async () => {
    const clock = new ManualClock();
    const throttle = createLoginThrottle(() => clock.now());
    for (let i = 0; i < 4; i += 1) await outcome(() => throttle.attempt('a', 'ip', wrong));
    expect(throttle.failures('account:a')).toBe(4);
    expect(await outcome(() => throttle.attempt('a', 'ip', () => 'right'))).toBe('ok');
    expect(throttle.failures('account:a')).toBe(0);
    expect(throttle.failures('ip:ip')).toBe(4);
    await clock.advance(15 * 60_000 + 1);
    expect(throttle.failures('ip:ip')).toBe(0);
  });

  it('an address guessing across many accounts is locked after 50 failures', async () => {
    expect(ADDRESS_THROTTLE).toMatchObject({ freeFailures: 19, lockAfter: 50 });
    const clock = new ManualClock();
    const throttle = createLoginThrottle(() => clock.now());
    for (let i = 0; i < 50; i += 1) {
      await clock.advance(throttle.wait(`user${i}`, '10.0.0.9'));
      await outcome(() => throttle.attempt(`user${i}`, '10.0.0.9', wrong));
    }
    expect(throttle.wait('someone-else', '10.0.0.9')).toBe(15 * 60_000);
    // Another address is not held up by it.
    expect(throttle.wait('someone-else', '10.0.0.10')).toBe(0);
  });
});

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

describe('sign-in throttling under concurrency (#37 item 4)', () => {
  it('200 wrong guesses at once at one account: 5 reach the check (4 free and 1), 195 are 429 at once', async () => {
    const clock = new ManualClock();
    const throttle = createLoginThrottle(() => clock.now());
    const check = slowCheck(wrong);
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, () =>
        outcome(() => throttle.attempt('engineer:e1', '10.0.0.1', check.run)),
      ),
    );
    // Before the reservation all 200 reached the check (the failure was counted after it).
    expect(check.calls).toBeLessThanOrEqual(20);
    expect(check.calls).toBe(ACCOUNT_THROTTLE.freeFailures + 1);
    expect(outcomes.filter((o) => o !== 'ok' && o.status === 401)).toHaveLength(5);
    const refused = outcomes.filter((o) => o !== 'ok' && o.status === 429) as CoreError[];
    expect(refused).toHaveLength(195);
    expect(refused[0]!.reason).toMatchObject({ code: 'try_again_soon', values: { seconds: 1 } });
    // The reservations became failures: the account waits as after 5 guesses one by one.
    expect(throttle.failures('account:engineer:e1')).toBe(5);
    expect(throttle.inFlight('account:engineer:e1')).toBe(0);
    expect(throttle.inFlight('ip:10.0.0.1')).toBe(0);
    expect(throttle.wait('engineer:e1', '10.0.0.1')).toBe(1_000);
  });

  it('200 wrong guesses at once at 200 accounts from one address: the address lets 20 through', async () => {
    const clock = new ManualClock();
    const throttle = createLoginThrottle(() => clock.now());
    const check = slowCheck(wrong);
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        outcome(() => throttle.attempt(`engineer:e${i}`, '10.0.0.9', check.run)),
      ),
    );
    // 19 free and the one that starts the wait, as one after another: at most 20 (#37 item 4).
    expect(check.calls).toBe(ADDRESS_THROTTLE.freeFailures + 1);
    expect(check.calls).toBeLessThanOrEqual(20);
    expect(outcomes.filter((o) => o !== 'ok' && o.status === 429)).toHaveLength(180);
    expect(throttle.failures('ip:10.0.0.9')).toBe(20);
    expect(throttle.inFlight('ip:10.0.0.9')).toBe(0);
    // Another address is not held up by it.
    expect(throttle.wait('engineer:e199', '10.0.0.10')).toBe(0);
  });

  it('a success clears the account, another error releases, a 401 counts: nothing stays reserved', async () => {
    const clock = new ManualClock();
    const throttle = createLoginThrottle(() => clock.now());
    for (let i = 0; i < 4; i += 1) await outcome(() => throttle.attempt('a', 'ip', wrong));
    // The fifth attempt is in flight: a sixth at the same time would be past the free ones.
    const right = slowCheck(() => 'right');
    const first = outcome(() => throttle.attempt('a', 'ip', right.run));
    expect(throttle.inFlight('account:a')).toBe(1);
    expect(await outcome(() => throttle.attempt('a', 'ip', right.run))).toMatchObject({
      status: 429,
    });
    expect(await first).toBe('ok');
    expect(right.calls).toBe(1);
    expect(throttle.failures('account:a')).toBe(0);
    expect(throttle.inFlight('account:a')).toBe(0);
    expect(throttle.failures('ip:ip')).toBe(4);

    // A server error is no guess: 5 at once reach the check and leave nothing counted.
    const broken = slowCheck(() => {
      throw new CoreError(500, 'broken', { code: 'server_error' });
    });
    const errors = await Promise.all(
      Array.from({ length: 8 }, () => outcome(() => throttle.attempt('b', 'ip2', broken.run))),
    );
    expect(broken.calls).toBe(5);
    expect(errors.filter((o) => o !== 'ok' && o.status === 500)).toHaveLength(5);
    expect(throttle.failures('account:b')).toBe(0);
    expect(throttle.inFlight('account:b')).toBe(0);
    expect(throttle.wait('b', 'ip2')).toBe(0);
    expect(await outcome(() => throttle.attempt('b', 'ip2', () => 'right'))).toBe('ok');
  });
});

describe('sign-in throttling over HTTP', () => {
  it('300 guesses in 30 s at one engineer: 9 reach the password check, 291 are 429 with Retry-After', async () => {
    const { core, clock } = await makeCore();
    const app = createHttpApp(core, { save: async () => '/uploads/x' });
    const login = (password: string) =>
      app.fetch(
        new Request('http://test/api/csc/engineer/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
          body: JSON.stringify({ account: 'e1', password }),
        }),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 300; i += 1) {
      statuses.push((await login(`guess-${i}`)).status);
      await clock.advance(100); // 10 guesses a second
    }
    // 4 free, then 1, 2, 4 and 8 s: the ninth guess is at 15 s and makes the next wait 16 s.
    expect(statuses.filter((s) => s === 401)).toHaveLength(9);
    expect(statuses.filter((s) => s === 429)).toHaveLength(291);
    const waiting = await login('pw');
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    // One more wrong guess after the wait locks the account: even the right password waits.
    await clock.advance(16_000);
    expect((await login('guess-last')).status).toBe(401);
    const locked = await login('pw');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect((await locked.json()).message).toMatchObject({
      code: 'too_many_attempts',
      values: { minutes: 15, seconds: 900 },
    });
    await clock.advance(15 * 60_000);
    expect((await login('pw')).status).toBe(200);
  }, 60_000);
  it('200 wrong passwords at once at one engineer: 5 reach the password check, 195 are 429', async () => {
    const { core } = await makeCore();
    // A wrong password, checked in 20 ms (argon2 itself takes longer in WebAssembly).
    const verify = vi
      .spyOn(core.ctx.passwords, 'verify')
      .mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(false), 20)));
    const app = createHttpApp(core, { save: async () => '/uploads/x' });
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        app.fetch(
          new Request('http://test/api/csc/engineer/login', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ account: 'e1', password: `guess-${i}` }),
          }),
        ),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(verify.mock.calls.length).toBeLessThanOrEqual(20);
    expect(verify).toHaveBeenCalledTimes(5);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(195);
    const refused = responses.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);
});
