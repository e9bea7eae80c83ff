import { CALL_RING_NOTES, CALL_RING_REPEAT_MS, CALL_RING_SECONDS, startRinging } from './call-ring';

describe('the ring of an incoming call', () => {
  it('is a trill of 0.6 s, every 2 s', () => {
    expect(CALL_RING_REPEAT_MS).toBe(2_000);
    expect(CALL_RING_SECONDS).toBe(0.6);
    expect(CALL_RING_NOTES.map((n) => n.frequency)).toEqual([784, 988, 784, 988]);
    // Each note ends before the ring does, and the ring before the next one starts.
    for (const note of CALL_RING_NOTES) expect(note.until).toBeLessThanOrEqual(CALL_RING_SECONDS);
    expect(CALL_RING_SECONDS * 1000).toBeLessThan(CALL_RING_REPEAT_MS);
  });

  it('rings at once and again on the fake clock; stopping cuts the sounding ring', () => {
    vi.useFakeTimers();
    const silenced: number[] = [];
    let rings = 0;
    const ring = () => {
      const n = ++rings;
      return () => void silenced.push(n);
    };
    const stop = startRinging(ring, 1_000);
    expect(rings).toBe(1);
    vi.advanceTimersByTime(2_000);
    expect(rings).toBe(3);
    expect(silenced).toEqual([1, 2]);
    stop();
    expect(silenced).toEqual([1, 2, 3]);
    vi.advanceTimersByTime(5_000);
    expect(rings).toBe(3);
    vi.useRealTimers();
  });
});
