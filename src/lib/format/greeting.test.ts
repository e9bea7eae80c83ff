import { greetingPeriod } from './greeting';

const at = (h: number, m = 0) => new Date(2026, 10, 21, h, m);

describe('greetingPeriod (SPEC §9)', () => {
  it.each([
    [at(0), 'morning'],
    [at(11, 59), 'morning'],
    [at(12), 'afternoon'],
    [at(16, 59), 'afternoon'],
    [at(17), 'evening'],
    [at(23, 59), 'evening'],
  ] as const)('%s -> %s', (date, period) => {
    expect(greetingPeriod(date)).toBe(period);
  });
});
