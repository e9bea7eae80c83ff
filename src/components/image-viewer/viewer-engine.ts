import { clampPan, panBounds } from './pan-bounds';
import { tween, type Tween } from './tween';
import { writeView, type ViewerElements, type ViewState } from './write-view';
import { fitZoom, relativeScale, zoomBounds, type Size } from './zoom-level';

export type { ViewState, ViewerElements } from './write-view';

export interface Geometry {
  size: Size | null;
  viewport: Size;
}

/** The zoom as scale relative to fit (1 = fits the screen), reported when motion settles. */
export interface SettledZoom {
  scale: number;
  maxScale: number;
}

const REST: ViewState = { zoom: 1, x: 0, y: 0, rotation: 0, slideX: 0, dragY: 0, bg: 1, fade: 1 };

export type ViewerEngine = ReturnType<typeof createViewerEngine>;

/**
 * The viewer's per-frame model (vaul/PhotoSwipe style): gestures and buttons change it, it
 * writes transforms straight to elements, and React only hears about it when it settles.
 */
export function createViewerEngine() {
  let geometry: Geometry = { size: null, viewport: { width: 0, height: 0 } };
  const state: ViewState = { ...REST };
  const els: ViewerElements = { root: null, strip: null, image: null };
  const settleListeners = new Set<() => void>();
  let running: Tween | null = null;
  let runningTarget: Partial<ViewState> = {};
  let gestures = 0;
  let reducedMotion = false;
  let onSettledZoom: (zoom: SettledZoom) => void = () => {};

  /** Fit follows the picture, the viewport and the rotation; it is never stored. */
  const fitFor = (rotation = state.rotation) => {
    const { size, viewport } = geometry;
    return size ? fitZoom(size, viewport, rotation) : 1;
  };
  const bounds = (zoom = state.zoom, rotation = state.rotation) => {
    const { size, viewport } = geometry;
    return panBounds(size ?? { width: 0, height: 0 }, zoom, viewport, rotation);
  };

  const apply = () => writeView(els, state, fitFor());

  function settled() {
    if (running || gestures > 0) return;
    const fit = fitFor();
    onSettledZoom({
      scale: relativeScale(state.zoom, fit),
      maxScale: relativeScale(zoomBounds(fit).max, fit),
    });
    for (const listener of [...settleListeners]) listener();
  }

  const engine = {
    state: state as Readonly<ViewState>,
    get fit() {
      return fitFor();
    },
    fitFor,
    bounds,
    geometry: () => geometry,
    /** The viewport or the picture's size changed: keep the relative scale, pull pan in bounds. */
    setGeometry(next: Geometry) {
      const scale = state.zoom / fitFor();
      geometry = next;
      const zoom = scale * fitFor();
      Object.assign(state, { zoom }, clampPan(state, bounds(zoom)));
      apply();
    },
    attach(next: Partial<ViewerElements>) {
      Object.assign(els, next);
      apply();
    },
    /** `onSettledZoom` is React's only view of the zoom: it hears once things come to rest. */
    configure(options: { reducedMotion: boolean; onSettledZoom: (zoom: SettledZoom) => void }) {
      reducedMotion = options.reducedMotion;
      onSettledZoom = options.onSettledZoom;
    },
    /**
     * Every new gesture or command stops what is running, where it is. Opacity and rotation
     * jump to where they were going: a viewer is never left see-through or askew.
     */
    stop() {
      if (!running) return;
      running.stop();
      running = null;
      for (const key of ['bg', 'fade', 'rotation'] as const) {
        const target = runningTarget[key];
        if (target !== undefined) state[key] = target;
      }
      apply();
    },
    set(next: Partial<ViewState>) {
      Object.assign(state, next);
      apply();
    },
    animate(target: Partial<ViewState>, duration: number, onDone?: () => void) {
      engine.stop();
      const from = { ...state };
      const keys = Object.keys(target) as (keyof ViewState)[];
      let current: Tween | null = null;
      let finished = false;
      current = tween({
        duration: reducedMotion ? 0 : duration,
        onUpdate: (p) => {
          for (const key of keys)
            state[key] = from[key] + ((target[key] ?? from[key]) - from[key]) * p;
          apply();
        },
        onComplete: () => {
          // With a zero duration this runs inside tween(), before `current` is even assigned.
          finished = true;
          if (running === current) running = null;
          onDone?.();
          settled();
        },
      });
      if (!finished) {
        running = current;
        runningTarget = target;
      }
    },
    isBusy: () => running !== null || gestures > 0,
    gestureStart() {
      engine.stop();
      gestures += 1;
    },
    gestureEnd() {
      gestures = Math.max(0, gestures - 1);
      settled();
    },
    onSettle(listener: () => void) {
      settleListeners.add(listener);
      return () => {
        settleListeners.delete(listener);
      };
    },
    /** A new picture, or back to rest: fit, centred, upright, no drag offsets. */
    reset(partial: Partial<ViewState> = {}) {
      engine.stop();
      Object.assign(state, REST, { zoom: fitFor(partial.rotation ?? 0) }, partial);
      apply();
      settled();
    },
  };
  return engine;
}
