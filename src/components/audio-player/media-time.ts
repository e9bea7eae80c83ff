import { formatDuration } from '@/lib/format';

/**
 * Player clock: `mm:ss` (00:07, 12:30), and `h:mm:ss`-style HH:MM:SS from an hour on, built
 * on SPEC §9's duration filter so both agree. Unknown lengths (NaN, Infinity: a live or
 * still-loading stream) read 00:00 rather than garbage.
 */
export function formatMediaTime(seconds: number): string {
  const full = formatDuration(Number.isFinite(seconds) ? seconds : 0);
  return full.startsWith('00:') ? full.slice(3) : full;
}

/** The length to show: the media's own once known, else the one the message carried. */
export function knownDuration(mediaDuration: number, hinted: number | undefined): number {
  if (Number.isFinite(mediaDuration) && mediaDuration > 0) return mediaDuration;
  return hinted !== undefined && Number.isFinite(hinted) && hinted > 0 ? hinted : 0;
}
