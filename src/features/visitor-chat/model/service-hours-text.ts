import { wallClock, type ServiceHoursView } from '@/lib/contract/service-hours';

/** Weekdays as the visitor reads a week: Monday first (JavaScript's 0 is Sunday). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days in a row (Monday first) that open at the same times. */
export interface DayGroup {
  /** First and last weekday of the run (0 Sunday … 6 Saturday). */
  from: number;
  to: number;
  /** Opening times, "09:00-12:00", in order. */
  ranges: string[];
  /** The run is the whole week. */
  everyDay: boolean;
}

/** A project's week as runs of days with the same times; closed days are left out. */
export function hoursGroups(hours: ServiceHoursView): DayGroup[] {
  const rangesOf = (day: number) =>
    hours.days
      .filter((d) => d.day === day && d.from < d.to)
      .sort((a, b) => a.from.localeCompare(b.from))
      .map((d) => `${d.from}-${d.to}`);
  const groups: DayGroup[] = [];
  let previous: DayGroup | undefined;
  for (const day of WEEK_ORDER) {
    const ranges = rangesOf(day);
    if (ranges.length === 0) {
      previous = undefined;
      continue;
    }
    if (previous && previous.ranges.join() === ranges.join()) previous.to = day;
    else groups.push((previous = { from: day, to: day, ranges, everyDay: false }));
  }
  if (groups.length === 1 && groups[0]!.from === 1 && groups[0]!.to === 0)
    groups[0]!.everyDay = true;
  return groups;
}

/** A weekday's short name in `language` (周一, Mon). */
export function weekdayName(day: number, language: string): string {
  // 2024-01-07 was a Sunday.
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 7 + day),
  );
}

/** When the project opens next, as the project's clock reads it, against today there. */
export interface NextOpening {
  /** Days after today in the project's time zone: 0 today, 1 tomorrow. */
  daysAhead: number;
  /** Its local time, HH:mm. */
  time: string;
  /** Its local date, yyyy-MM-dd. */
  date: string;
}

export function nextOpening(opensAt: number, now: number, timeZone: string): NextOpening {
  const opens = wallClock(opensAt, timeZone);
  const today = wallClock(now, timeZone);
  const daysAhead = Math.round((Date.parse(opens.date) - Date.parse(today.date)) / DAY_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(Math.floor(opens.minutes / 60))}:${pad(opens.minutes % 60)}`;
  return { daysAhead, time, date: opens.date };
}

/** A local date (yyyy-MM-dd) as the visitor reads it: 11月30日周一, Mon, November 30. */
export function localDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    month: 'long',
    day: 'numeric',
    weekday: 'short',
    timeZone: 'UTC',
  }).format(Date.parse(date));
}
