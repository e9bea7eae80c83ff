import { describe, expect, it } from 'vitest';
import { formatLocalDate, localDateFormatter } from './local-date';

// 2026-03-09 14:05 local time.
const at = new Date(2026, 2, 9, 14, 5).getTime();

describe('formatLocalDate', () => {
  it('prints a 24-hour clock in either language', () => {
    expect(formatLocalDate(at, 'zh-CN', 'clock')).toBe('14:05');
    expect(formatLocalDate(at, 'en', 'clock')).toBe('14:05');
    expect(formatLocalDate(new Date(2026, 2, 9, 3, 7), 'en', 'clock')).toBe('03:07');
  });

  it('writes midnight as 00, not 24, in every style', () => {
    const midnight = new Date(2026, 2, 9, 0, 5).getTime();
    expect(formatLocalDate(midnight, 'en', 'clock')).toBe('00:05');
    expect(formatLocalDate(midnight, 'en', 'dayTime')).toBe('03/09, 00:05');
  });

  it('writes the clock as Intl does in each shipped language', () => {
    for (const language of ['zh-CN', 'en']) {
      for (const hour of [0, 9, 12, 23]) {
        const when = new Date(2026, 2, 9, hour, 5).getTime();
        expect(formatLocalDate(when, language, 'clock')).toBe(
          localDateFormatter(language, 'clock').format(when),
        );
      }
    }
  });

  it('reads epoch milliseconds, ISO strings and dates alike', () => {
    const iso = new Date(at).toISOString();
    expect(formatLocalDate(iso, 'en', 'dayTime')).toBe(formatLocalDate(at, 'en', 'dayTime'));
    expect(formatLocalDate(new Date(at), 'en', 'dayTime')).toBe('03/09, 14:05');
  });

  it('writes days in the reader language, with the year only when asked', () => {
    expect(formatLocalDate(at, 'zh-CN', 'day')).toBe('3月9日星期一');
    expect(formatLocalDate(at, 'zh-CN', 'dayWithYear')).toBe('2026年3月9日星期一');
    expect(formatLocalDate(at, 'en', 'day')).toBe('Monday, March 9');
  });

  it('gives nothing for a missing or invalid date instead of throwing', () => {
    expect(formatLocalDate(undefined, 'en', 'clock')).toBe('');
    expect(formatLocalDate('', 'en', 'clock')).toBe('');
    expect(formatLocalDate('not a date', 'en', 'medium')).toBe('');
    expect(formatLocalDate(Number.NaN, 'en', 'clock')).toBe('');
  });

  it('makes one formatter per language and style', () => {
    expect(localDateFormatter('en', 'clock')).toBe(localDateFormatter('en', 'clock'));
    expect(localDateFormatter('en', 'clock')).not.toBe(localDateFormatter('zh-CN', 'clock'));
    expect(localDateFormatter('en', 'clock')).not.toBe(localDateFormatter('en', 'day'));
  });
});
