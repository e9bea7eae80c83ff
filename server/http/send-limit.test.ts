import { CoreError } from '../core';
import { createSendLimit, SEND_BURST, SEND_PER_MINUTE, SEND_PER_SECOND } from './send-limit';

/** What take() threw, or undefined when it let the send through. */
const refusal = (take: Promise<void>) =>
  take.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('send limit', () => {
  afterEach(() => vi.useRealTimers());

  it(`allows a burst of ${SEND_BURST}, then ${SEND_PER_SECOND} a second, per sender`, async () => {
    expect([SEND_BURST, SEND_PER_SECOND]).toEqual([30, 10]);
    vi.useFakeTimers();
    const limit = createSendLimit('t');
    for (let i = 0; i < SEND_BURST; i += 1) await limit.take('a');
    expect(await refusal(limit.take('a'))).toBeInstanceOf(CoreError);
    // Another sender has its own allowance.
    expect(await refusal(limit.take('b'))).toBeUndefined();
    // The next second brings ten more, not the whole burst.
    await vi.advanceTimersByTimeAsync(1_000);
    for (let i = 0; i < SEND_PER_SECOND; i += 1)
      expect(await refusal(limit.take('a'))).toBeUndefined();
    expect(await refusal(limit.take('a'))).toBeInstanceOf(CoreError);
  });

  it(`allows no more than ${SEND_PER_MINUTE} in a minute, however they are spread`, async () => {
    expect(SEND_PER_MINUTE).toBe(60);
    vi.useFakeTimers();
    const limit = createSendLimit('t');
    let sent = 0;
    for (let second = 0; second < 60; second += 1) {
      for (let i = 0; i < 2; i += 1) if ((await refusal(limit.take('a'))) === undefined) sent += 1;
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(sent).toBe(SEND_PER_MINUTE);
  });

  it('refuses with 429 and the rate_limited reason the client words, saying how long to wait', async () => {
    const limit = createSendLimit('t', { burst: 1, perSecond: 1, perMinute: 60 });
    await limit.take('a');
    expect(await refusal(limit.take('a'))).toMatchObject({
      status: 429,
      reason: { code: 'rate_limited', values: { seconds: 1 } },
    });
  });
});
