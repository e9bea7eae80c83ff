/** Extensions longer than this are more likely part of the name ("v1.final-draft"). */
const MAX_EXTENSION = 8;

/** How many characters before the extension stay visible after the ellipsis. */
export const KEPT_BEFORE_EXTENSION = 6;

export interface MiddleEllipsisParts {
  /** The start of the name; the part that may be cut short with "…". */
  head: string;
  /** The end: a few characters and the extension, always shown, e.g. '_final.pdf'. */
  tail: string;
}

/**
 * Splits a file name so a long one can be ellipsized in the middle, keeping its extension:
 * '联想ThinkPad_X1_Carbon_维修报价单_final.pdf' shows as '联想ThinkPad_X1_C…_final.pdf'. The
 * head is cut by CSS (text-overflow), so the cut follows the width; head + tail is the name.
 * Works on code points, so Chinese and emoji are never split in half.
 */
export function middleEllipsisParts(
  name: string,
  keep: number = KEPT_BEFORE_EXTENSION,
): MiddleEllipsisParts {
  const chars = Array.from(name);
  const dot = chars.lastIndexOf('.');
  const extensionLength =
    dot > 0 && chars.length - dot <= MAX_EXTENSION + 1 ? chars.length - dot : 0;
  const tailLength = Math.min(chars.length, extensionLength + Math.max(0, keep));
  return {
    head: chars.slice(0, chars.length - tailLength).join(''),
    tail: chars.slice(chars.length - tailLength).join(''),
  };
}
