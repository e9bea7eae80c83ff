/**
 * Fetches chunks ahead of need (when the page is idle, when a pointer comes near). A prefetch
 * that fails is no failure: the part is asked for again when it is opened, where its own
 * boundary deals with it. Left to itself the rejection would reach the page as an error.
 */
export function prefetch(...loads: (() => Promise<unknown>)[]): void {
  for (const load of loads) load().catch(() => undefined);
}
