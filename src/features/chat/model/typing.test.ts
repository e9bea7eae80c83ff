import { createTypingSignal, TYPING_LAPSE_MS, TYPING_REFRESH_MS } from './typing';

describe('typing signal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lapses 6 s after the last "typing" frame when "stopped" never comes', () => {
    expect(TYPING_LAPSE_MS).toBe(6000);
    const changes: boolean[] = [];
    const signal = createTypingSignal((t) => changes.push(t));
    signal.heard(true);
    vi.advanceTimersByTime(TYPING_LAPSE_MS - 1);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
  });

  it('a refresh within the lapse keeps it on; a message or "stopped" ends it at once', () => {
    expect(TYPING_REFRESH_MS).toBeLessThan(TYPING_LAPSE_MS);
    const changes: boolean[] = [];
    const signal = createTypingSignal((t) => changes.push(t));
    signal.heard(true);
    vi.advanceTimersByTime(TYPING_REFRESH_MS);
    signal.heard(true);
    vi.advanceTimersByTime(TYPING_REFRESH_MS);
    expect(changes).toEqual([true]);
    signal.messageArrived();
    expect(changes).toEqual([true, false]);
    signal.heard(true);
    signal.heard(false);
    expect(changes).toEqual([true, false, true, false]);
    vi.advanceTimersByTime(TYPING_LAPSE_MS);
    expect(changes).toHaveLength(4);
  });
});
