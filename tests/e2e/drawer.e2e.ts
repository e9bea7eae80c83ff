import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, type ViewportName } from './support/browser';

// The drawer's gestures in Chromium: a phone driven by CDP touch events, a desktop by the mouse.
const ladleUrl = inject('ladleUrl');
const CONTENT = '[data-drawer-content]';
const OVERLAY = '[data-drawer-overlay]';
const EDGE_X = 6;
const Y = 400;

interface Point {
  x: number;
  y: number;
}

/** One finger or the mouse; `slide` moves in small steps, `flick` fast and short. */
interface Pointer {
  down(at: Point): Promise<void>;
  slide(to: Point): Promise<void>;
  up(): Promise<void>;
  flick(from: Point, to: Point): Promise<void>;
}

const between = (a: Point, b: Point, t: number): Point => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
});

async function mouse(context: BrowserContext, page: Page): Promise<Pointer> {
  const cdp = await context.newCDPSession(page);
  const send = (
    type: 'mouseMoved' | 'mousePressed' | 'mouseReleased',
    at: Point,
    timestamp: number,
  ) =>
    cdp.send('Input.dispatchMouseEvent', {
      type,
      x: at.x,
      y: at.y,
      button: 'left',
      buttons: type === 'mouseReleased' ? 0 : 1,
      clickCount: type === 'mouseMoved' ? 0 : 1,
      timestamp,
    });
  return {
    async down({ x, y }) {
      await page.mouse.move(x, y);
      await page.mouse.down();
    },
    async slide({ x, y }) {
      await page.mouse.move(x, y, { steps: 12 });
    },
    up: () => page.mouse.up(),
    async flick(from, to) {
      // page.mouse cannot set event times, and headless software rendering spaces its moves
      // 20-100 ms apart; explicit times (8 ms apart) make the release speed what a hand does.
      const t0 = Date.now() / 1000;
      await page.mouse.move(from.x, from.y);
      await send('mousePressed', from, t0);
      for (let i = 1; i <= 4; i += 1)
        await send('mouseMoved', between(from, to, i / 4), t0 + i * 0.008);
      await send('mouseReleased', to, t0 + 5 * 0.008);
    },
  };
}

async function touch(context: BrowserContext, page: Page): Promise<Pointer> {
  const cdp = await context.newCDPSession(page);
  let at: Point = { x: 0, y: 0 };
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', timestamp?: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: at.x, y: at.y }],
      ...(timestamp === undefined ? {} : { timestamp }),
    });
  return {
    async down(point) {
      at = point;
      await send('touchStart');
    },
    async slide(to) {
      const from = at;
      for (let i = 1; i <= 12; i += 1) {
        at = between(from, to, i / 12);
        await send('touchMove');
        await page.waitForTimeout(16);
      }
    },
    async up() {
      await send('touchEnd');
    },
    async flick(from, to) {
      // Explicit event times (s): 8 ms apart, so the release speed does not depend on CDP latency.
      const t0 = Date.now() / 1000;
      at = from;
      await send('touchStart', t0);
      for (let i = 1; i <= 4; i += 1) {
        at = between(from, to, i / 4);
        await send('touchMove', t0 + i * 0.008);
      }
      await send('touchEnd', t0 + 5 * 0.008);
    },
  };
}

const ready: Record<string, string> = { 'swipe-to-open': '[data-drawer-edge]', open: CONTENT };

async function open(story: string, viewport: ViewportName) {
  const tracked = await openPage(browser, viewport);
  const pointer = await (viewport === 'phone' ? touch : mouse)(tracked.context, tracked.page);
  await tracked.page.goto(`${ladleUrl}/?story=drawer--${story}&mode=preview`);
  await tracked.page.waitForSelector('html[data-storyloaded]');
  // The story renders just after Ladle marks it loaded.
  await tracked.page.waitForSelector(ready[story] ?? 'button');
  return { ...tracked, pointer };
}

/** The open panel covers 0.8 of the viewport. */
const WIDTH_RATIO = 0.8;
const panelWidth = (page: Page) => page.evaluate((ratio) => window.innerWidth * ratio, WIDTH_RATIO);

/** Share of the panel on screen right now (0 when it is not mounted). */
const shown = (page: Page) =>
  page.evaluate((selector) => {
    const el = document.querySelector(selector);
    if (!el) return 0;
    const r = el.getBoundingClientRect();
    const visible = Math.min(r.right, window.innerWidth) - Math.max(r.left, 0);
    return Math.max(0, visible) / r.width;
  }, CONTENT);

const settledOpen = (page: Page) =>
  page.waitForFunction(
    (selector) => {
      const el = document.querySelector(selector);
      return (
        el?.getAttribute('data-state') === 'open' && Math.abs(el.getBoundingClientRect().left) < 0.5
      );
    },
    CONTENT,
    { timeout: 5_000 },
  );

const settledClosed = (page: Page) =>
  page.waitForFunction((selector) => !document.querySelector(selector), CONTENT, {
    timeout: 5_000,
  });

const overlayOpacity = (page: Page) =>
  page.evaluate((selector) => {
    const el = document.querySelector(selector);
    return el ? Number(getComputedStyle(el).opacity) : -1;
  }, OVERLAY);

/** Releasing after a pause means no flick: the decision is made on distance alone. */
const pause = (page: Page) => page.waitForTimeout(150);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each<ViewportName>(['phone', 'desktop'])('Drawer on %s', (viewport) => {
  it('covers 0.8 of the width once open and stays open after a drag from the edge past 0.6', async () => {
    const { page, pointer, context, errors } = await open('swipe-to-open', viewport);
    const width = await panelWidth(page);
    await pointer.down({ x: EDGE_X, y: Y });
    await pointer.slide({ x: EDGE_X + width * 0.7, y: Y });
    expect(await shown(page)).toBeGreaterThan(0.6);
    await pause(page);
    await pointer.up();
    await settledOpen(page);
    const box = await page.locator(CONTENT).boundingBox();
    expect(box?.width).toBeCloseTo(width, 0);
    await page.waitForTimeout(400);
    expect(await page.locator(CONTENT).getAttribute('data-state')).toBe('open');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('springs back closed when released short of 0.6, fading the backdrop with the drag', async () => {
    const { page, pointer, context, errors } = await open('swipe-to-open', viewport);
    const width = await panelWidth(page);
    await pointer.down({ x: EDGE_X, y: Y });
    await pointer.slide({ x: EDGE_X + width * 0.5, y: Y });
    await pause(page);

    const opacity = await overlayOpacity(page);
    expect(opacity).toBeGreaterThan(0);
    expect(opacity).toBeLessThan(0.4);
    expect(opacity).toBeCloseTo(0.2, 1);
    expect(await page.locator(CONTENT).getAttribute('data-state')).toBe('closed');

    await pointer.up();
    await settledClosed(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens on a short fast flick from the edge', async () => {
    const { page, pointer, context, errors } = await open('swipe-to-open', viewport);
    await pointer.flick({ x: EDGE_X, y: Y }, { x: EDGE_X + 60, y: Y });
    await settledOpen(page);
    // Focus moves in once the swipe commits to open, and stays trapped there.
    expect(
      await page.evaluate(
        (s) => !!document.querySelector(s)?.contains(document.activeElement),
        CONTENT,
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes when the open drawer is dragged back past the threshold, not before', async () => {
    const { page, pointer, context, errors } = await open('open', viewport);
    await settledOpen(page);
    const width = await panelWidth(page);
    const start = { x: width * 0.9, y: 700 };

    await pointer.down(start);
    await pointer.slide({ x: start.x - width * 0.3, y: start.y });
    await pause(page);
    await pointer.up();
    await settledOpen(page);

    await pointer.down(start);
    await pointer.slide({ x: start.x - width * 0.7, y: start.y });
    await pause(page);
    expect(await shown(page)).toBeLessThan(0.4);
    await pointer.up();
    await settledClosed(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not move when a drag starts inside an input', async () => {
    const { page, pointer, context, errors } = await open('with-form', viewport);
    await settledOpen(page);
    const box = await page.getByRole('textbox', { name: '手机号' }).boundingBox();
    if (!box) throw new Error('no input');
    const start = { x: box.x + box.width * 0.8, y: box.y + box.height / 2 };
    await pointer.down(start);
    await pointer.slide({ x: start.x - 200, y: start.y });
    expect(await shown(page)).toBe(1);
    await pause(page);
    await pointer.up();
    await page.waitForTimeout(400);
    expect(await shown(page)).toBe(1);
    expect(await page.locator(CONTENT).getAttribute('data-state')).toBe('open');
    expect(errors).toEqual([]);
    await context.close();
  });
});
