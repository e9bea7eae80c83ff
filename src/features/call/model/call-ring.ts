import { playTone, type ToneNote } from '@/lib/tone';

// The ring of an incoming call: a short trill, again and again while the call rings, so an
// engineer with the console in a background tab (or a visitor reading elsewhere) hears it.

/** One ring: two quick pairs of alternating notes (a phone's trill), then a pause. */
export const CALL_RING_NOTES: readonly ToneNote[] = [
  { frequency: 784, at: 0, until: 0.12 },
  { frequency: 988, at: 0.12, until: 0.24 },
  { frequency: 784, at: 0.24, until: 0.36 },
  { frequency: 988, at: 0.36, until: 0.48 },
];
/** How long one ring sounds, in seconds. */
export const CALL_RING_SECONDS = 0.6;
/** A ring starts every 2 s while the call rings (like a phone's ring cadence). */
export const CALL_RING_REPEAT_MS = 2_000;

/** One ring in this window; returns a stop that silences it. */
export const playRing = (win: Window) => playTone(win, CALL_RING_NOTES, CALL_RING_SECONDS);

/**
 * Rings now and every `everyMs` until the returned stop, which also cuts the ring that is
 * sounding (the call was answered mid-ring).
 */
export function startRinging(
  ring: () => () => void,
  everyMs: number = CALL_RING_REPEAT_MS,
): () => void {
  let silence = ring();
  const timer = setInterval(() => {
    silence();
    silence = ring();
  }, everyMs);
  return () => {
    clearInterval(timer);
    silence();
  };
}
