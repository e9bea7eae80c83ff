import { CoreError } from '../core';
import { CODE_LIMITS, createCodeLimit } from './code-limit';

/** What take() threw, or undefined when it let the code go. */
const refusal = (take: Promise<void>) =>
  take.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('one-time code limit (#37, counted with rate-limiter-flexible since #39 item 6)', () => {
  afterEach(() => vi.useRealTimers());

  it('sends a one-time code once a minute, 5 an hour per account and 20 an hour per address', async () => {
    expect(CODE_LIMITS).toEqual({ resendMs: 60_000, perAccountPerHour: 5, perAddressPerHour: 20 });
    vi.useFakeTimers();
    const codes = createCodeLimit();
    await codes.take('13800138000', 'ip');
    expect(await refusal(codes.take('13800138000', 'ip'))).toMatchObject({
      status: 429,
      reason: { code: 'try_again_soon', values: { seconds: 60 } },
    });
    for (let i = 0; i < 4; i += 1) {
      await vi.advanceTimersByTimeAsync(60_000);
      await codes.take('13800138000', 'ip');
    }
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await refusal(codes.take('13800138000', 'ip'))).toMatchObject({
      status: 429,
      reason: expect.objectContaining({ code: 'code_limit' }),
    });
    for (let i = 0; i < 15; i += 1) await codes.take(`1390000000${i}`, 'ip');
    expect(await refusal(codes.take('13900000099', 'ip'))).toMatchObject({ status: 429 });
    expect(await refusal(codes.take('13900000099', 'other-ip'))).toBeUndefined();
  });

  it('says how many minutes are left of the hour, and lets the account go again after it', async () => {
    vi.useFakeTimers();
    const codes = createCodeLimit();
    for (let i = 0; i < 5; i += 1) {
      await codes.take('a@example.com', 'ip');
      await vi.advanceTimersByTimeAsync(60_000);
    }
    // The hour began with the first code, five minutes ago: 55 are left.
    expect(await refusal(codes.take('a@example.com', 'ip'))).toMatchObject({
      reason: { code: 'code_limit', values: { minutes: 55 } },
    });
    await vi.advanceTimersByTimeAsync(55 * 60_000);
    expect(await refusal(codes.take('a@example.com', 'ip'))).toBeUndefined();
  });

  it('costs an account nothing when its address is the one over the limit', async () => {
    vi.useFakeTimers();
    const codes = createCodeLimit(undefined, { ...CODE_LIMITS, perAddressPerHour: 1 });
    await codes.take('first', 'shared-ip');
    expect(await refusal(codes.take('second', 'shared-ip'))).toBeInstanceOf(CoreError);
    // Refused for the address, not the account: from another address it may have a code at once.
    expect(await refusal(codes.take('second', 'home-ip'))).toBeUndefined();
  });

  it('lets one of many requests for the same phone at once through', async () => {
    const codes = createCodeLimit();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => refusal(codes.take('13800138001', 'burst-ip'))),
    );
    expect(outcomes.filter((o) => o === undefined)).toHaveLength(1);
  });
});
