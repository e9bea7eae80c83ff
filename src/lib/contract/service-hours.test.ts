import {
  AVAILABILITY_POLL_MS,
  openness,
  UNAVAILABLE_REASONS,
  wallClock,
  WEEKDAYS,
  type ServiceHoursView,
} from './service-hours';

/** Mon-Fri 09:00-18:00 in Shanghai (UTC+8, no summer time), closed for National Day. */
const SHANGHAI: ServiceHoursView = {
  time_zone: 'Asia/Shanghai',
  days: [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '18:00' })),
  holidays: ['2026-10-01', '2026-10-02'],
};
/** A Shanghai wall time as an instant. */
const cst = (date: string, time: string) => Date.parse(`${date}T${time}:00+08:00`);

describe('openness', () => {
  it('is open with no hours at all (a project without hours answers whenever staffed)', () => {
    expect(openness(undefined, cst('2026-11-22', '03:00'))).toEqual({ open: true });
  });

  it('opens at `from` (inclusive) and closes at `to` (exclusive)', () => {
    // 2026-11-23 is a Monday.
    expect(openness(SHANGHAI, cst('2026-11-23', '08:59') + 59_999).open).toBe(false);
    expect(openness(SHANGHAI, cst('2026-11-23', '09:00'))).toEqual({ open: true });
    expect(openness(SHANGHAI, cst('2026-11-23', '17:59') + 59_999)).toEqual({ open: true });
    expect(openness(SHANGHAI, cst('2026-11-23', '18:00'))).toEqual({
      open: false,
      reason: 'closed',
      opensAt: cst('2026-11-24', '09:00'),
    });
  });

  it('before opening on a working day, opens later the same day', () => {
    expect(openness(SHANGHAI, cst('2026-11-23', '07:30'))).toEqual({
      open: false,
      reason: 'closed',
      opensAt: cst('2026-11-23', '09:00'),
    });
  });

  it('over a weekend, opens next on Monday morning', () => {
    expect(openness(SHANGHAI, cst('2026-11-27', '18:30'))).toEqual({
      open: false,
      reason: 'closed',
      opensAt: cst('2026-11-30', '09:00'),
    });
    expect(openness(SHANGHAI, cst('2026-11-29', '12:00'))).toMatchObject({
      opensAt: cst('2026-11-30', '09:00'),
    });
  });

  it('is closed all day on a holiday, and opens on the first working day after it', () => {
    // Thursday 1 and Friday 2 October are holidays, then a weekend: Monday the 5th.
    expect(openness(SHANGHAI, cst('2026-10-01', '10:00'))).toEqual({
      open: false,
      reason: 'holiday',
      opensAt: cst('2026-10-05', '09:00'),
    });
    expect(openness(SHANGHAI, cst('2026-09-30', '18:00'))).toMatchObject({
      reason: 'closed',
      opensAt: cst('2026-10-05', '09:00'),
    });
  });

  it("reads the project's time zone, not the host's: New York across the change to summer time", () => {
    const newYork: ServiceHoursView = {
      time_zone: 'America/New_York',
      days: [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '17:00' })),
      holidays: [],
    };
    // Friday 6 March 2026, 17:30 EST (UTC-5); clocks go forward on Sunday 8 March.
    const friday = Date.parse('2026-03-06T17:30:00-05:00');
    expect(openness(newYork, friday)).toEqual({
      open: false,
      reason: 'closed',
      // Monday 9 March 09:00 EDT (UTC-4).
      opensAt: Date.parse('2026-03-09T09:00:00-04:00'),
    });
    expect(openness(newYork, Date.parse('2026-03-09T09:00:00-04:00'))).toEqual({ open: true });
    expect(openness(newYork, Date.parse('2026-03-09T08:59:00-04:00')).open).toBe(false);
    // The same instant is 21:00 in Shanghai on a weekday: closed there.
    expect(openness(SHANGHAI, Date.parse('2026-03-09T09:00:00-04:00')).open).toBe(false);
  });

  it('has no next opening when no day has hours', () => {
    expect(
      openness({ time_zone: 'Asia/Shanghai', days: [], holidays: [] }, cst('2026-11-23', '10:00')),
    ).toEqual({ open: false, reason: 'closed', opensAt: undefined });
  });
});

describe('wallClock', () => {
  it("gives the date, weekday and minutes of an instant in a zone's own clock", () => {
    expect(wallClock(Date.parse('2026-11-22T16:30:00Z'), 'Asia/Shanghai')).toMatchObject({
      date: '2026-11-23',
      weekday: 1,
      minutes: 30,
    });
  });
});

describe('the constants of availability', () => {
  it('counts days as JavaScript does, and names every reason nobody can answer', () => {
    expect(WEEKDAYS).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(UNAVAILABLE_REASONS).toEqual(['no_engineer', 'closed', 'holiday']);
  });

  it('polls every 20 seconds', () => {
    expect(AVAILABILITY_POLL_MS).toBe(20_000);
  });
});
