// An English reader walks every route and the states behind its buttons (#15 item 6): nothing
// they read is Chinese, except what people wrote (messages, names) and the switch back to 简体中文.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ManualClock } from '../../server/core/clock';
import { seedSupportCentre } from '../../server/demo/seed';
import { createMemoryStore } from '../../server/core/memory-store';
import { launchBrowser, openPage, screenshot } from './support/browser';

const appUrl = inject('appUrl');

/** People's names in the demo data: a name is a name in every language. */
const NAMES = (async () => {
  const seed = await seedSupportCentre(createMemoryStore(), new ManualClock());
  return [...seed.engineers.map((e) => e.name), '张先生'];
})();
/** The simulation's visitors are numbered guests (访客12). */
const GUEST = /访客\d+/g;

/**
 * The Chinese a reader sees: text and the attributes that are read (labels, placeholders,
 * titles, alt texts), skipping what is not shown (noscript), parts marked as another language
 * (lang), names (translate="no") and what people wrote (message rows of the visitor and the
 * engineer, data-user-content). Names inside sentences ("王工程师 joined") are taken out.
 */
async function chineseOnScreen(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const han = /\p{Script=Han}/u;
    const skipped = (el: Element | null) =>
      !!el?.closest(
        'noscript,[lang]:not([lang="en"]),[translate="no"],[data-user-content],' +
          '[data-author="user"],[data-author="engineer"]',
      );
    const out: string[] = [];
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT,
    );
    for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        const text = node.textContent ?? '';
        if (han.test(text) && !skipped(node.parentElement)) out.push(text.trim());
      } else if (!skipped(node as Element)) {
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = (node as Element).getAttribute(name);
          if (value && han.test(value)) out.push(`${name}=${value}`);
        }
      }
    }
    return out;
  });
  const names = await NAMES;
  return found
    .map((text) => names.reduce((rest, name) => rest.split(name).join(''), text))
    .map((text) => text.replace(GUEST, ''))
    .filter((text) => /\p{Script=Han}/u.test(text));
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('English, route by route', () => {
  it('the visitor on a phone: chat, menu, dialogs, a question to the robot, an engineer', async () => {
    const { page, context, errors } = await openPage(browser, 'phone');
    try {
      await page.goto(`${appUrl}/chatQueue?lang=en`);
      await page.getByRole('heading', { level: 1, name: 'Lenovo Service' }).waitFor();
      await page.getByText(/^Hello, I'm Xiaowei/).waitFor();
      await page.getByRole('button', { name: "Won't turn on" }).waitFor();
      expect(await chineseOnScreen(page)).toEqual([]);

      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      await page.getByRole('button', { name: '简体中文' }).waitFor();
      expect(await chineseOnScreen(page)).toEqual([]);
      for (const [item, dialog] of [
        ['My service orders', /service orders/i],
        ['Self-service repair', /repair/i],
        ['Past conversations', /past conversations/i],
      ] as const) {
        await page.getByRole('button', { name: item }).click();
        await page.getByRole('dialog', { name: dialog }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await chineseOnScreen(page), item).toEqual([]);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: dialog }).waitFor({ state: 'hidden' });
        if (item !== 'Past conversations') await menu.click();
      }

      await page.getByRole('button', { name: "Won't turn on" }).click();
      await page
        .getByText(/press the power button/)
        .first()
        .waitFor();
      expect(await chineseOnScreen(page)).toEqual([]);

      await page.getByRole('button', { name: 'Talk to an engineer' }).first().click();
      await page.getByText(/joined and will help you/).waitFor({ timeout: 20_000 });
      expect(await chineseOnScreen(page)).toEqual([]);
      await screenshot(page, 'phone-english-visitor');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the engineer console: signed out, online with the queue, a conversation, replies', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${appUrl}/chatEngieer?lang=en`);
      await page.getByLabel('Engineer account').fill('demo');
      expect(await chineseOnScreen(page)).toEqual([]);
      await page.getByLabel('Password').fill('demo123');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Online', exact: true }).click();
      // Online, simulated visitors queue up for the human engineer (about every 15 s).
      const accept = page.getByRole('button', { name: /^Accept / }).first();
      await accept.waitFor({ timeout: 40_000 });
      expect(await chineseOnScreen(page)).toEqual([]);
      await accept.click();
      await page.getByRole('tab', { name: 'Replies' }).click();
      await page.getByRole('combobox', { name: 'Search canned replies' }).waitFor();
      expect(await chineseOnScreen(page)).toEqual([]);
      for (const tab of ['Details', 'Tools']) {
        await page.getByRole('tab', { name: tab }).click();
        await page.waitForLoadState('networkidle');
        expect(await chineseOnScreen(page), tab).toEqual([]);
      }
      await screenshot(page, 'desktop-english-console');
    } finally {
      await context.close();
    }
  });

  it('review: signed in, filters and results, a transcript', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${appUrl}/review?lang=en`);
      await page.getByLabel('Account').fill('demo');
      await page.getByLabel('Password').fill('demo123');
      await page.getByRole('button', { name: 'Sign in' }).click();
      const first = page
        .getByRole('link')
        .filter({ hasText: /^Last|Last:/ })
        .first();
      await first.waitFor();
      expect(await chineseOnScreen(page)).toEqual([]);
      await first.click();
      await page.getByRole('log').waitFor();
      expect(await chineseOnScreen(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(['/projects', '/login', '/webchat', '/index/ThinkPad', '/test', '/testsaas', '/nope'])(
    '%s',
    async (path) => {
      const { page, context } = await openPage(browser, 'desktop');
      try {
        await page.goto(`${appUrl}${path}?lang=en`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await chineseOnScreen(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
