import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';
import { VIEWER } from './constants';
import { thumbView } from './thumb-bounds';
import type { CloseReason, ThumbBounds } from './types';
import type { ViewerEngine } from './viewer-engine';

export interface OpenCloseOptions {
  engine: ViewerEngine;
  open: boolean;
  reasonRef: RefObject<CloseReason>;
  /** The current picture's thumbnail on screen, if any (PhotoSwipe's getThumbBoundsFn). */
  thumbBounds: () => ThumbBounds | null | undefined;
  /** Called when the close animation has finished: unmount, restore history and focus. */
  onClosed: () => void;
}

/** A trigger's thumbnail box (its img, else itself); null when it is not laid out. */
export function thumbBoxOf(element: HTMLElement | undefined): ThumbBounds | null {
  const rect = (element?.querySelector('img') ?? element)?.getBoundingClientRect();
  return rect && rect.width > 0 ? { x: rect.left, y: rect.top, w: rect.width } : null;
}

/**
 * The open and close transitions (333 ms, none with reduced motion): grow from / shrink into
 * the thumbnail when we know where it is and the picture is upright, fade otherwise; a
 * vertical drag that closes keeps going the way it was thrown.
 */
export function useOpenClose({ engine, open, reasonRef, thumbBounds, onClosed }: OpenCloseOptions) {
  const run = useEffectEvent((opening: boolean) => {
    const { size, viewport } = engine.geometry();
    const thumb = size ? thumbBounds() : null;
    if (opening) {
      engine.reset();
      if (thumb && size) {
        engine.set({ ...thumbView(thumb, size, viewport), bg: 0 });
        engine.animate({ zoom: engine.fit, x: 0, y: 0, bg: 1 }, VIEWER.zoomMs);
      } else {
        engine.set({ fade: 0 });
        engine.animate({ fade: 1 }, VIEWER.zoomMs);
      }
      return;
    }
    const { state } = engine;
    if (reasonRef.current === 'drag') {
      const away = (Math.sign(state.dragY) || 1) * viewport.height;
      engine.animate({ dragY: away, bg: 0 }, VIEWER.dragCloseMs, onClosed);
    } else if (thumb && size && state.rotation % 360 === 0) {
      const target = thumbView(thumb, size, viewport);
      engine.animate({ ...target, dragY: 0, slideX: 0, bg: 0 }, VIEWER.zoomMs, onClosed);
    } else {
      engine.animate({ fade: 0, bg: 0 }, VIEWER.zoomMs, onClosed);
    }
  });

  useLayoutEffect(() => run(open), [open]);
}
