import { useCallback, useState } from 'react';

export interface Presence {
  /** Whether the part is mounted: while open, and after closing until its exit has played. */
  present: boolean;
  /** The exit animation has ended: the part may unmount (if it is still closed). */
  exited: () => void;
  /** Mounts the part while closed, until the next `exited` (a drawer pulled in from its edge). */
  linger: () => void;
}

/**
 * The design system's presence for parts whose motion is driven by hand (the drawer's
 * gesture-following panel, the image viewer's tween): the part mounts when `open` turns true
 * and, when it turns false, stays mounted until it calls `exited`, the contract of Radix's
 * Presence and framer's AnimatePresence. Parts animated by framer (dialog, toast) use
 * AnimatePresence itself; see components/motion for which motion uses which technique.
 */
export function usePresence(open: boolean): Presence {
  const [lingering, setLingering] = useState(false);
  const [previousOpen, setPreviousOpen] = useState(open);
  if (previousOpen !== open) {
    setPreviousOpen(open);
    if (!open) setLingering(true);
  }
  const exited = useCallback(() => setLingering(false), []);
  const linger = useCallback(() => setLingering(true), []);
  return { present: open || lingering, exited, linger };
}
