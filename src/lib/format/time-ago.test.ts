import { timeAgo, timeAgoLocalized, timeAgoParts } from './time-ago';

const NOW = new Date(2026, 10, 21, 12, 0, 0).getTime();
const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const ago = (ms: number) => NOW - ms;

describe('SPEC §9 "time-ago in minutes under 1 hour, hours under 1 day, else days (plural with s)"', () => {
  it.each([
    ['just now is 0 minutes (plural)', 0, '0 minutes'],
    ['59 seconds rounds down', 59 * SEC, '0 minutes'],
    ['1 minute is singular', MIN, '1 minute'],
    ['minutes are plural with s', 5 * MIN, '5 minutes'],
    ['minutes under 1 hour', HOUR - 1, '59 minutes'],
    ['1 hour is singular', HOUR, '1 hour'],
    ['hours are plural with s', 3 * HOUR, '3 hours'],
    ['hours under 1 day', DAY - 1, '23 hours'],
    ['else days: 1 day is singular', DAY, '1 day'],
    ['days are plural with s', 2 * DAY + 5 * HOUR, '2 days'],
    ['days never roll up to months', 400 * DAY, '400 days'],
  ])('%s: %i ms -> %s', (_rule, elapsed, text) => {
    expect(timeAgo(ago(elapsed), NOW)).toBe(text);
  });

  it('accepts Date objects', () => {
    expect(timeAgo(new Date(ago(3 * HOUR)), new Date(NOW))).toBe('3 hours');
  });

  it.each([
    ['a future time', NOW + 5 * MIN],
    ['an invalid date', new Date(Number.NaN)],
  ])('shows 0 minutes for %s', (_why, time) => {
    expect(timeAgo(time, NOW)).toBe('0 minutes');
    expect(timeAgoParts(time, NOW)).toEqual({ value: 0, unit: 'minute' });
  });

  it('defaults now to the current time', () => {
    expect(timeAgo(Date.now() - 2 * DAY)).toBe('2 days');
  });
});

describe('timeAgoLocalized (same rule, Intl.RelativeTimeFormat)', () => {
  it.each([
    ['en', 0, '0 minutes ago'],
    ['en', MIN, '1 minute ago'],
    ['en', 5 * MIN, '5 minutes ago'],
    ['en', HOUR, '1 hour ago'],
    ['en', 3 * HOUR, '3 hours ago'],
    ['en', DAY, '1 day ago'],
    ['en', 2 * DAY, '2 days ago'],
    ['zh-CN', 0, '0分钟前'],
    ['zh-CN', 5 * MIN, '5分钟前'],
    ['zh-CN', 3 * HOUR, '3小时前'],
    ['zh-CN', 2 * DAY, '2天前'],
  ] as const)('%s: %i ms -> %s', (locale, elapsed, text) => {
    expect(timeAgoLocalized(ago(elapsed), locale, NOW)).toBe(text);
  });

  it('reads a future time as 0 in the past, not "in 0 minutes"', () => {
    expect(timeAgoLocalized(NOW + HOUR, 'zh-CN', NOW)).toBe('0分钟前');
  });
});
