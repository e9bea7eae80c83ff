import { TIMING } from '@/lib/constants';
import { createCountdown, pauseCountdown, remainingAt, resumeCountdown } from './toast-timer';

describe('toast countdown', () => {
  it('starts paused with the whole duration', () => {
    const countdown = createCountdown(TIMING.toastDurationMs);
    expect(remainingAt(countdown, 10_000)).toBe(3000);
  });

  it('counts down only while running', () => {
    let countdown = resumeCountdown(createCountdown(3000), 1000);
    expect(remainingAt(countdown, 2000)).toBe(2000);
    countdown = pauseCountdown(countdown, 2200);
    expect(countdown).toEqual({ remaining: 1800, runningSince: null });
    // A long hover costs nothing.
    expect(remainingAt(countdown, 60_000)).toBe(1800);
    countdown = resumeCountdown(countdown, 60_000);
    expect(remainingAt(countdown, 61_000)).toBe(800);
  });

  it('adds up several pauses', () => {
    let countdown = createCountdown(3000);
    let now = 0;
    for (let i = 0; i < 3; i += 1) {
      countdown = resumeCountdown(countdown, now);
      now += 500;
      countdown = pauseCountdown(countdown, now);
      now += 10_000;
    }
    expect(remainingAt(countdown, now)).toBe(1500);
  });

  it('never goes below zero', () => {
    const countdown = resumeCountdown(createCountdown(3000), 0);
    expect(remainingAt(countdown, 5000)).toBe(0);
    expect(pauseCountdown(countdown, 5000).remaining).toBe(0);
  });

  it('ignores a repeated pause or resume', () => {
    const running = resumeCountdown(createCountdown(3000), 100);
    expect(resumeCountdown(running, 900)).toBe(running);
    const paused = pauseCountdown(running, 600);
    expect(pauseCountdown(paused, 2000)).toBe(paused);
  });

  it('keeps an endless toast endless', () => {
    const countdown = resumeCountdown(createCountdown(Infinity), 0);
    expect(remainingAt(countdown, 1e9)).toBe(Infinity);
  });
});
