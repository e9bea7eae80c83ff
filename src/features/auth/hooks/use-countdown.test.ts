import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('ticks down once a second to zero, then stops', () => {
    const { result, rerender } = renderHook(({ deadline }) => useCountdown(deadline), {
      initialProps: { deadline: undefined as number | undefined },
    });
    expect(result.current).toBe(0);
    rerender({ deadline: 3_000 });
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
