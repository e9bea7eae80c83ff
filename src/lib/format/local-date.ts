/**
 * Dates and times in the reader's language, through Intl.DateTimeFormat. Making a formatter is
 * costly (tens of microseconds to milliseconds on a phone, and the first one of a language
 * loads its data), so each language and style gets one, made on first use and kept: a list that
 * renders a hundred rows does not build a hundred formatters.
 */
export type LocalDateStyle =
  /** 14:05 */
  | 'clock'
  /** 03-09 14:05 */
  | 'dayTime'
  /** 2026-03-09 14:05 */
  | 'fullDayTime'
  /** 2026年3月9日 14:05 / Mar 9, 2026, 2:05 PM */
  | 'medium'
  /** 2026/3/9 / 3/9/2026 */
  | 'date'
  /** 3月9日星期一 / Monday, March 9 */
  | 'day'
  /** 2026年3月9日星期一 / Monday, March 9, 2026 */
  | 'dayWithYear';

// h23, not hour12: false, which some languages read as h24 (English midnight would be 24:05).
const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const day = { month: 'long', day: 'numeric', weekday: 'long' } as const;

export const LOCAL_DATE_STYLES: Record<LocalDateStyle, Intl.DateTimeFormatOptions> = {
  clock,
  dayTime: { month: '2-digit', day: '2-digit', ...clock },
  fullDayTime: { year: 'numeric', month: '2-digit', day: '2-digit', ...clock },
  medium: { dateStyle: 'medium', timeStyle: 'short' },
  date: {},
  day,
  dayWithYear: { year: 'numeric', ...day },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter of a language (BCP 47, e.g. 'zh-CN', 'en') and style, made once. */
export function localDateFormatter(language: string, style: LocalDateStyle): Intl.DateTimeFormat {
  const key = `${language}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, LOCAL_DATE_STYLES[style]);
    formatters.set(key, formatter);
  }
  return formatter;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The 24-hour clock reads alike in the languages webchat ships (zh-CN and en: 14:05), so it is
 * written without Intl: the first formatter of a language loads its data (about 3 ms, 13 ms on a
 * phone's CPU), and every message row shows a clock on the chat's first screen.
 */
function clockOf(ms: number): string {
  const date = new Date(ms);
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * Formats epoch milliseconds, an ISO string or a Date in the reader's language. A missing or
 * invalid date gives '' (Intl would throw), so one bad timestamp cannot break a list.
 */
export function formatLocalDate(
  value: number | string | Date | undefined | null,
  language: string,
  style: LocalDateStyle,
): string {
  if (value === undefined || value === null || value === '') return '';
  const ms = typeof value === 'string' ? Date.parse(value) : +value;
  if (!Number.isFinite(ms)) return '';
  if (style === 'clock') return clockOf(ms);
  return localDateFormatter(language, style).format(ms);
}
