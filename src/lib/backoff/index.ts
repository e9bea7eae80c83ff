/**
 * How long to wait before the next attempt at something the network refused: 1 s, 2 s, 4 s ...
 * up to 30 s (`attempts` counts the failures so far, from 1). The sender's messages, a start
 * that got no answer and a part of the page whose chunk did not come all wait so.
 */
export function backoff(attempts: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Asks for `retry` once the browser says it is back online, or after `backoff(attempts)`,
 * whichever comes first; returns the cancel (an effect's cleanup). For what got no answer at all:
 * a start, a part of the page whose chunk did not come.
 */
export function retryWhenBack(attempts: number, retry: () => void): () => void {
  const timer = setTimeout(retry, backoff(attempts));
  window.addEventListener('online', retry);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('online', retry);
  };
}
