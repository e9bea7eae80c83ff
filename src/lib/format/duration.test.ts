import fc from 'fast-check';
import { formatDuration } from './duration';

describe('SPEC §9 "duration HH:MM:SS"', () => {
  it.each([
    [0, '00:00:00'],
    [5, '00:00:05'],
    [59, '00:00:59'],
    [60, '00:01:00'],
    [3599, '00:59:59'],
    [3600, '01:00:00'],
    [3661, '01:01:01'],
    [86_399, '23:59:59'],
    [86_400, '24:00:00'],
    [90_000, '25:00:00'],
    [360_000, '100:00:00'],
    [61.9, '00:01:01'],
  ])('%s seconds -> %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('shows 00:00:00 for bad input %s', (s) => {
    expect(formatDuration(s)).toBe('00:00:00');
  });
});

describe('formatDuration properties', () => {
  it('reads back as the same whole number of seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (seconds) => {
        const [h, m, s] = formatDuration(seconds).split(':').map(Number);
        expect((h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0)).toBe(seconds);
        expect(m).toBeLessThan(60);
        expect(s).toBeLessThan(60);
      }),
    );
  });
});
