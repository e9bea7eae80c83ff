import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, seriousA11yViolations } from './support/browser';

const ladleUrl = inject('ladleUrl');

interface LadleMeta {
  stories: Record<string, { name: string; levels: string[] }>;
}

let browser: Browser;
let storyIds: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const meta = (await (await fetch(`${ladleUrl}/meta.json`)).json()) as LadleMeta;
  storyIds = Object.keys(meta.stories);
});
afterAll(async () => {
  await browser?.close();
});

describe('Ladle smoke', () => {
  it('lists stories', () => {
    expect(storyIds.length).toBeGreaterThan(5);
  });

  it('renders every story with no console error and no serious axe violation', async () => {
    const failures: Record<string, unknown> = {};
    const { page, context, errors } = await openPage(browser, 'desktop');
    for (const id of storyIds) {
      errors.length = 0;
      await page.goto(`${ladleUrl}/?story=${id}&mode=preview`);
      await page.waitForSelector('html[data-storyloaded]', { timeout: 15_000 });
      const violations = await seriousA11yViolations(page);
      if (violations.length || errors.length) failures[id] = { violations, errors: [...errors] };
    }
    await context.close();
    expect(failures).toEqual({});
  });
});
