import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { FAKE_MEDIA_ARGS, launchChromium } from '../../../scripts/chromium.mjs';

const require = createRequire(import.meta.url);

export const ARTIFACTS = 'tests/e2e/artifacts';

export const VIEWPORTS = {
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** `fakeMedia`: a fake microphone and camera, allowed without a prompt (voice notes). */
export function launchBrowser(options: { fakeMedia?: boolean } = {}): Promise<Browser> {
  return launchChromium(options.fakeMedia ? FAKE_MEDIA_ARGS : []);
}

/** One Chromium for a test file: launched before its tests, closed after them. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll');
    return browser;
  };
}

export interface TrackedPage {
  context: BrowserContext;
  page: Page;
  /** console.error lines and uncaught page errors seen so far. */
  errors: string[];
}

/** A fresh context (no storage carried over) whose console errors are collected. */
export async function openPage(
  browser: Browser,
  viewport: ViewportName,
  options: BrowserContextOptions = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({ ...VIEWPORTS[viewport], locale: 'zh-CN', ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { context, page, errors };
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Waits until nothing on the page is moving: no running Web Animation and the inline opacity and
 * transform framer-motion writes unchanged across four checks 50 ms apart (150 ms still). axe measures colour
 * contrast through opacity, so a dialog or toast caught fading in reads as too pale; on a loaded
 * machine the fade outlasts the story's load. Gives up quietly after `timeout` (a looping
 * animation, e.g. a spinner, never settles and is not what contrast is about).
 */
export async function animationsSettled(page: Page, timeout = 3_000): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __motionSignature?: string; __motionStill?: number };
        const running = document
          .getAnimations()
          .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
        const signature = [...document.querySelectorAll<HTMLElement>('[style]')]
          .map((el) => `${el.style.opacity}|${el.style.transform}`)
          .join(',');
        // Still for three checks in a row (150 ms): a fade that has not started yet on a busy
        // machine looks still for one check, and axe then read a dialog's title as too pale.
        w.__motionStill =
          signature === w.__motionSignature && !running ? (w.__motionStill ?? 0) + 1 : 0;
        w.__motionSignature = signature;
        return w.__motionStill >= 3;
      },
      undefined,
      { timeout, polling: 50 },
    )
    .catch(() => undefined);
}

/**
 * Runs axe-core in the page and returns the serious and critical violations, once nothing moves
 * (`settled`: the caller has just waited for that, e.g. before a screenshot).
 */
export async function seriousA11yViolations(
  page: Page,
  include?: string,
  { settled = false } = {},
): Promise<AxeViolation[]> {
  if (!settled) await animationsSettled(page);
  // Evaluated through the DevTools protocol, not a <script> tag: a page whose CSP allows only
  // its own scripts (the reference server's) is audited as it runs, not with its CSP off.
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async (context) => {
    const axe = (
      window as unknown as {
        axe: { run: (c: unknown, o: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(context ?? document, { resultTypes: ['violations'] });
    return result.violations;
  }, include);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((n) => ({ target: n.target })),
    }));
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png` });
}
