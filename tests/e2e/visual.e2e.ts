import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { comparePng } from '../visual/pixel-compare';
import { ARTIFACTS, animationsSettled, launchBrowser } from './support/browser';
import { ladleMeta, ladleStoryIds, storySettled, unsteadyOn } from './support/ladle-stories';

/**
 * Visual regression (#16 item 4): every Ladle story on a phone and a desktop, compared with the
 * baseline committed in tests/visual/baselines. Deterministic by construction: animations off
 * and reduced motion, a fixed clock and time zone, the CJK font the test command installs, one
 * device pixel per CSS pixel. A story that differs fails with its name; its actual picture and
 * a diff (changed pixels in red) are written to tests/e2e/artifacts/visual.
 * `npm run test:visual -- --update` writes the baselines instead.
 */
const ladleUrl = inject('ladleUrl');
const UPDATE = process.env.VISUAL_UPDATE === '1';
const BASELINES = 'tests/visual/baselines';
const OUT = `${ARTIFACTS}/visual`;
/** The clock every story starts at: a Wednesday morning in Beijing. */
const NOW = new Date('2024-05-01T10:00:00+08:00');

const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

const storyIds = ladleStoryIds;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(OUT, { recursive: true });
  if (UPDATE) mkdirSync(BASELINES, { recursive: true });
});
afterAll(() => browser?.close());

/** A story as the baselines are drawn: at NOW, settled, its fonts in, nothing moving. */
async function shoot(page: Page, id: string, width: number, change?: () => void) {
  // Every story starts at the same minute (times and "today" labels are read from it).
  await page.clock.setSystemTime(NOW);
  await page.goto(`${ladleUrl}/?story=${id}&mode=preview&width=${width}`);
  await storySettled(page, id);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await animationsSettled(page);
  if (change) await page.evaluate(change);
  // A video's frames and the browser's own controls (its clock, its progress) are not ours
  // and never still: masked.
  return page.screenshot({ animations: 'disabled', caret: 'hide', mask: [page.locator('video')] });
}

for (const [size, viewport] of Object.entries(SIZES)) {
  describe(`visual: ${size} ${viewport.width}x${viewport.height}`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await browser.newContext({
        viewport,
        deviceScaleFactor: 1,
        isMobile: size === 'phone',
        hasTouch: size === 'phone',
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        reducedMotion: 'reduce',
      });
      // Media plays in real time whatever the page's clock says: a player that starts playing
      // holds still at its start (playing, at 0:00), so its thumb and time are the same each run.
      await context.addInitScript(() => {
        const hold = (event: Event) => {
          if (!(event.target instanceof HTMLMediaElement)) return;
          event.target.playbackRate = 0;
          event.target.currentTime = 0;
        };
        document.addEventListener('play', hold, true);
      });
      page = await context.newPage();
      await page.clock.install({ time: NOW });
    });
    afterAll(() => context?.close());

    it.each(storyIds.filter((id) => !unsteadyOn(id, size)))(
      '%s looks as its baseline',
      async (id) => {
        const actual = await shoot(page, id, viewport.width);
        const name = `${id}--${size}`;
        const baselineFile = `${BASELINES}/${name}.png`;
        if (UPDATE) return writeFileSync(baselineFile, actual);
        if (!existsSync(baselineFile))
          throw new Error(`${name}: no baseline; run npm run test:visual -- --update`);
        const result = comparePng(readFileSync(baselineFile), actual);
        if (!result.same) {
          writeFileSync(`${OUT}/${name}.actual.png`, actual);
          if (result.reason === 'pixels') writeFileSync(`${OUT}/${name}.diff.png`, result.diff);
        }
        const what = result.same
          ? 'same'
          : result.reason === 'size'
            ? `size ${result.actual}, baseline ${result.baseline}`
            : `${result.diffPixels} pixels differ (see ${OUT}/${name}.diff.png)`;
        expect(what, `${ladleMeta.stories[id]?.name ?? id} (${size})`).toBe('same');
      },
    );

    // Listed, not compared: see the story's meta for the race it waits on.
    it.skip.each(storyIds.filter((id) => unsteadyOn(id, size)))('%s (unsteady here)', () => {});

    it.skipIf(UPDATE || size !== 'desktop')(
      'catches one pixel of a story whose colour changed',
      async () => {
        const id = 'banner--all-tones';
        // One pixel of the white page under the banners a shade of grey.
        const actual = await shoot(page, id, viewport.width, () => {
          const dot = document.createElement('div');
          dot.style.cssText =
            'position:fixed;left:600px;top:500px;width:1px;height:1px;background:rgb(238,238,238)';
          document.body.append(dot);
        });
        const result = comparePng(readFileSync(`${BASELINES}/${id}--${size}.png`), actual);
        expect(result).toMatchObject({ same: false, reason: 'pixels', diffPixels: 1 });
      },
    );
  });
}
