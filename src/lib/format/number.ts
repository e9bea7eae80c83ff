/** SPEC §9 abbreviation symbols, each 1000 times the previous (k = 10^3 … E = 10^18). */
export const NUMBER_ABBREVIATIONS = ['k', 'M', 'G', 'T', 'P', 'E'] as const;

/**
 * SPEC §9 abbreviation filter: 1234 -> `1.2k`, 1500000 -> `1.5M`, with `digits` decimals and
 * trailing zeros dropped (1000000 -> `1M`). Values below 1000 (and non-finite ones) are
 * returned unchanged. Negatives keep their sign. A value that rounds up to 1000 of a unit
 * moves to the next unit (999950 -> `1M`, not `1000k`).
 */
export function abbreviateNumber(value: number, digits = 1): string {
  const abs = Math.abs(value);
  if (!Number.isFinite(value) || abs < 1000) return String(value);
  const last = NUMBER_ABBREVIATIONS.length;
  let exponent = 1;
  while (exponent < last && abs >= 1000 ** (exponent + 1)) exponent += 1;
  let scaled = Number((abs / 1000 ** exponent).toFixed(digits));
  if (scaled >= 1000 && exponent < last) {
    exponent += 1;
    scaled = Number((abs / 1000 ** exponent).toFixed(digits));
  }
  const sign = value < 0 ? '-' : '';
  return `${sign}${scaled}${NUMBER_ABBREVIATIONS[exponent - 1] ?? ''}`;
}

// en-US grouping is the comma the filter promises; 20 fraction digits keeps decimals as typed
// (Intl prints the shortest round-trip form) instead of rounding to Intl's default of 3.
const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

/**
 * SPEC §9 thousands separator: 1234567 -> `1,234,567`, -1234.5 -> `-1,234.5`. Only the integer
 * part is grouped. NaN shows `0`, as the original filter did, and -0 shows `0`.
 */
export function formatThousands(value: number): string {
  if (Number.isNaN(value) || value === 0) return '0';
  return thousands.format(value);
}
