import { hoursGroups, localDate, nextOpening, weekdayName } from './service-hours-text';

const hours = (days: { day: number; from: string; to: string }[]) => ({
  time_zone: 'Asia/Shanghai',
  days,
  holidays: [],
});
const everyDay = (from: string, to: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from, to }));

describe('a project’s hours as the visitor reads them', () => {
  it('says every day when the whole week opens at the same times', () => {
    expect(hoursGroups(hours(everyDay('09:00', '21:00')))).toEqual([
      { from: 1, to: 0, ranges: ['09:00-21:00'], everyDay: true },
    ]);
  });

  it('runs days with the same times together, Monday first, and leaves closed days out', () => {
    const week = [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '18:00' }));
    expect(
      hoursGroups(
        hours([
          ...week,
          { day: 6, from: '13:00', to: '17:00' },
          { day: 6, from: '10:00', to: '12:00' },
        ]),
      ),
    ).toEqual([
      { from: 1, to: 5, ranges: ['09:00-18:00'], everyDay: false },
      { from: 6, to: 6, ranges: ['10:00-12:00', '13:00-17:00'], everyDay: false },
    ]);
  });

  it('names weekdays in the page’s language', () => {
    expect(weekdayName(1, 'zh-CN')).toBe('周一');
    expect(weekdayName(0, 'en')).toBe('Sun');
  });

  it('counts the next opening from today in the project’s time zone, not the visitor’s', () => {
    // 22:30 in Shanghai on 27 November is 14:30 UTC; 09:00 next day there is 01:00 UTC.
    const now = Date.UTC(2026, 10, 27, 14, 30);
    expect(nextOpening(Date.UTC(2026, 10, 28, 1), now, 'Asia/Shanghai')).toEqual({
      daysAhead: 1,
      time: '09:00',
      date: '2026-11-28',
    });
    // Seen from New York the same instants are both on the 27th: later today there.
    expect(nextOpening(Date.UTC(2026, 10, 28, 1), now, 'America/New_York')).toMatchObject({
      daysAhead: 0,
      time: '20:00',
    });
    expect(nextOpening(Date.UTC(2026, 10, 30, 1), now, 'Asia/Shanghai').daysAhead).toBe(3);
  });

  it('writes a later opening’s date with its weekday', () => {
    expect(localDate('2026-11-30', 'zh-CN')).toBe('11月30日周一');
    expect(localDate('2026-11-30', 'en')).toBe('Mon, November 30');
  });
});
