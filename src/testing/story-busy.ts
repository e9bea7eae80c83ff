/**
 * A component story that acts after it mounts (opens, zooms, lets a timer run) is busy until the
 * state it is named for shows: <html data-story-busy> counts such stories, and the story pass
 * (tests/e2e/support/ladle-stories.ts) shoots a story only once the attribute is gone. A feature
 * story says the same with html[data-app-story=ready] (app-story.tsx).
 */
export const STORY_BUSY_ATTR = 'data-story-busy';

/** Resolves at the next painted frame. */
export const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Marks the page busy; the returned function, called once the story shows its state, ends it.
 * Call it from a layout effect: a passive effect can run after the story's first paint, and the
 * story pass, polling, can find the story rendered and not yet busy in between.
 */
export function storyBusy(): () => void {
  const html = document.documentElement;
  html.setAttribute(STORY_BUSY_ATTR, String(Number(html.getAttribute(STORY_BUSY_ATTR) ?? 0) + 1));
  let done = false;
  return () => {
    if (done) return;
    done = true;
    // Two painted frames: what the last step changed is on the screen.
    void frame()
      .then(frame)
      .then(() => {
        const left = Number(html.getAttribute(STORY_BUSY_ATTR) ?? 1) - 1;
        if (left > 0) html.setAttribute(STORY_BUSY_ATTR, String(left));
        else html.removeAttribute(STORY_BUSY_ATTR);
      });
  };
}

/** Resolves once `ready()` holds, checked every frame; gives up after `ms`. */
export async function whenShown(ready: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ready() && Date.now() < end) await frame();
}
