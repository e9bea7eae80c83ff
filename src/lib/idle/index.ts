export { nextTask, yieldToBrowser } from './next-task';
import { useEffect, useLayoutEffect, useRef } from 'react';

/** Screens still bringing their first content (see holdIdle); idle tasks wait for them. */
let holds = 0;
const released = new Set<() => void>();

function release() {
  holds -= 1;
  if (holds > 0) return;
  const waiting = [...released];
  released.clear();
  waiting.forEach((resume) => resume());
}

/**
 * The page is still bringing what the person came for (the chat's first words): tasks queued
 * with `whenIdle` wait until every hold is let go, so chunks nobody asked for yet are not
 * fetched and evaluated on a slow phone's one busy core while it renders. A hold lets go by
 * itself after `maxMs`, so a start that never ends does not keep them waiting for ever.
 * Returns the release (calling it again does nothing).
 */
export function holdIdle({ maxMs = 10_000 }: { maxMs?: number } = {}): () => void {
  holds += 1;
  let held = true;
  const timer = setTimeout(() => letGo(), maxMs);
  function letGo() {
    if (!held) return;
    held = false;
    clearTimeout(timer);
    release();
  }
  return letGo;
}

/** Whether a screen still holds idle work back (its first content is not on screen yet). */
export const holdingIdle = (): boolean => holds > 0;

/**
 * Resolves once nothing holds idle work back (at once when nothing does), or after `maxMs`:
 * for requests the first screen does not need, which would otherwise share a phone's narrow
 * connection with what it does need (the chat's IM signature while its first words load).
 */
export function afterHolds({ maxMs }: { maxMs: number }): Promise<void> {
  if (holds === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      released.delete(done);
      resolve();
    };
    const timer = setTimeout(done, maxMs);
    released.add(done);
  });
}

/**
 * Runs `task` once the page has loaded, nothing holds idle work back (holdIdle) and the main
 * thread is idle (requestIdleCallback, or a short timeout where the browser has none): for work
 * the first screen does not need, such as fetching the chunks a visitor is likely to open in the
 * first minute. Returns a cancel.
 */
export function whenIdle(task: () => void, { timeout = 3000 }: { timeout?: number } = {}) {
  if (typeof window === 'undefined') return () => undefined;
  let cancelled = false;
  let cancelIdle = () => undefined as void;
  const run = () => {
    if (cancelled) return;
    if (holds > 0) {
      released.add(schedule);
      cancelIdle = () => void released.delete(schedule);
      return;
    }
    task();
  };
  function schedule() {
    if (cancelled) return;
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(run, { timeout });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 200);
      cancelIdle = () => clearTimeout(id);
    }
  }
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

/**
 * Holds idle work back (holdIdle) from the first commit while `holding` is true, and lets go
 * once it has turned false and the next frame has painted, or when the component leaves.
 */
export function useHoldIdle(holding: boolean): void {
  const letGo = useRef<() => void>(undefined);
  useLayoutEffect(() => {
    const release = holdIdle();
    letGo.current = release;
    return release;
  }, []);
  useEffect(() => {
    if (holding) return;
    // After the frame that shows what was awaited (a list measures and paints its rows one frame
    // after the data arrives).
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => letGo.current?.());
    });
    return () => cancelAnimationFrame(frame);
  }, [holding]);
}
