import * as z from 'zod/mini';

/**
 * Not shown in SPEC (#17 item 3): when a project's engineers answer. A week of opening times in
 * the project's own time zone, and holidays (its local calendar days) when nobody answers. A
 * project without hours is open whenever an engineer is online.
 */

/** Local days of the week as JavaScript counts them: 0 Sunday … 6 Saturday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const clock = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/));
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const serviceHours = z.looseObject({
  /** An IANA time zone, e.g. Asia/Shanghai. */
  time_zone: z.string(),
  /** Opening times; a weekday with none is closed. `to` is exclusive ("18:00" closes at 18:00). */
  days: z.array(z.looseObject({ day: z.int().check(z.gte(0), z.lte(6)), from: clock, to: clock })),
  /** Local calendar days (yyyy-MM-dd) closed all day. */
  holidays: z.array(day),
});
export type ServiceHoursView = z.infer<typeof serviceHours>;

/** Why nobody can take a visitor now. */
export const UNAVAILABLE_REASONS = ['no_engineer', 'closed', 'holiday'] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

export type Openness =
  { open: true } | { open: false; reason: 'closed' | 'holiday'; opensAt?: number };

/** The wall clock of `instant` in `timeZone`: its date, weekday and minutes since midnight. */
export function wallClock(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  const [year, month, date] = [Number(part('year')), Number(part('month')), Number(part('day'))];
  const minutes = Number(part('hour')) * 60 + Number(part('minute'));
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    weekday,
    minutes,
    /** The wall clock read as if it were UTC: the zone's offset is this minus the instant. */
    asUtc: Date.UTC(year, month - 1, date, 0, minutes, Number(part('second'))),
  };
}

const toMinutes = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The instant a local wall time (a day's midnight in UTC terms, plus minutes) falls on. */
function instantOf(localMidnightAsUtc: number, minutes: number, timeZone: string): number {
  const wall = localMidnightAsUtc + minutes * MINUTE;
  // The zone's offset around that time, asked twice so a change of offset that day is met.
  let guess = wall - (wallClock(wall, timeZone).asUtc - wall);
  guess = wall - (wallClock(guess, timeZone).asUtc - guess);
  return guess;
}

/** Whether the project answers at `now`, and if not, why and when it opens next (14 days on). */
export function openness(hours: ServiceHoursView | undefined, now: number): Openness {
  if (!hours) return { open: true };
  const zone = hours.time_zone;
  const here = wallClock(now, zone);
  const holiday = hours.holidays.includes(here.date);
  const isOpen =
    !holiday &&
    hours.days.some(
      (d) =>
        d.day === here.weekday &&
        toMinutes(d.from) <= here.minutes &&
        here.minutes < toMinutes(d.to),
    );
  if (isOpen) return { open: true };
  const todayMidnight = here.asUtc - (here.asUtc % DAY);
  let opensAt: number | undefined;
  for (let ahead = 0; ahead <= 14 && opensAt === undefined; ahead += 1) {
    const midnight = todayMidnight + ahead * DAY;
    const date = new Date(midnight).toISOString().slice(0, 10);
    if (hours.holidays.includes(date)) continue;
    const weekday = new Date(midnight).getUTCDay();
    const starts = hours.days
      .filter((d) => d.day === weekday && toMinutes(d.from) < toMinutes(d.to))
      .map((d) => toMinutes(d.from))
      .filter((from) => ahead > 0 || from > here.minutes)
      .sort((a, b) => a - b);
    if (starts.length > 0) opensAt = instantOf(midnight, starts[0]!, zone);
  }
  return { open: false, reason: holiday ? 'holiday' : 'closed', opensAt };
}

/** The answer of SPEC's onlineEngineer call, with what #17 item 3 adds. */
export const availability = z.looseObject({
  online: z.number(),
  /** Not shown: whether a visitor transferred now would be served (hours and engineers). */
  open: z.optional(z.boolean()),
  reason: z.optional(z.enum(UNAVAILABLE_REASONS)),
  /** Not shown: when the project opens next (ISO 8601), while it is closed. */
  opens_at: z.optional(z.string()),
  hours: z.optional(serviceHours),
});
export type AvailabilityView = z.infer<typeof availability>;

/**
 * How often the widget asks again while it shows the robot or the queue, so it switches as the
 * last engineer goes offline or one comes back (the Rocket.Chat complaint: stale until reload).
 */
export const AVAILABILITY_POLL_MS = 20_000;
