import { useCallback, useEffect, useRef, useState } from 'react';
import { VIEWER } from './constants';

export interface ControlsVisibility {
  visible: boolean;
  /** Pointer or key activity: show now, hide again after 4000 ms of quiet. */
  show: () => void;
  toggle: () => void;
  /** The mouse left the viewer: hide after 1000 ms unless it comes back. */
  onMouseLeave: () => void;
}

/**
 * PhotoSwipe's idle UI. Called on every pointermove, so it only touches React state when the
 * visibility actually flips; the timer restarts in a ref.
 */
export function useControlsVisibility(active: boolean): ControlsVisibility {
  const [visible, setVisible] = useState(true);
  const visibleRef = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const setShown = useCallback((next: boolean) => {
    if (visibleRef.current === next) return;
    visibleRef.current = next;
    setVisible(next);
  }, []);
  const hideIn = useCallback(
    (ms: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setShown(false), ms);
    },
    [setShown],
  );
  const show = useCallback(() => {
    setShown(true);
    hideIn(VIEWER.controlsIdleMs);
  }, [hideIn, setShown]);
  const toggle = useCallback(() => {
    if (!visibleRef.current) return show();
    clearTimeout(timer.current);
    setShown(false);
  }, [setShown, show]);
  const onMouseLeave = useCallback(() => hideIn(VIEWER.controlsMouseLeaveMs), [hideIn]);

  useEffect(() => {
    if (!active) return;
    hideIn(VIEWER.controlsIdleMs);
    return () => clearTimeout(timer.current);
  }, [active, hideIn]);

  return { visible, show, toggle, onMouseLeave };
}
