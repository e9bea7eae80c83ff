import { BADGE_MAX, formatBadgeCount, isBadgeVisible } from './badge-count';

describe('formatBadgeCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [9, '9'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
    [3.7, '3'],
    [-2, '0'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
  ])('%d -> %s', (count, text) => {
    expect(formatBadgeCount(count)).toBe(text);
  });

  it('caps at 99 by default', () => {
    expect(BADGE_MAX).toBe(99);
  });

  it('takes another cap', () => {
    expect(formatBadgeCount(10, 9)).toBe('9+');
    expect(formatBadgeCount(9, 9)).toBe('9');
  });
});

describe('isBadgeVisible', () => {
  it.each([
    [undefined, false, true],
    [0, false, false],
    [0, true, true],
    [1, false, true],
    [0.5, false, false],
    [Number.NaN, false, false],
  ])('count %s showZero %s -> %s', (count, showZero, visible) => {
    expect(isBadgeVisible(count, showZero)).toBe(visible);
  });
});
