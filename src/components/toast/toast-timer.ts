/**
 * A pausable countdown as plain data: the hook keeps one in a ref and this module does the sums,
 * so "how long is left after a pause" is tested without a DOM or a clock.
 */
export interface Countdown {
  /** Milliseconds left when the countdown last stopped (or started). */
  remaining: number;
  /** Clock reading when it last (re)started; null while paused. */
  runningSince: number | null;
}

export function createCountdown(duration: number): Countdown {
  return { remaining: Math.max(0, duration), runningSince: null };
}

export function remainingAt(countdown: Countdown, now: number): number {
  if (countdown.runningSince === null) return countdown.remaining;
  return Math.max(0, countdown.remaining - (now - countdown.runningSince));
}

export function resumeCountdown(countdown: Countdown, now: number): Countdown {
  if (countdown.runningSince !== null) return countdown;
  return { remaining: countdown.remaining, runningSince: now };
}

export function pauseCountdown(countdown: Countdown, now: number): Countdown {
  if (countdown.runningSince === null) return countdown;
  return { remaining: remainingAt(countdown, now), runningSince: null };
}
