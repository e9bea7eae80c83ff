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
 * it. A feature story settles over the network: its backend set up, its script played
 * (html[data-app-story=ready]), then no change in the page for `quietMs` (the last answers
 * rendered, lazy parts loaded), or 10 s at most (a page that never stops changing then shows
 * as a picture that differs). A script that failed fails the story.
 */
export async function storySettled(page: Page, id: string, quietMs = 500): Promise<void> {
  await page.waitForSelector('html[data-storyloaded]', { timeout: 15_000 });
  if (!isAppStory(id)) return;
  await page.waitForSelector('html[data-app-story=ready], html[data-app-story=failed]', {
    timeout: 30_000,
  });
  const state = await page.evaluate(() => document.documentElement.dataset.appStory);
  if (state !== 'ready') throw new Error(`${id}: its script failed (see the console)`);
  await page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quiet);
        const cap = setTimeout(done, 10_000);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        function done() {
          clearTimeout(timer);
          clearTimeout(cap);
          observer.disconnect();
          resolve();
        }
      }),
    quietMs,
  );
}

/**
 * Sizes on which a story's picture depends on a race the product still has (its story's
 * `meta.unsteadyOn`, with the reason beside it): the visual run does not compare it there.
 */
export const unsteadyOn = (id: string, size: string) =>
  ladleMeta.stories[id]?.meta?.unsteadyOn?.includes(size) === true;
