import { formatMediaTime, knownDuration } from './media-time';

describe('formatMediaTime', () => {
  it.each([
    [0, '00:00'],
    [7, '00:07'],
    [7.9, '00:07'],
    [59, '00:59'],
    [60, '01:00'],
    [750, '12:30'],
    [3599, '59:59'],
    [3600, '01:00:00'],
    [3661, '01:01:01'],
    [-3, '00:00'],
    [Number.NaN, '00:00'],
    [Number.POSITIVE_INFINITY, '00:00'],
  ])('%d s -> %s', (seconds, text) => {
    expect(formatMediaTime(seconds)).toBe(text);
  });
});

describe('knownDuration', () => {
  it.each([
    [12.5, undefined, 12.5],
    [12.5, 30, 12.5],
    [Number.NaN, 30, 30],
    [Number.POSITIVE_INFINITY, 30, 30],
    [0, 30, 30],
    [Number.NaN, undefined, 0],
    [Number.NaN, -1, 0],
  ])('media %d, hint %s -> %d', (media, hint, expected) => {
    expect(knownDuration(media, hint)).toBe(expected);
  });
});
