import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, seriousA11yViolations } from './support/browser';
import { ladleStoryIds } from './support/ladle-stories';

const ladleUrl = inject('ladleUrl');

const storyIds = ladleStoryIds;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page, errors } = await openPage(browser, 'desktop'));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('Ladle smoke', () => {
  it('lists stories for the design system', () => {
    expect(storyIds.length).toBeGreaterThan(100);
  });

  it.each(storyIds)('%s renders with no console error and no serious axe violation', async (id) => {
    errors.length = 0;
    await page.goto(`${ladleUrl}/?story=${id}&mode=preview`);
    await page.waitForSelector('html[data-storyloaded]', { timeout: 15_000 });
    const violations = await seriousA11yViolations(page);
    expect({ violations, errors }).toEqual({ violations: [], errors: [] });
  });
});
