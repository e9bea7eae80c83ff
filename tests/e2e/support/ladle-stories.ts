import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

interface LadleMeta {
  stories: Record<
    string,
    {
      name: string;
      levels: string[];
      filePath: string;
      meta?: { appStory?: boolean; unsteadyOn?: string[] };
    }
  >;
}

/**
 * The built Ladle's stories (its meta.json), read at collection time so that every story is a
 * test of its own (and has its own timeout).
 */
export const ladleMeta = JSON.parse(
  readFileSync(`${process.env.E2E_LADLE_DIR ?? 'build-ladle'}/meta.json`, 'utf8'),
) as LadleMeta;

export const ladleStoryIds = Object.keys(ladleMeta.stories);

/** Feature stories: the whole app on the in-browser backend (src/testing/app-story.tsx). */
export const isAppStory = (id: string) => ladleMeta.stories[id]?.meta?.appStory === true;

/**
 * Waits until a story shows what it is about. A component story is there once Ladle has loaded
 * and rendered it: html[data-storyloaded], no loading ring, and the story in #ladle-root. (Ladle
 * sets the attribute when a ring goes away, and shows two in turn, the app's and the story's:
 * the attribute alone came while the story's ring still turned, or between the two rings, and
 * the emoji grid was shot before it had rendered.) A
 * component story that acts after it mounts is busy until its state shows (src/testing/
 * story-busy.ts): html[data-story-busy] gone.
 * A feature story says so itself (src/testing/app-story.tsx): its backend set up, its script
 * played and its network quiet (html[data-app-story=ready]). A script that failed fails the story.
 */
export async function storySettled(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-storyloaded') &&
      !document.documentElement.hasAttribute('data-story-busy') &&
      !document.querySelector('.ladle-ring') &&
      document.querySelector('#ladle-root > :not(.ladle-ring-wrapper)') !== null,
    undefined,
    { timeout: 15_000, polling: 20 },
  );
  if (!isAppStory(id)) return;
  await page.waitForSelector('html[data-app-story=ready], html[data-app-story=failed]', {
    timeout: 30_000,
  });
  const state = await page.evaluate(() => document.documentElement.dataset.appStory);
  if (state !== 'ready') throw new Error(`${id}: its script failed (see the console)`);
}

/**
 * Sizes on which a story's picture depends on a race the product still has (its story's
 * `meta.unsteadyOn`, with the reason beside it): the visual run does not compare it there.
 */
export const unsteadyOn = (id: string, size: string) =>
  // COMPARE_UNSTEADY=1 compares them too: run so a few times to prove one steady (and, with
  // VISUAL_UPDATE=1, to draw its baseline) before it leaves the list.
  process.env.COMPARE_UNSTEADY !== '1' &&
  ladleMeta.stories[id]?.meta?.unsteadyOn?.includes(size) === true;
