/**
 * Where `value` sits between `min` and `max`, as a whole percent in 0..100. Out-of-range values
 * clamp (an upload can report more bytes than announced); a bad range or value gives 0.
 */
export function progressPercent(value: number, min = 0, max = 100): number {
  if (![value, min, max].every(Number.isFinite) || max <= min) return 0;
  const ratio = (value - min) / (max - min);
  return Math.round(Math.min(1, Math.max(0, ratio)) * 100);
}

/** `value` kept inside [min, max], for aria-valuenow, which must not leave the range. */
export function clampValue(value: number, min = 0, max = 100): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, value));
}
