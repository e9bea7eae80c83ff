import { EARPIECE_VOLUME, elapsedSeconds, formatCallDuration } from './call-time';

describe('formatCallDuration', () => {
  it('reads mm:ss under an hour', () => {
    expect(formatCallDuration(0)).toBe('00:00');
    expect(formatCallDuration(5)).toBe('00:05');
    expect(formatCallDuration(133)).toBe('02:13');
    expect(formatCallDuration(3599)).toBe('59:59');
  });

  it('reads hh:mm:ss from an hour on', () => {
    expect(formatCallDuration(3600)).toBe('01:00:00');
    expect(formatCallDuration(3723)).toBe('01:02:03');
    expect(formatCallDuration(12 * 3600)).toBe('12:00:00');
  });

  it('drops fractions and never shows a negative or broken time', () => {
    expect(formatCallDuration(59.9)).toBe('00:59');
    expect(formatCallDuration(-4)).toBe('00:00');
    expect(formatCallDuration(Number.NaN)).toBe('00:00');
  });
});

describe('elapsedSeconds', () => {
  it('counts whole seconds since the start, 0 before it or without one', () => {
    expect(elapsedSeconds(1_000, 3_999)).toBe(2);
    expect(elapsedSeconds(5_000, 1_000)).toBe(0);
    expect(elapsedSeconds(undefined, 10_000)).toBe(0);
  });
});

it('plays the voice quietly with the speaker off', () => {
  expect(EARPIECE_VOLUME).toBe(0.3);
});
