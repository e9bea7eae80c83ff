import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, type ViewportName } from './support/browser';

const ladleUrl = inject('ladleUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openStory(page: Page, story: string) {
  await page.goto(`${ladleUrl}/?story=message-list--${story}&mode=preview`);
  await page.waitForSelector('html[data-storyloaded]', { state: 'attached', timeout: 15_000 });
  await page.getByRole('log').waitFor();
}

/** Pixels between the log's visible bottom and its content's bottom. */
const distanceToBottom = (page: Page) =>
  page
    .getByRole('log')
    .evaluate((log) => Math.round(log.scrollHeight - log.scrollTop - log.clientHeight));

/** Virtuoso keeps rows hidden until it has scrolled to the newest; wait for that row on screen. */
async function openedAt(page: Page, newestKey: string) {
  await page.locator(`[data-row-key="${newestKey}"]`).waitFor({ state: 'visible' });
  await expect.poll(() => distanceToBottom(page)).toBeLessThanOrEqual(1);
}

/** Waits until the picture named `alt` has loaded into its row. */
async function pictureShown(page: Page, alt: string) {
  const picture = page.getByRole('img', { name: alt });
  await picture.waitFor({ timeout: 10_000 });
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight > 0))
    .toBe(true);
}

const REDUCED_MOTION = { reducedMotion: 'reduce' } as const;

async function scrollLogTo(page: Page, top: number) {
  await page.getByRole('log').evaluate((log, y) => log.scrollTo({ top: y }), top);
}

/** The first message row whose top edge is inside the log: its key and its page position. */
const firstVisibleRow = (page: Page) =>
  page.getByRole('log').evaluate((log) => {
    const box = log.getBoundingClientRect();
    const rows = [...log.querySelectorAll<HTMLElement>('[data-row-key]:not([role])')];
    const row = rows.find((r) => r.getBoundingClientRect().top >= box.top);
    return row ? { key: row.dataset.rowKey!, top: row.getBoundingClientRect().top } : null;
  });

interface Tracked {
  stopTracking: () => number[];
}
/** Runs in the page: records the row's top every animation frame (NaN when it is not there). */
function trackRowTop(key: string) {
  const tops: number[] = [];
  let running = true;
  const sample = () => {
    if (!running) return;
    const row = document.querySelector(`[data-row-key="${key}"]`);
    tops.push(row ? row.getBoundingClientRect().top : Number.NaN);
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
  (window as unknown as Tracked).stopTracking = () => {
    running = false;
    return tops;
  };
}

describe.each<ViewportName>(['phone', 'desktop'])('MessageList on %s', (viewport) => {
  it('opens at the bottom with the newest item in view', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await openStory(page, 'long-conversation');
    await openedAt(page, 'm499');
    const newest = page.locator('[data-row-key="m499"]');
    const [row, log] = await Promise.all([
      newest.boundingBox(),
      page.getByRole('log').boundingBox(),
    ]);
    expect(row!.y + row!.height).toBeLessThanOrEqual(log!.y + log!.height + 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a new conversation’s first words in the list’s first frame, at the bottom', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    // Whether the item list was ever hidden (Virtuoso hides it while it scrolls to an item).
    await page.addInitScript(() => {
      (window as unknown as { hiddenSeen: boolean }).hiddenSeen = false;
      new MutationObserver(() => {
        const list = document.querySelector<HTMLElement>('[data-testid="virtuoso-item-list"]');
        if (list?.style.visibility === 'hidden')
          (window as unknown as { hiddenSeen: boolean }).hiddenSeen = true;
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['style'],
      });
    });
    await openStory(page, 'first-words');
    await openedAt(page, 'm0');
    expect(
      await page.evaluate(() => (window as unknown as { hiddenSeen: boolean }).hiddenSeen),
    ).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a few rows taller than the view at the end of the newest', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await openStory(page, 'few-tall-messages');
    await page.getByText('结尾 2').waitFor();
    await expect.poll(() => distanceToBottom(page)).toBeLessThanOrEqual(1);
    const [end, log] = await Promise.all([
      page.getByText('结尾 2').boundingBox(),
      page.getByRole('log').boundingBox(),
    ]);
    expect(end!.y + end!.height).toBeLessThanOrEqual(log!.y + log!.height + 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads older items at the top without moving what the reader sees', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await openStory(page, 'loading-older');
    await openedAt(page, 'm199'); // the first page: m180–m199
    await scrollLogTo(page, 0);
    await page.getByRole('status').waitFor({ state: 'attached' }); // the loading row at the top
    const before = await firstVisibleRow(page);
    expect(before).not.toBeNull();

    // Watch that row every frame while the older page lands: no jump, not even for one frame.
    await page.evaluate(trackRowTop, before!.key);
    await page.locator('[data-row-key="m179"]').waitFor({ state: 'attached' });
    await page.getByRole('status').waitFor({ state: 'detached' });
    await page.waitForTimeout(300); // late measurements land too
    const tops = await page.evaluate(() => (window as unknown as Tracked).stopTracking());
    expect(tops.length).toBeGreaterThan(5);
    const worst = Math.max(...tops.map((top) => Math.abs(top - before!.top)));
    expect(worst).toBeLessThanOrEqual(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('counts new items while scrolled up, and the button goes back to the bottom', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await openStory(page, 'own-message-while-scrolled-up');
    await openedAt(page, 'm59');
    await scrollLogTo(page, 0);
    await page.getByRole('button', { name: '回到最新消息' }).waitFor(); // the list knows
    const incoming = page.getByRole('button', { name: '收到一条新消息' });
    for (let i = 0; i < 3; i += 1) await incoming.click();

    const jump = page.getByRole('button', { name: '3 条新消息，回到最新消息' });
    await jump.waitFor();
    expect(await jump.textContent()).toContain('3 条新消息');
    expect(await page.getByRole('log').evaluate((log) => log.scrollTop)).toBeLessThan(50);

    await jump.click();
    await expect.poll(() => distanceToBottom(page)).toBeLessThanOrEqual(1);
    await jump.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a reader at the bottom there while pictures arrive late', async () => {
    // With reduced motion a picture's row grows in one frame, which is when the list clamped
    // short of its end (and stayed there, the jump button showing) before the re-pin watched it.
    const { page, context, errors } = await openPage(browser, viewport, REDUCED_MOTION);
    await openStory(page, 'images-load-late');
    await openedAt(page, 'm29');
    // The pictures come 1.7 s (the newest row's among them) and 3.1 s after their rows.
    await pictureShown(page, '故障照片 29');
    await pictureShown(page, '故障照片 23');
    await expect.poll(() => distanceToBottom(page)).toBeLessThanOrEqual(1);
    await page.waitForTimeout(300); // nothing pulls it away afterwards
    expect(await distanceToBottom(page)).toBeLessThanOrEqual(1);
    expect(await page.getByRole('button', { name: '回到最新消息' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves a reader who scrolled up where they are while pictures arrive', async () => {
    const { page, context } = await openPage(browser, viewport, REDUCED_MOTION);
    await openStory(page, 'images-load-late');
    await openedAt(page, 'm29');
    const log = (await page.getByRole('log').boundingBox())!;
    await page.mouse.move(log.x + log.width / 2, log.y + log.height / 2);
    await page.mouse.wheel(0, -600);
    await page.getByRole('button', { name: '回到最新消息' }).waitFor();
    // The pictures below the reader are out of view (not rendered): wait out the story's timers,
    // the last 3.1 s after the rows.
    await page.waitForTimeout(3_500);
    expect(await distanceToBottom(page)).toBeGreaterThan(300);
    expect(await page.getByRole('button', { name: '回到最新消息' }).count()).toBe(1);
    await context.close();
  });

  it('follows the reader’s own message even when scrolled up', async () => {
    const { page, context } = await openPage(browser, viewport);
    await openStory(page, 'own-message-while-scrolled-up');
    await openedAt(page, 'm59');
    await scrollLogTo(page, 0);
    await page.getByRole('button', { name: '回到最新消息' }).waitFor();
    await page.getByRole('button', { name: '我发送一条' }).click();
    await expect.poll(() => distanceToBottom(page)).toBeLessThanOrEqual(1);
    await page.getByText('我刚发的消息').waitFor();
    await context.close();
  });
});
