import { buildRows, dayLabel, dayRange, leadingDay, type MessageListItem } from './day-separators';

// Local-time dates, so the tests mean the same in every time zone.
const at = (y: number, m: number, d: number, h = 10, min = 0) => new Date(y, m - 1, d, h, min);
const item = (id: string, timestamp: number | Date): MessageListItem => ({ id, timestamp });
const shape = (items: readonly MessageListItem[]) => buildRows(items).rows.map((row) => row.key);

describe('buildRows', () => {
  it('puts a separator before the first item of each calendar day', () => {
    const items = [
      item('a', at(2024, 5, 1, 9)),
      item('b', at(2024, 5, 1, 23, 59)),
      item('c', at(2024, 5, 2, 0, 0)),
      item('d', at(2024, 5, 4, 12).getTime()),
    ];
    expect(shape(items)).toEqual([
      'day:2024-5-1',
      'a',
      'b',
      'day:2024-5-2',
      'c',
      'day:2024-5-4',
      'd',
    ]);
  });

  it('can leave out the first day\u2019s separator, keeping the others', () => {
    const items = [
      item('a', at(2024, 5, 1)),
      item('b', at(2024, 5, 1, 11)),
      item('c', at(2024, 5, 2)),
    ];
    const built = buildRows(items, undefined, false);
    expect(built.rows.map((row) => row.key)).toEqual(['a', 'b', 'day:2024-5-2', 'c']);
    expect(leadingDay(built)).toBe(at(2024, 5, 1, 0).getTime());
    expect(leadingDay(buildRows(items))).toBeNull();
  });

  it('gives nothing for no items', () => {
    expect(shape([])).toEqual([]);
  });

  it('carries the day start on the separator row', () => {
    const [first] = buildRows([item('a', at(2024, 5, 1, 15))]).rows;
    expect(first).toEqual({
      kind: 'day',
      key: 'day:2024-5-1',
      dayStart: at(2024, 5, 1, 0).getTime(),
    });
  });

  it('extends the previous rows when items are only appended, reusing row objects', () => {
    const first = [item('a', at(2024, 5, 1)), item('b', at(2024, 5, 1, 11))];
    const previous = buildRows(first);
    const next = buildRows(
      [...first, item('c', at(2024, 5, 1, 12)), item('d', at(2024, 5, 2))],
      previous,
    );
    expect(next.rows.map((row) => row.key)).toEqual([
      'day:2024-5-1',
      'a',
      'b',
      'c',
      'day:2024-5-2',
      'd',
    ]);
    expect(next.rows[1]).toBe(previous.rows[1]);
    expect(previous.rows).toHaveLength(3); // the old rows array is not mutated
  });

  it('rebuilds when an earlier item was replaced (e.g. an optimistic row confirmed)', () => {
    const pending = item('tmp-1', at(2024, 5, 1, 12));
    const previous = buildRows([item('a', at(2024, 5, 1)), pending]);
    const next = buildRows([item('a', at(2024, 5, 1)), item('m-1', at(2024, 5, 1, 12))], previous);
    expect(next.rows.map((row) => row.key)).toEqual(['day:2024-5-1', 'a', 'm-1']);
  });

  it('rebuilds when history is prepended', () => {
    const a = item('a', at(2024, 5, 2));
    const previous = buildRows([a]);
    const next = buildRows([item('o', at(2024, 5, 1)), a], previous);
    expect(next.rows.map((row) => row.key)).toEqual(['day:2024-5-1', 'o', 'day:2024-5-2', 'a']);
  });
});

describe('dayRange', () => {
  it('spans local midnight to the next midnight', () => {
    const { start, end } = dayRange(at(2024, 3, 10, 13).getTime());
    expect(start).toBe(at(2024, 3, 10, 0).getTime());
    expect(end).toBe(at(2024, 3, 11, 0).getTime());
  });
});

describe('dayLabel', () => {
  const now = at(2024, 5, 15, 8).getTime();
  const zh = { locale: 'zh-CN', today: '今天', yesterday: '昨天' };
  const en = { locale: 'en', today: 'Today', yesterday: 'Yesterday' };
  const day = (y: number, m: number, d: number) => at(y, m, d, 0).getTime();

  it.each([
    ['today', day(2024, 5, 15), zh, '今天'],
    ['yesterday', day(2024, 5, 14), zh, '昨天'],
    ['earlier this year', day(2024, 5, 1), zh, '5月1日星期三'],
    ['another year', day(2023, 12, 31), zh, '2023年12月31日星期日'],
    ['today', day(2024, 5, 15), en, 'Today'],
    ['yesterday', day(2024, 5, 14), en, 'Yesterday'],
    ['earlier this year', day(2024, 5, 1), en, 'Wednesday, May 1'],
    ['another year', day(2023, 12, 31), en, 'Sunday, December 31, 2023'],
  ])('%s → %s', (_when, dayStart, texts, expected) => {
    expect(dayLabel(dayStart, now, texts)).toBe(expected);
  });

  it('treats the first minutes after midnight as today', () => {
    expect(dayLabel(day(2024, 5, 15), at(2024, 5, 15, 0, 1).getTime(), zh)).toBe('今天');
  });
});
