/**
 * How long to wait before the next attempt at something the network refused: 1 s, 2 s, 4 s ...
 * up to 30 s (`attempts` counts the failures so far, from 1). The sender's messages, a start
 * that got no answer and a part of the page whose chunk did not come all wait so.
 */
export function backoff(attempts: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempts - 1));
}
