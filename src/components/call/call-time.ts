/** Seconds in an hour: past it the duration shows hours too. */
const HOUR = 3600;

const two = (n: number) => String(n).padStart(2, '0');

/** A call's length as a phone shows it: 02:13, and 1:02:03 past an hour. */
export function formatCallDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const h = Math.floor(seconds / HOUR);
  const m = Math.floor((seconds % HOUR) / 60);
  const s = seconds % 60;
  return h > 0 ? `${two(h)}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** Whole seconds from `since` (epoch ms) to `now`; 0 before it or without it. */
export function elapsedSeconds(since: number | undefined, now: number): number {
  return since === undefined ? 0 : Math.max(0, Math.floor((now - since) / 1000));
}

/**
 * How loud the remote voice plays with the speaker off. A browser cannot choose the earpiece,
 * so "speaker off" is quiet, for a phone held to the ear.
 */
export const EARPIECE_VOLUME = 0.3;
