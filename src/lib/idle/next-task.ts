interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task, so the browser can paint and answer input in between: the work after
 * it is a task of its own, not part of a long one. `scheduler.yield` where there is one (the
 * continuation goes ahead of other queued tasks), else a zero timeout.
 */
export function nextTask(): Promise<void> {
  return yieldToBrowser() ?? new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * `scheduler.yield()` where the browser has it (a new task at once, ahead of other queued ones);
 * undefined elsewhere (older browsers, jsdom), where the caller simply goes on.
 */
export function yieldToBrowser(): Promise<void> | undefined {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : undefined;
}
