import { useGesture } from '@use-gesture/react';
import type { RefObject } from 'react';
import { VIEWER } from './constants';
import {
  canPan,
  clampPan,
  projectPan,
  rubberBand,
  rubberBandPan,
  zoomAroundPoint,
  type Point,
} from './pan-bounds';
import { decideSwipe, dragCloseOpacity, shouldCloseOnDrag } from './swipe';
import type { ViewerEngine } from './viewer-engine';
import { fromCentre, useTap } from './use-tap';
import { clampZoom, wheelDeltaPx, wheelZoom } from './zoom-level';

export interface StageGestureOptions {
  engine: ViewerEngine;
  enabled: boolean;
  index: number;
  count: number;
  /** Finishes a swipe: slides to `index + step` (or back when step is 0). */
  settleSlide: (step: -1 | 0 | 1, velocity: number) => void;
  /** A released vertical drag that should close the viewer. */
  closeByDrag: () => void;
  /** A single tap (no second one within 300 ms): PhotoSwipe toggles the controls. */
  onSingleTap: () => void;
}

type DragMode = 'pan' | 'swipe' | 'close';
interface DragMemo {
  mode: DragMode;
  start: Point;
}

/**
 * Drag (pan, swipe, drag-to-close), pinch, wheel and taps on the stage. Values go straight to
 * the engine; nothing here sets React state per frame, and each gesture stops animations first.
 */
export function useStageGestures(
  stageRef: RefObject<HTMLElement | null>,
  options: StageGestureOptions,
) {
  const { engine, enabled, index, count, settleSlide, closeByDrag, onSingleTap } = options;
  const handleTap = useTap(engine, stageRef, onSingleTap);

  const moveDrag = (memo: DragMemo, mx: number, my: number, height: number) => {
    if (memo.mode === 'pan') {
      engine.set(rubberBandPan({ x: memo.start.x + mx, y: memo.start.y + my }, engine.bounds()));
    } else if (memo.mode === 'swipe') {
      const atEdge = (mx > 0 && index === 0) || (mx < 0 && index === count - 1);
      engine.set({ slideX: atEdge ? rubberBand(mx, 0, 0) : mx });
    } else {
      engine.set({ dragY: my, bg: dragCloseOpacity(my, height) });
    }
  };

  useGesture(
    {
      onDrag: (g) => {
        const { first, last, tap, canceled, pinching, cancel, velocity, direction } = g;
        if (tap) {
          handleTap(g.xy[0], g.xy[1], g.event.timeStamp);
          return g.memo;
        }
        if (pinching && !canceled) {
          cancel();
          return g.memo;
        }
        let memo = g.memo as DragMemo | undefined;
        const [mx, my] = g.movement;
        if (canceled) {
          // A second finger turned this into a pinch, which now owns zoom and pan.
          if (memo) engine.gestureEnd();
          if (memo?.mode === 'swipe') settleSlide(0, 0);
          if (memo?.mode === 'close') engine.animate({ dragY: 0, bg: 1 }, VIEWER.dragCloseMs);
          return undefined;
        }
        if (first || !memo) {
          engine.gestureStart();
          const axisMode: DragMode = Math.abs(mx) >= Math.abs(my) ? 'swipe' : 'close';
          memo = { mode: canPan(engine.bounds()) ? 'pan' : axisMode, start: { ...engine.state } };
        }
        const height = engine.geometry().viewport.height;
        if (!last) {
          moveDrag(memo, mx, my, height);
          return memo;
        }
        engine.gestureEnd();
        const v = { x: velocity[0] * direction[0], y: velocity[1] * direction[1] };
        if (memo.mode === 'pan') {
          engine.animate(clampPan(projectPan(engine.state, v), engine.bounds()), VIEWER.zoomMs);
        } else if (memo.mode === 'swipe') {
          settleSlide(decideSwipe({ movement: mx, velocity: v.x, index, count }), v.x);
        } else if (shouldCloseOnDrag(my, v.y, height)) {
          closeByDrag();
        } else {
          engine.animate({ dragY: 0, bg: 1 }, VIEWER.dragCloseMs);
        }
        return undefined;
      },
      onPinch: ({ first, last, da, origin, memo }) => {
        const focus = fromCentre(stageRef.current, origin[0], origin[1]);
        let start = memo as
          { zoom: number; pan: Point; distance: number; focus: Point } | undefined;
        if (first || !start) {
          engine.gestureStart();
          start = {
            zoom: engine.state.zoom,
            pan: { ...engine.state },
            distance: da[0] || 1,
            focus,
          };
        }
        const zoom = clampZoom((start.zoom * da[0]) / start.distance, engine.fit);
        // The picture point that was under the fingers stays under them, even as they move.
        const ratio = zoom / start.zoom;
        const pan = {
          x: focus.x - (start.focus.x - start.pan.x) * ratio,
          y: focus.y - (start.focus.y - start.pan.y) * ratio,
        };
        engine.set({ zoom, ...rubberBandPan(pan, engine.bounds(zoom)) });
        if (!last) return start;
        engine.gestureEnd();
        engine.animate(clampPan(engine.state, engine.bounds()), VIEWER.zoomMs);
        return undefined;
      },
      onWheel: ({ event, first, last }) => {
        if (event.cancelable) event.preventDefault();
        // The last call comes from use-gesture's end timer and repeats the previous event.
        if (last) return engine.gestureEnd();
        if (first) engine.gestureStart();
        const delta = wheelDeltaPx(event.deltaY, event.deltaMode);
        if (delta === 0) return;
        const { state, fit } = engine;
        const zoom = wheelZoom(state.zoom, fit, delta);
        const focus = fromCentre(stageRef.current, event.clientX, event.clientY);
        engine.set({
          zoom,
          ...clampPan(zoomAroundPoint(state, state.zoom, zoom, focus), engine.bounds(zoom)),
        });
      },
    },
    {
      target: stageRef,
      enabled,
      eventOptions: { passive: false },
      drag: { filterTaps: true, keys: false, pointer: { capture: true } },
      pinch: { pinchOnWheel: false },
    },
  );
}
