import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoff, retryWhenBack } from '.';

describe('backoff', () => {
  it('waits 1 s, 2 s, 4 s ... up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(backoff)).toEqual([
      1000, 1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

describe('retryWhenBack', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks again after the backoff of its attempts', () => {
    const retry = vi.fn();
    retryWhenBack(3, retry);
    vi.advanceTimersByTime(3_999);
    expect(retry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('asks again at once when the browser is back online', () => {
    const retry = vi.fn();
    retryWhenBack(5, retry);
    window.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('asks nothing once cancelled', () => {
    const retry = vi.fn();
    retryWhenBack(1, retry)();
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(60_000);
    expect(retry).not.toHaveBeenCalled();
  });
});
