const pad = (n: number) => String(n).padStart(2, '0');

/**
 * SPEC §9 duration filter: seconds as HH:MM:SS, e.g. 3661 -> `01:01:01`. Hours do not wrap at
 * 24 (90000 -> `25:00:00`) because a call length is not a time of day. Fractions round down;
 * negative or invalid input shows `00:00:00` so a clock-skewed timer never renders garbage.
 */
export function formatDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds % 60)}`;
}
