import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { VIEWPORTS } from './support/browser';
import { startReferenceServer, type ReferenceServer } from './support/reference-server';

// Issue #13 (4): what a visitor writes while the service cannot be reached waits in the
// IndexedDB outbox, shows as sending, survives closing the browser and leaves once when the
// browser is opened again. One profile directory stands for the person's browser.

const LOG = '与客服的对话';
let server: ReferenceServer;
const profile = mkdtempSync(join(tmpdir(), 'webchat-outbox-profile-'));

beforeAll(async () => {
  server = await startReferenceServer(Number(process.env.E2E_OUTBOX_PORT ?? 4294), {
    SIMULATE: 'off',
  });
});
afterAll(async () => {
  await server?.stop();
  rmSync(profile, { recursive: true, force: true });
});

/** The person's browser: the same profile every time it is opened. */
const openBrowser = (): Promise<BrowserContext> =>
  chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ...VIEWPORTS.phone,
    locale: 'zh-CN',
  });

describe('the outbox survives a browser restart', () => {
  it('a message written while the service is unreachable is sent once after the browser reopens', async () => {
    const first = await openBrowser();
    const page = first.pages()[0] ?? (await first.newPage());
    await page.goto(`${server.url}/chatQueue`);
    const log = page.getByRole('log', { name: LOG });
    await log.getByText(/智能助手小威/).waitFor({ timeout: 20_000 });
    // The service goes away (every call fails without an answer); the page stays.
    await page.route('**/api/csc/**', (route) => route.abort('internetdisconnected'));
    const field = page.getByRole('textbox', { name: '输入消息' });
    await field.fill('关机前写的这条不能丢');
    await field.press('Enter');
    const row = log.locator('[data-message-id]').filter({ hasText: '关机前写的这条不能丢' });
    await row.getByText('发送中').waitFor();
    await page.waitForTimeout(1500);
    expect(await row.getByText('发送失败').count()).toBe(0);
    await first.close();

    const again = await openBrowser();
    const reopened = again.pages()[0] ?? (await again.newPage());
    await reopened.goto(`${server.url}/chatQueue`);
    const after = reopened
      .getByRole('log', { name: LOG })
      .locator('[data-message-id]')
      .filter({ hasText: '关机前写的这条不能丢' });
    await after.getByText(/未读|已读/).waitFor({ timeout: 30_000 });
    expect(await after.count()).toBe(1);
    // The server has it once: a reload shows it once, from history.
    await reopened.reload();
    await reopened
      .getByRole('log', { name: LOG })
      .getByText('关机前写的这条不能丢')
      .waitFor({ timeout: 20_000 });
    expect(
      await reopened.getByRole('log', { name: LOG }).getByText('关机前写的这条不能丢').count(),
    ).toBe(1);
    await again.close();
  });
});
