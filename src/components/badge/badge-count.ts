/** Counts above this read "99+": a wider pill would cover the icon it sits on. */
export const BADGE_MAX = 99;

/** The text of a count badge: whole, never negative, capped as `${max}+`. */
export function formatBadgeCount(count: number, max: number = BADGE_MAX): string {
  const whole = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  return whole > max ? `${max}+` : String(whole);
}

/**
 * Whether a badge shows at all: a count badge hides at 0 (nothing unread is not news) unless
 * `showZero`; a dot without a count is always shown, since its presence is the message.
 */
export function isBadgeVisible(count: number | undefined, showZero: boolean): boolean {
  if (count === undefined) return true;
  return showZero || (Number.isFinite(count) && count >= 1);
}
