/**
 * Runs `task` once the page has loaded and the main thread is idle (requestIdleCallback, or a
 * short timeout where the browser has none): for work the first screen does not need, such as
 * fetching the chunks a visitor is likely to open in the first minute. Returns a cancel.
 */
export function whenIdle(task: () => void, { timeout = 3000 }: { timeout?: number } = {}) {
  if (typeof window === 'undefined') return () => undefined;
  let cancelled = false;
  let cancelIdle = () => undefined as void;
  const schedule = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => !cancelled && task(), { timeout });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(() => !cancelled && task(), 200);
      cancelIdle = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
