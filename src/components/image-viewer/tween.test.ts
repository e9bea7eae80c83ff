import { easeOutCubic, tween } from './tween';

describe('tween', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('finishes at once for a zero duration (reduced motion)', () => {
    const onUpdate = vi.fn();
    const onComplete = vi.fn();
    tween({ duration: 0, onUpdate, onComplete });
    expect(onUpdate).toHaveBeenCalledWith(1);
    expect(onComplete).toHaveBeenCalledOnce();
  });

  it('runs frame by frame to 1 and then completes', () => {
    vi.useFakeTimers();
    const values: number[] = [];
    const onComplete = vi.fn();
    tween({ duration: 333, onUpdate: (p) => values.push(p), onComplete });
    vi.advanceTimersByTime(100);
    expect(onComplete).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(onComplete).toHaveBeenCalledOnce();
    expect(values.at(-1)).toBe(1);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('stops where it is when stopped', () => {
    vi.useFakeTimers();
    const onUpdate = vi.fn();
    const onComplete = vi.fn();
    const running = tween({ duration: 333, onUpdate, onComplete });
    vi.advanceTimersByTime(50);
    running.stop();
    const calls = onUpdate.mock.calls.length;
    vi.advanceTimersByTime(500);
    expect(onUpdate).toHaveBeenCalledTimes(calls);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('eases out', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5);
  });
});
