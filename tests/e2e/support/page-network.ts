import type { Page, Request } from 'playwright-core';

/**
 * What a page loads as it renders, and never holds open on purpose: its lazy chunks, styles,
 * fonts and images. Its API calls are not counted here (a story may hang one for ever to show a
 * spinner): a feature story waits for its own calls before it says ready (src/testing/
 * network-idle.ts). Media streams are not counted either (a player fetches ranges as it likes).
 */
const RENDER_RESOURCES = new Set(['script', 'stylesheet', 'font', 'image']);

/**
 * The resources a page has in flight, seen from the browser's side. `quiet()` resolves once
 * none is in flight across two painted frames: a story whose grid of images renders a frame after
 * it loaded is shot once those images have arrived.
 */
export function watchPageNetwork(page: Page) {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (RENDER_RESOURCES.has(request.resourceType())) pending.add(request);
  });
  const done = (request: Request) => pending.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const frames = () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
  return {
    /** Forgets requests of an earlier page (a navigation ends them without an event). */
    reset() {
      pending.clear();
    },
    /** Resolves once nothing is in flight over two frames, or after `cap` ms. */
    async quiet(cap = 10_000): Promise<void> {
      const until = Date.now() + cap;
      while (Date.now() < until) {
        if (pending.size) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          continue;
        }
        await frames();
        if (!pending.size) return;
      }
    },
  };
}
