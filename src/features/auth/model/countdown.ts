/** When the user center does not say how long to wait before asking for another code. */
export const DEFAULT_RESEND_SECONDS = 60;

/** The moment another code may be requested, from the send-code answer's resend_after (s). */
export function resendDeadline(now: number, resendAfter: number | undefined): number {
  const seconds =
    resendAfter !== undefined && Number.isFinite(resendAfter) && resendAfter >= 0
      ? resendAfter
      : DEFAULT_RESEND_SECONDS;
  return now + seconds * 1000;
}

/** Whole seconds left until the deadline, rounded up so the button never reads 0 while waiting. */
export function secondsLeft(deadline: number | undefined, now: number): number {
  if (deadline === undefined) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
