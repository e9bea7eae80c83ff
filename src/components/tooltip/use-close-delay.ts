import { useCallback, useEffect, useRef } from 'react';

/**
 * Radix Tooltip has no close delay, so the tooltip is controlled and a close that comes from the
 * pointer leaving waits `delay` ms (SPEC §9: 200). Every other close (Esc, blur, click) is
 * immediate. The pointerleave handler runs just before Radix's, which asks to close
 * synchronously; a microtask later the mark is gone, so a later Esc is never delayed.
 */
export function useCloseDelay(setOpen: (open: boolean) => void, delay: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const leaving = useRef(false);
  const setOpenRef = useRef(setOpen);
  useEffect(() => {
    setOpenRef.current = setOpen;
  });

  const cancelClose = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const scheduleClose = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setOpenRef.current(false);
    }, delay);
  }, [delay]);

  useEffect(() => cancelClose, [cancelClose]);

  const markLeaving = useCallback(() => {
    leaving.current = true;
    queueMicrotask(() => {
      leaving.current = false;
    });
  }, []);

  const onOpenChange = useCallback(
    (open: boolean) => {
      if (!open && leaving.current) {
        scheduleClose();
        return;
      }
      cancelClose();
      setOpenRef.current(open);
    },
    [cancelClose, scheduleClose],
  );

  return { onOpenChange, markLeaving, cancelClose, scheduleClose };
}
