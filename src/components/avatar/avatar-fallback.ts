/**
 * Background colours for initials. Each passes WCAG AA (4.5:1) against white text, which
 * avatar-fallback.test.ts checks; the theme has no palette for this, so it lives here.
 */
export const AVATAR_PALETTE = [
  '#c62828',
  '#ad1457',
  '#6a1b9a',
  '#4527a0',
  '#1565c0',
  '#0277bd',
  '#00695c',
  '#2e7d32',
  '#9a6700',
  '#455a64',
] as const;

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : undefined;

/**
 * The first character a person would see in `name`: '张三' -> '张', 'guest' -> 'G', and a
 * whole emoji or accented letter rather than half of a surrogate pair. Empty names give ''.
 */
export function avatarInitial(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '';
  const first = segmenter
    ? (segmenter.segment(trimmed)[Symbol.iterator]().next().value?.segment ?? '')
    : (Array.from(trimmed)[0] ?? '');
  return first.toUpperCase();
}

/** FNV-1a over UTF-16 code units: fast, stable across runs and engines, well spread. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A colour for `name` from AVATAR_PALETTE: the same person always gets the same colour, on
 * every device, so a visitor recognises the engineer by colour as well as by initial.
 */
export function avatarColor(name: string): string {
  const key = name.trim();
  return AVATAR_PALETTE[hash(key) % AVATAR_PALETTE.length] ?? AVATAR_PALETTE[0];
}
