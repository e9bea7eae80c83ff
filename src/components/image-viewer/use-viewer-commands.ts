import type { KeyboardEvent } from 'react';
import { VIEWER } from './constants';
import { slideDuration } from './slide-duration';
import type { ViewerEngine } from './viewer-engine';
import type { Size } from './zoom-level';
import { home, rotate as turn, zoomStep } from './engine-commands';

export interface ViewerCommandOptions {
  engine: ViewerEngine;
  index: number;
  count: number;
  viewport: Size;
  setIndex: (index: number) => void;
  /** Keys and pointer activity bring the controls back. */
  onActivity: () => void;
}

/**
 * What buttons, keys and released swipes do. Each command stops running animations before it
 * starts its own (PhotoSwipe: every new gesture wins).
 */
export function useViewerCommands({
  engine,
  index,
  count,
  viewport,
  setIndex,
  onActivity,
}: ViewerCommandOptions) {
  const slideWidth = viewport.width * (1 + VIEWER.slideSpacing);

  /** Finish a slide: to `index + step`, or back to the current picture for 0. */
  const settleSlide = (step: -1 | 0 | 1, velocity = 0) => {
    const destination = -step * slideWidth;
    const remaining = destination - engine.state.slideX;
    engine.animate({ slideX: destination }, slideDuration(remaining, slideWidth, velocity), () => {
      if (step !== 0) setIndex(index + step);
    });
  };

  const step = (direction: -1 | 1) => {
    const target = index + direction;
    if (target >= 0 && target < count) settleSlide(direction);
  };

  const zoom = (direction: 1 | -1) => zoomStep(engine, direction);
  const rotate = () => turn(engine);
  const reset = () => home(engine);

  const onKeyDown = (event: KeyboardEvent) => {
    onActivity();
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => step(-1),
      ArrowRight: () => step(1),
      '+': () => zoom(1),
      '=': () => zoom(1),
      '-': () => zoom(-1),
      _: () => zoom(-1),
      '0': reset,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return { settleSlide, step, zoom, rotate, reset, onKeyDown };
}
