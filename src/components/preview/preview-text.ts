/**
 * How much of a message a preview carries into the DOM. Two clamped lines of a narrow column
 * show well under a hundred characters; 200 still fills two lines of the widest list with room
 * for the ellipsis, and keeps a 5,000-character message from costing 5 kB in every row.
 */
export const PREVIEW_MAX_CHARS = 200;

/**
 * How much a preview's hover title carries: enough to read a long message through, far less than
 * the whole of a pasted log (the conversation itself holds that).
 */
export const PREVIEW_TITLE_MAX_CHARS = 1_000;

/** How much comes before a searched word that lies past the cut (previewText's `around`). */
export const PREVIEW_CONTEXT_CHARS = 20;

const ELLIPSIS = '…';

/** A UTF-16 high surrogate: cutting right after it would leave half an emoji. */
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** `flat` whole when it fits in `max`, else cut to end in "…" within `max`. */
function cutEnd(flat: string, max: number): string {
  if (flat.length <= max) return flat;
  const keep = Math.max(0, max - ELLIPSIS.length);
  const end = keep > 0 && isHighSurrogate(flat.charCodeAt(keep - 1)) ? keep - 1 : keep;
  return `${flat.slice(0, end).trimEnd()}${ELLIPSIS}`;
}

/**
 * A message as one line of words for a list row: every run of white space (newlines, tabs,
 * ideographic spaces) becomes one space, the ends are trimmed, and past `max` characters it is
 * cut (never inside a surrogate pair) and ends in "…". With `around` (a searched word) that lies
 * past the cut, the cut starts PREVIEW_CONTEXT_CHARS before it, behind a leading "…", so the
 * match shows. Pure, linear in the text's length.
 */
export function previewText(
  text: string,
  max: number = PREVIEW_MAX_CHARS,
  around?: string,
): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  if (flat.length <= max) return flat;
  const term = around?.trim().toLowerCase();
  const at = term ? flat.toLowerCase().indexOf(term) : -1;
  if (!term || at < 0 || at + term.length <= max - ELLIPSIS.length) return cutEnd(flat, max);
  let from = Math.max(0, at - PREVIEW_CONTEXT_CHARS);
  if (isLowSurrogate(flat.charCodeAt(from))) from += 1;
  return `${ELLIPSIS}${cutEnd(flat.slice(from).trimStart(), max - ELLIPSIS.length)}`;
}
