import { formatLocalDate } from '@/lib/format';
/** What the list needs to know about an item: a stable id and when it was sent. */
export interface MessageListItem {
  id: string;
  /** Epoch milliseconds or a Date; items arrive oldest first. */
  timestamp: number | Date;
}

/** One row handed to the virtualizer: a day separator or an item. */
export type MessageListRow<T> =
  { kind: 'day'; key: string; dayStart: number } | { kind: 'item'; key: string; item: T };

/** Rows plus what an append needs to continue without walking the whole list again. */
export interface BuiltRows<T> {
  items: readonly T[];
  rows: MessageListRow<T>[];
  /** Whether the first day has a separator row (see buildRows). */
  leading: boolean;
  /** The current day's [start, end) in local time, so most items cost two comparisons. */
  dayStart: number;
  dayEnd: number;
}

const toMs = (timestamp: number | Date) =>
  typeof timestamp === 'number' ? timestamp : timestamp.getTime();

/** Local-time calendar day containing `ms`; end is the next midnight, so DST days fit too. */
export function dayRange(ms: number): { start: number; end: number } {
  const date = new Date(ms);
  const y = date.getFullYear();
  const m = date.getMonth();
  const d = date.getDate();
  return { start: new Date(y, m, d).getTime(), end: new Date(y, m, d + 1).getTime() };
}

function dayKey(start: number): string {
  const date = new Date(start);
  return `day:${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

function appendRows<T extends MessageListItem>(built: BuiltRows<T>, from: number): BuiltRows<T> {
  let { dayStart, dayEnd } = built;
  const { items, rows } = built;
  for (let i = from; i < items.length; i += 1) {
    const item = items[i]!;
    const ms = toMs(item.timestamp);
    if (!(ms >= dayStart && ms < dayEnd)) {
      const range = dayRange(ms);
      dayStart = range.start;
      dayEnd = range.end;
      if (i > 0 || built.leading) rows.push({ kind: 'day', key: dayKey(dayStart), dayStart });
    }
    rows.push({ kind: 'item', key: item.id, item });
  }
  return { items, rows, leading: built.leading, dayStart, dayEnd };
}

/** Every previous item still in place, same object; a pointer walk costs far less than rows. */
function isAppendOf<T>(prev: readonly T[], next: readonly T[]): boolean {
  if (prev.length === 0 || next.length < prev.length) return false;
  for (let i = 0; i < prev.length; i += 1) if (next[i] !== prev[i]) return false;
  return true;
}

/**
 * Rows for the virtualizer: a separator before the first item of each calendar day. When `next`
 * only appends to `previous` (live messages) the old rows are reused, so a long list does not
 * rebuild on every incoming message.
 *
 * `leading: false` leaves out the first day's separator (the list shows that day above its
 * rows instead). Then older history of the same day lands above the old first item, not between
 * it and its separator, so a prepend is a pure prepend and Virtuoso's kept sizes stay true.
 */
export function buildRows<T extends MessageListItem>(
  items: readonly T[],
  previous?: BuiltRows<T>,
  leading = true,
): BuiltRows<T> {
  if (previous && previous.leading === leading && isAppendOf(previous.items, items)) {
    if (items.length === previous.items.length) return { ...previous, items };
    return appendRows({ ...previous, items, rows: previous.rows.slice() }, previous.items.length);
  }
  return appendRows({ items, rows: [], leading, dayStart: 0, dayEnd: 0 }, 0);
}

/** The first item's day when buildRows left its separator out, else null. */
export function leadingDay<T extends MessageListItem>(built: BuiltRows<T>): number | null {
  const first = built.items[0];
  return built.leading || !first ? null : dayRange(toMs(first.timestamp)).start;
}

export interface DayLabelTexts {
  /** BCP 47 language for Intl.DateTimeFormat, e.g. 'zh-CN' or 'en'. */
  locale: string;
  today: string;
  yesterday: string;
}

/** 今天 / 昨天 / a full date (the year only when it is not this year), in the reader's language. */
export function dayLabel(dayStart: number, now: number, texts: DayLabelTexts): string {
  const today = dayRange(now).start;
  if (dayStart === today) return texts.today;
  if (dayStart === dayRange(today - 1).start) return texts.yesterday;
  const withYear = new Date(dayStart).getFullYear() !== new Date(now).getFullYear();
  return formatLocalDate(dayStart, texts.locale, withYear ? 'dayWithYear' : 'day');
}
