import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, seriousA11yViolations } from './support/browser';

const ladleUrl = inject('ladleUrl');

interface LadleMeta {
  stories: Record<string, { name: string; levels: string[] }>;
}

// Read at collection time so every story is its own test (and its own timeout).
const meta = JSON.parse(
  readFileSync(`${process.env.E2E_LADLE_DIR ?? 'build-ladle'}/meta.json`, 'utf8'),
) as LadleMeta;
const storyIds = Object.keys(meta.stories);

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
