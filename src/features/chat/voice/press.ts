/**
 * How a press on the microphone reads (#17 item 4). A press starts recording at once. Let go
 * within HOLD_MS and it was a tap: recording goes on until the next tap (stop and send). Held
 * longer, it is hold-to-talk: letting go sends, unless the finger slid CANCEL_DISTANCE_PX left
 * or up first, which cancels (sliding back before letting go sends after all).
 */

/** A press shorter than this is a tap, not hold-to-talk. */
export const HOLD_MS = 300;

/** How far left or up a held press must slide to cancel, in CSS pixels. */
export const CANCEL_DISTANCE_PX = 60;

/** Notes shorter than this are taken for slips and dropped, not sent. */
export const MIN_NOTE_MS = 500;

/** Whether a held press that moved by (dx, dy) from where it began would cancel if let go. */
export function cancelArmed(dx: number, dy: number): boolean {
  return dx <= -CANCEL_DISTANCE_PX || dy <= -CANCEL_DISTANCE_PX;
}

export type Release = 'send' | 'cancel' | 'keep';

/**
 * What letting go of a press means. `stopping`: the press began while a tapped recording was
 * under way (the button then reads 停止并发送), so it sends.
 */
export function releaseOf(press: {
  stopping: boolean;
  heldMs: number;
  dx: number;
  dy: number;
}): Release {
  if (press.stopping) return 'send';
  if (cancelArmed(press.dx, press.dy)) return 'cancel';
  return press.heldMs < HOLD_MS ? 'keep' : 'send';
}
