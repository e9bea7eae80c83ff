import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LAYOUT } from '@/lib/constants';
import { launchBrowser, openPage, type ViewportName } from './support/browser';

const ladleUrl = inject('ladleUrl');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openStory(viewport: ViewportName, id: string) {
  const tracked = await openPage(browser, viewport);
  await tracked.page.goto(`${ladleUrl}/?story=${id}&mode=preview`);
  await tracked.page.waitForSelector('html[data-storyloaded]', { timeout: 15_000 });
  return tracked;
}

/** Boxes of the toasts on show, top to bottom, after the stack has settled. */
async function visibleBoxes(page: Page) {
  await page.waitForTimeout(600);
  const items = page.locator('li[data-visible="true"]');
  const boxes = [];
  for (let i = 0; i < (await items.count()); i += 1) {
    const box = await items.nth(i).boundingBox();
    if (box) boxes.push(box);
  }
  return boxes.sort((a, b) => a.y - b.y);
}

async function drag(page: Page, target: Locator, dx: number, dy: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to drag');
  const x = box.x + box.width / 3;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 12 });
  await page.mouse.up();
}

describe('toast in Chromium', () => {
  it.each(['desktop', 'phone'] as const)(
    'stacks expanded toasts 16 px apart, 20 px from the edge (%s)',
    async (viewport) => {
      const { page, context, errors } = await openStory(viewport, 'toast--stack');
      await page.locator('li[data-visible="true"]').first().waitFor();
      if (viewport === 'desktop') await page.locator('li').first().hover();
      else await page.locator('li').first().tap();
      const boxes = await visibleBoxes(page);
      expect(boxes).toHaveLength(3);
      expect(boxes[0]!.y).toBeCloseTo(LAYOUT.toastOffsetPx, 0);
      for (let i = 1; i < boxes.length; i += 1) {
        const gap = boxes[i]!.y - (boxes[i - 1]!.y + boxes[i - 1]!.height);
        expect(gap).toBeCloseTo(LAYOUT.toastSpacingPx, 0);
      }
      if (viewport === 'phone') {
        expect(boxes[0]!.x).toBeCloseTo(LAYOUT.toastOffsetPx, 0);
        expect(390 - (boxes[0]!.x + boxes[0]!.width)).toBeCloseTo(LAYOUT.toastOffsetPx, 0);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('is swiped away sideways with the mouse', async () => {
    const { page, context } = await openStory('desktop', 'toast--with-description');
    const message = page.getByText('工程师已接入');
    await message.waitFor();
    await drag(page, page.locator('li').first(), 160, 0);
    await message.waitFor({ state: 'detached', timeout: 2000 });
    await context.close();
  });

  it('is swiped up towards the edge with a finger on a phone', async () => {
    const { page, context } = await openStory('phone', 'toast--with-description');
    const message = page.getByText('工程师已接入');
    await message.waitFor();
    await page.waitForTimeout(600);
    const box = (await page.locator('li').first().boundingBox())!;
    const x = box.x + box.width / 3;
    const y = box.y + box.height / 2;
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dy: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y: y + dy }],
      });
    await touch('touchStart', 0);
    for (let step = 1; step <= 10; step += 1) await touch('touchMove', -8 * step);
    await touch('touchEnd', -80);
    await message.waitFor({ state: 'detached', timeout: 2000 });
    await context.close();
  });

  it('springs back after a short drag', async () => {
    const { page, context } = await openStory('desktop', 'toast--with-description');
    const item = page.locator('li').first();
    await item.waitFor();
    await page.waitForTimeout(600); // the enter animation
    // The card inside the item is what the swipe moves.
    const card = item.locator('> div');
    const before = await card.boundingBox();
    await drag(page, item, 20, 0);
    await page.waitForTimeout(600);
    const after = await card.boundingBox();
    expect(after?.x).toBeCloseTo(before!.x, 0);
    await context.close();
  });
});
