interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task, so the browser can paint and answer input in between: the work after
 * it is a task of its own, not part of a long one. `scheduler.yield` where there is one (the
 * continuation goes ahead of other queued tasks), else a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
