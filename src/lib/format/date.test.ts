import { DEFAULT_DATE_FORMAT, formatDate } from './date';

describe('SPEC §9 "Default date format yyyy-MM-dd hh:mm:ss"', () => {
  it('is the SPEC pattern with a 24-hour HH', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('yyyy-MM-dd HH:mm:ss');
  });

  it.each([
    ['afternoon is 24-hour, not 03', new Date(2026, 10, 21, 15, 4, 5), '2026-11-21 15:04:05'],
    ['morning', new Date(2026, 10, 21, 3, 4, 5), '2026-11-21 03:04:05'],
    ['midnight is 00, not 12', new Date(2026, 0, 2, 0, 0, 0), '2026-01-02 00:00:00'],
    ['noon', new Date(2026, 0, 2, 12, 30, 59), '2026-01-02 12:30:59'],
  ])('%s: -> %s', (_why, date, text) => {
    expect(formatDate(date)).toBe(text);
  });

  it('accepts epoch milliseconds', () => {
    expect(formatDate(new Date(2026, 10, 21, 15, 4, 5).getTime())).toBe('2026-11-21 15:04:05');
  });

  it('takes another date-fns pattern', () => {
    expect(formatDate(new Date(2026, 10, 21, 15, 4, 5), 'yyyy/MM/dd')).toBe('2026/11/21');
  });

  it.each([new Date(Number.NaN), Number.NaN])('returns an empty string for %s', (date) => {
    expect(formatDate(date)).toBe('');
  });
});
