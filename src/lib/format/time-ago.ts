const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type TimeAgoLocale = 'zh-CN' | 'en';
export type TimeAgoUnit = 'minute' | 'hour' | 'day';

/**
 * Whole units elapsed since `time` (a Date or epoch milliseconds): minutes under 1 hour, hours
 * under 1 day, else days, always rounded down. Future or invalid times count as 0 minutes,
 * because clock skew between client and server must not print "-3 minutes".
 */
export function timeAgoParts(
  time: Date | number,
  now: Date | number = Date.now(),
): { value: number; unit: TimeAgoUnit } {
  const elapsed = Number(now) - Number(time);
  const ms = Number.isFinite(elapsed) && elapsed > 0 ? elapsed : 0;
  if (ms < HOUR_MS) return { value: Math.floor(ms / MINUTE_MS), unit: 'minute' };
  if (ms < DAY_MS) return { value: Math.floor(ms / HOUR_MS), unit: 'hour' };
  return { value: Math.floor(ms / DAY_MS), unit: 'day' };
}

/**
 * SPEC §9 time-ago filter, English as in the original: `1 minute`, `5 minutes`, `3 hours`,
 * `2 days` ("plural with s", so 0 is `0 minutes`). No "ago": the caller's sentence adds it.
 */
export function timeAgo(time: Date | number, now: Date | number = Date.now()): string {
  const { value, unit } = timeAgoParts(time, now);
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}

const formatters = new Map<TimeAgoLocale, Intl.RelativeTimeFormat>();

/**
 * Localized time-ago with the same unit rule, via Intl.RelativeTimeFormat, including "ago":
 * `5 minutes ago` (en), `5分钟前` (zh-CN). numeric 'always' keeps "0 minutes ago" rather than
 * Intl's "this minute", so every value reads the same way.
 */
export function timeAgoLocalized(
  time: Date | number,
  locale: TimeAgoLocale,
  now: Date | number = Date.now(),
): string {
  const { value, unit } = timeAgoParts(time, now);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    formatters.set(locale, formatter);
  }
  // Negating 0 gives -0, which Intl reads as past ("0分钟前") rather than future ("0分钟后").
  return formatter.format(-value, unit);
}
