import { useEffect, useRef } from 'react';
import { createCountdown, pauseCountdown, remainingAt, resumeCountdown } from './toast-timer';

/**
 * Calls `onExpire` once `duration` ms have run while not `paused`. A new `restartKey` (an update
 * through the same id) starts over with the full duration.
 */
export function useToastTimer(
  duration: number,
  paused: boolean,
  restartKey: number,
  onExpire: () => void,
): void {
  const countdown = useRef(createCountdown(duration));
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  // Runs after the pausing cleanup below and before it resumes, so an update starts afresh.
  useEffect(() => {
    countdown.current = createCountdown(duration);
  }, [duration, restartKey]);

  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    countdown.current = resumeCountdown(countdown.current, Date.now());
    const timer = setTimeout(() => expire.current(), remainingAt(countdown.current, Date.now()));
    return () => {
      clearTimeout(timer);
      countdown.current = pauseCountdown(countdown.current, Date.now());
    };
  }, [paused, duration, restartKey]);
}
