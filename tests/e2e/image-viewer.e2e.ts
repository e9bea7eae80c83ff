import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, type ViewportName } from './support/browser';

const ladleUrl = inject('ladleUrl');

let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(async () => {
  await browser?.close();
});

interface Story {
  page: Page;
  errors: string[];
  cdp: CDPSession;
}

async function openStory(name: string, viewport: ViewportName = 'phone'): Promise<Story> {
  const tracked = await openPage(browser, viewport);
  context = tracked.context;
  const { page } = tracked;
  await page.goto(`${ladleUrl}/?story=image-viewer--${name}&mode=preview`);
  await page.waitForSelector('html[data-storyloaded]', { timeout: 15_000, state: 'attached' });
  const cdp = await tracked.context.newCDPSession(page);
  return { page, errors: tracked.errors, cdp };
}

/** Waits until the opening animation has settled: that is when the viewer writes the hash. */
async function waitUntilOpen(page: Page) {
  await page.waitForFunction(() => /gid=/.test(window.location.hash), null, { timeout: 10_000 });
}

type Point = [x: number, y: number];

async function touch(
  cdp: CDPSession,
  type: 'touchStart' | 'touchMove' | 'touchEnd',
  points: Point[],
) {
  await cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: points.map(([x, y], id) => ({ x, y, id })),
  });
}

/** A one-finger drag in `steps` moves of ~16 ms, like a real finger. */
async function drag(story: Story, from: Point, to: Point, steps = 12) {
  await touch(story.cdp, 'touchStart', [from]);
  for (let i = 1; i <= steps; i += 1) {
    const t = i / steps;
    await touch(story.cdp, 'touchMove', [
      [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t],
    ]);
    await story.page.waitForTimeout(16);
  }
  await touch(story.cdp, 'touchEnd', []);
}

async function tap(story: Story, at: Point) {
  await touch(story.cdp, 'touchStart', [at]);
  await touch(story.cdp, 'touchEnd', []);
}

const scale = (page: Page) =>
  page.evaluate(() =>
    Number(
      document.querySelector<HTMLElement>('[role=dialog] [data-current] [data-scale]')?.dataset
        .scale,
    ),
  );
const dialogState = (page: Page) =>
  page.evaluate(
    () => document.querySelector('[role=dialog]')?.getAttribute('data-state') ?? 'gone',
  );
const counter = (page: Page) =>
  page.evaluate(() => document.querySelector('[role=dialog] [aria-live=polite]')?.textContent);

describe('image viewer in Chromium (touch)', () => {
  it('double tap (two taps < 300 ms apart) zooms in, and again back to fit', async () => {
    const story = await openStory('idle');
    await waitUntilOpen(story.page);
    expect(await scale(story.page)).toBe(1);
    await tap(story, [195, 420]);
    await story.page.waitForTimeout(80);
    await tap(story, [200, 425]);
    await story.page.waitForFunction(
      () => document.querySelector('[role=dialog]')?.getAttribute('data-state') === 'zoomed',
    );
    expect(await scale(story.page)).toBeGreaterThan(1);
    await story.page.waitForTimeout(400);
    await tap(story, [195, 420]);
    await story.page.waitForTimeout(80);
    await tap(story, [195, 420]);
    await story.page.waitForFunction(
      () => document.querySelector('[role=dialog]')?.getAttribute('data-state') !== 'zoomed',
    );
    expect(await scale(story.page)).toBe(1);
    // Two taps further apart than 300 ms are two single taps: no zoom.
    await story.page.waitForTimeout(400);
    await tap(story, [195, 420]);
    await story.page.waitForTimeout(450);
    await tap(story, [195, 420]);
    await story.page.waitForTimeout(450);
    expect(await scale(story.page)).toBe(1);
    expect(story.errors).toEqual([]);
  });

  it('pinching with two fingers increases the scale', async () => {
    const story = await openStory('idle');
    await waitUntilOpen(story.page);
    await touch(story.cdp, 'touchStart', [
      [165, 420],
      [225, 420],
    ]);
    for (let spread = 40; spread <= 150; spread += 10) {
      await touch(story.cdp, 'touchMove', [
        [195 - spread, 420],
        [195 + spread, 420],
      ]);
      await story.page.waitForTimeout(16);
    }
    await touch(story.cdp, 'touchEnd', []);
    await story.page.waitForFunction(
      () => document.querySelector('[role=dialog]')?.getAttribute('data-state') === 'zoomed',
    );
    expect(await scale(story.page)).toBeGreaterThan(2);
  });

  it('a swipe left past 30 px shows the next picture', async () => {
    const story = await openStory('idle');
    await waitUntilOpen(story.page);
    expect(await counter(story.page)).toBe('1 / 3');
    await drag(story, [300, 420], [220, 424]);
    await story.page.waitForFunction(
      () => document.querySelector('[role=dialog] [aria-live=polite]')?.textContent === '2 / 3',
    );
    await story.page.waitForFunction(() => /pid=sn-label/.test(window.location.hash));
    // A short drag (under 30 px, slowly) springs back.
    await touch(story.cdp, 'touchStart', [[200, 420]]);
    for (let x = 196; x >= 180; x -= 4) {
      await touch(story.cdp, 'touchMove', [[x, 420]]);
      await story.page.waitForTimeout(60);
    }
    await story.page.waitForTimeout(200);
    await touch(story.cdp, 'touchEnd', []);
    await story.page.waitForTimeout(600);
    expect(await counter(story.page)).toBe('2 / 3');
  });

  it('a vertical drag closes the viewer; a short one springs back', async () => {
    const story = await openStory('idle');
    await waitUntilOpen(story.page);
    await touch(story.cdp, 'touchStart', [[195, 420]]);
    for (let y = 425; y <= 460; y += 5) {
      await touch(story.cdp, 'touchMove', [[195, y]]);
      await story.page.waitForTimeout(40);
    }
    const opacity = await story.page.evaluate(() =>
      document.querySelector<HTMLElement>('[role=dialog]')?.style.getPropertyValue('--viewer-bg'),
    );
    expect(Number(opacity)).toBeLessThan(1);
    await story.page.waitForTimeout(200);
    await touch(story.cdp, 'touchEnd', []);
    await story.page.waitForTimeout(500);
    expect(await dialogState(story.page)).toBe('idle');
    await drag(story, [195, 420], [195, 720]);
    await story.page.waitForFunction(() => !document.querySelector('[role=dialog]'));
  });
});

describe('image viewer address and accessibility', () => {
  it('double click zooms with a mouse and Escape closes, returning focus to the thumbnail', async () => {
    const story = await openStory('from-thumbnails', 'desktop');
    const thumb = story.page.getByRole('button', { name: /查看大图：开机蓝屏/ });
    await thumb.click();
    await waitUntilOpen(story.page);
    await story.page.mouse.dblclick(640, 400);
    await story.page.waitForFunction(
      () => document.querySelector('[role=dialog]')?.getAttribute('data-state') === 'zoomed',
    );
    await story.page.keyboard.press('Escape');
    await story.page.waitForFunction(() => !document.querySelector('[role=dialog]'));
    expect(await thumb.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('the wheel zooms 1.5 % per delta unit around the pointer', async () => {
    const story = await openStory('idle', 'desktop');
    await waitUntilOpen(story.page);
    await story.page.mouse.move(640, 400);
    await story.page.mouse.wheel(0, -10);
    await story.page.waitForFunction(
      () => document.querySelector('[role=dialog]')?.getAttribute('data-state') === 'zoomed',
    );
    expect(await scale(story.page)).toBeCloseTo(1.15, 2);
  });
});
