import { DEFAULT_RESEND_SECONDS, resendDeadline, secondsLeft } from './countdown';

describe('resend countdown', () => {
  it('waits resend_after seconds, or 60 when the user center does not say', () => {
    expect(resendDeadline(1_000, 30)).toBe(31_000);
    expect(DEFAULT_RESEND_SECONDS).toBe(60);
    expect(resendDeadline(0, undefined)).toBe(60_000);
    expect(resendDeadline(0, Number.NaN)).toBe(60_000);
    expect(resendDeadline(0, -5)).toBe(60_000);
  });
  it('counts whole seconds up, never below zero', () => {
    expect(secondsLeft(undefined, 0)).toBe(0);
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
  });
});
