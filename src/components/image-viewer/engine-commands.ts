import { VIEWER } from './constants';
import { clampPan, zoomAroundPoint, type Point } from './pan-bounds';
import type { ViewerEngine } from './viewer-engine';
import { doubleTapZoom, isZoomed, stepZoom } from './zoom-level';

/** Animate to a zoom around `focus` (relative to the centre), pan kept inside the bounds. */
export function zoomTo(engine: ViewerEngine, zoom: number, focus: Point = { x: 0, y: 0 }) {
  const { state } = engine;
  const pan = clampPan(zoomAroundPoint(state, state.zoom, zoom, focus), engine.bounds(zoom));
  engine.animate({ zoom, ...pan }, VIEWER.zoomMs);
}

/** A button or key step of ±0.2. */
export function zoomStep(engine: ViewerEngine, direction: 1 | -1) {
  zoomTo(engine, stepZoom(engine.state.zoom, engine.fit, direction));
}

/** Double tap / double click: zoom in around the point, or back to fit when zoomed. */
export function toggleZoom(engine: ViewerEngine, focus: Point) {
  const { fit, state } = engine;
  if (isZoomed(state.zoom, fit)) engine.animate({ zoom: fit, x: 0, y: 0 }, VIEWER.zoomMs);
  else zoomTo(engine, doubleTapZoom(fit), focus);
}

/** A quarter turn that keeps the scale relative to fit (fit itself changes with the turn). */
export function rotate(engine: ViewerEngine, step: number = VIEWER.rotationStepDeg) {
  const { state } = engine;
  const rotation = state.rotation + step;
  const zoom = (state.zoom / engine.fit) * engine.fitFor(rotation);
  engine.animate(
    { rotation, zoom, ...clampPan(state, engine.bounds(zoom, rotation)) },
    VIEWER.zoomMs,
  );
}

/** Back to fit, centred and upright (the 0 key), turning the short way round. */
export function home(engine: ViewerEngine) {
  const rotation = Math.round(engine.state.rotation / 360) * 360;
  engine.animate({ zoom: engine.fitFor(rotation), x: 0, y: 0, rotation, dragY: 0 }, VIEWER.zoomMs);
}
