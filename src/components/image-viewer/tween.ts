export type Easing = (progress: number) => number;

/** PhotoSwipe's cubic ease-out: quick start, soft landing. */
export const easeOutCubic: Easing = (t) => 1 - (1 - t) ** 3;

export interface Tween {
  stop: () => void;
}

export interface TweenOptions {
  duration: number;
  onUpdate: (progress: number) => void;
  onComplete?: () => void;
  easing?: Easing;
}

/**
 * One requestAnimationFrame loop from 0 to 1. A zero duration (reduced motion) finishes
 * synchronously, so callers never wait a frame for an animation that must not happen.
 */
export function tween({
  duration,
  onUpdate,
  onComplete,
  easing = easeOutCubic,
}: TweenOptions): Tween {
  if (duration <= 0) {
    onUpdate(1);
    onComplete?.();
    return { stop: () => {} };
  }
  const start = performance.now();
  let frame = 0;
  let stopped = false;
  const step = () => {
    if (stopped) return;
    const progress = Math.min(1, (performance.now() - start) / duration);
    onUpdate(easing(progress));
    if (progress < 1) frame = requestAnimationFrame(step);
    else onComplete?.();
  };
  frame = requestAnimationFrame(step);
  return {
    stop: () => {
      stopped = true;
      cancelAnimationFrame(frame);
    },
  };
}
