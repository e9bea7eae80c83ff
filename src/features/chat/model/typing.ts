/**
 * A typing signal that ends by itself: the other side's "stopped" frame can be lost with a
 * dropped socket or a closed tab, so "typing" lapses after this long without a refresh.
 */
export const TYPING_LAPSE_MS = 6000;

/** The sender repeats "typing" at most this often while keys keep coming. */
export const TYPING_REFRESH_MS = 3000;

/** Tracks whether the peer is typing; `onChange` hears every change, the lapse included. */
export function createTypingSignal(onChange: (typing: boolean) => void, lapseMs = TYPING_LAPSE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let typing = false;
  const set = (next: boolean) => {
    if (timer) clearTimeout(timer);
    timer = next ? setTimeout(() => set(false), lapseMs) : undefined;
    if (next !== typing) {
      typing = next;
      onChange(next);
    }
  };
  return {
    /** A typing frame arrived. */
    heard: (next: boolean) => set(next),
    /** A message arrived from the peer: whatever they typed is sent. */
    messageArrived: () => set(false),
    dispose: () => timer && clearTimeout(timer),
  };
}
