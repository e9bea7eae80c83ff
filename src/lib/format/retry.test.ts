import { retry } from './retry';

const failing = (failures: number) => {
  let calls = 0;
  return vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new Error(`fail ${calls}`);
    return `ok after ${calls}`;
  });
};

describe('SPEC §9 "Retry helper retries a call a given number of times"', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['succeeds first time: one call', 0, 3, 'ok after 1', 1],
    ['succeeds on the last allowed retry', 3, 3, 'ok after 4', 4],
    ['times 0 still makes the first call', 0, 0, 'ok after 1', 1],
  ])('%s', async (_rule, failures, times, result, calls) => {
    const fn = failing(failures);
    await expect(retry(fn, times)).resolves.toBe(result);
    expect(fn).toHaveBeenCalledTimes(calls);
  });

  it.each([
    [0, 1],
    [1, 2],
    [3, 4],
  ])(
    'with times %i gives up after %i calls and rejects with the last error',
    async (times, calls) => {
      const fn = failing(Infinity);
      await expect(retry(fn, times)).rejects.toThrow(`fail ${calls}`);
      expect(fn).toHaveBeenCalledTimes(calls);
    },
  );

  it('retries a function that throws synchronously', async () => {
    const fn = vi.fn(() => {
      throw new Error('sync');
    });
    await expect(retry(fn, 2)).rejects.toThrow('sync');
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('accepts a function returning a plain value', async () => {
    await expect(retry(() => 42, 1)).resolves.toBe(42);
  });

  it('stops as soon as shouldRetry says no, passing the error and 1-based attempt', async () => {
    const fn = failing(Infinity);
    const shouldRetry = vi.fn((_error: unknown, attempt: number) => attempt < 2);
    await expect(retry(fn, 5, { shouldRetry })).rejects.toThrow('fail 2');
    expect(fn).toHaveBeenCalledTimes(2);
    expect(
      shouldRetry.mock.calls.map(([error, attempt]) => [(error as Error).message, attempt]),
    ).toEqual([
      ['fail 1', 1],
      ['fail 2', 2],
    ]);
  });

  it('waits delayMs between tries, not before the first', async () => {
    vi.useFakeTimers();
    const fn = failing(2);
    const result = retry(fn, 2, { delayMs: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fn).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe('ok after 3');
  });

  it('does not wait after the final failure', async () => {
    vi.useFakeTimers();
    const fn = failing(Infinity);
    const result = retry(fn, 1, { delayMs: 500 });
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(500);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(settled).toHaveBeenCalledWith(new Error('fail 2'));
  });

  it.each([-1, 1.5, Number.NaN])('rejects a times of %s with a RangeError', async (times) => {
    const fn = failing(0);
    await expect(retry(fn, times)).rejects.toThrow(RangeError);
    expect(fn).not.toHaveBeenCalled();
  });
});
