import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type TrackedPage } from './support/browser';
import { apiCall, until } from './support/engineer-api';
import { startReferenceServer, type ReferenceServer } from './support/reference-server';
import { signInConsole } from './support/console';

// Issue #18 item 3 against the reference server, nobody simulated: the console is told of its
// queues over the socket (no 5 s poll), and a visitor's line turns 已读 only once the engineer
// opens the conversation (the console's IM client does not read on arrival).

let browser: Browser;
let server: ReferenceServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startReferenceServer(Number(process.env.E2E_PUSH_PORT ?? 4320), { SIMULATE: 'off' }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Before the old poll (5 s) would have asked. That no /waiting call was made after the click is
 * what shows the row was pushed; this bound only says it came in time (the transfer itself waits
 * 500 ms, and took 2.3 s in all on a loaded CI machine).
 */
const PUSHED_WITHIN_MS = 5_000;
const WAITING_PATH = '/api/csc/engineer/waiting';

const vlog = (page: Page) => page.getByRole('log', { name: '与客服的对话' });
const queue = (page: Page) => page.getByRole('region', { name: /排队中/ });
const lists = (page: Page) => page.getByRole('navigation', { name: '排队与会话' });
const acceptButtons = (page: Page) => queue(page).getByRole('button', { name: /^接入 / });
const acceptNames = async (page: Page) =>
  acceptButtons(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));

/** The visitor meets the robot, then presses 转人工 (the status line's button). */
async function greeted(page: Page) {
  await page.goto(`${server.url}/chatQueue?queue_code=NB`);
  await vlog(page).getByText('智能助手小威').first().waitFor({ timeout: 15_000 });
}
const transfer = (page: Page) =>
  page.getByRole('button', { name: '转人工', exact: true }).first().click();

/** The accept button of the one row that was not in `before`. */
async function newRow(e: Page, before: string[]) {
  const name = await until(async () =>
    (await acceptNames(e)).find((label) => !before.includes(label)),
  );
  return queue(e).getByRole('button', { name, exact: true });
}

describe('the console is pushed, not polling (#18 item 3)', () => {
  it('a visitor’s 转人工 reaches the queue at once, without a poll; another engineer’s accept removes it', async () => {
    const second = await launchBrowser();
    const visitor = await openPage(browser, 'phone');
    const engineer = await openPage(second, 'desktop');
    const v = visitor.page;
    const e = engineer.page;
    try {
      await signInConsole(e, server.url);
      await queue(e).waitFor();
      const waitingCalls: number[] = [];
      e.on('request', (r) => {
        if (new URL(r.url()).pathname === WAITING_PATH) waitingCalls.push(Date.now());
      });
      await greeted(v);
      const before = await acceptNames(e);

      const clicked = Date.now();
      await transfer(v);
      const row = await newRow(e, before);
      const elapsed = Date.now() - clicked;
      expect(elapsed).toBeLessThan(PUSHED_WITHIN_MS);
      expect(waitingCalls.filter((at) => at >= clicked)).toEqual([]);
      const rowName = (await row.getAttribute('aria-label'))!;

      // Another engineer of the notebook queue takes the visitor: the row goes from this console.
      const { token } = await apiCall<{ token: string }>(server.url, '/api/csc/engineer/login', {
        account: 'wang',
        password: 'demo123',
      });
      const theirs = await apiCall<{ session_id: string }[]>(
        server.url,
        WAITING_PATH,
        undefined,
        token,
      );
      expect(theirs).toHaveLength(1);
      const accepted = Date.now();
      await apiCall(server.url, '/api/csc/engineer/accept', theirs[0], token);
      await queue(e).getByRole('button', { name: rowName, exact: true }).waitFor({
        state: 'detached',
        timeout: PUSHED_WITHIN_MS,
      });
      expect(waitingCalls.filter((at) => at >= accepted)).toEqual([]);
      await vlog(v).getByText('已接入，为您服务').waitFor({ timeout: 15_000 });
      expect(visitor.errors).toEqual([]);
      expect(engineer.errors).toEqual([]);
    } finally {
      await visitor.context.close();
      await engineer.context.close();
      await second.close();
    }
  });

  it('a visitor’s line turns 已读 only when the engineer opens the conversation', async () => {
    const second = await launchBrowser();
    const engineer = await openPage(second, 'desktop');
    const e = engineer.page;
    const visitors: TrackedPage[] = [];
    const serve = async () => {
      const visitor = await openPage(browser, 'phone');
      visitors.push(visitor);
      await greeted(visitor.page);
      const before = await acceptNames(e);
      await transfer(visitor.page);
      const row = await newRow(e, before);
      await row.click();
      await vlog(visitor.page).getByText('已接入，为您服务').waitFor({ timeout: 15_000 });
      // Anonymous visitors share a name: the conversation is told by the row the accept opened.
      const opened = lists(e).locator('button[aria-current="true"]');
      const id = await opened.getAttribute('data-session-row');
      return { page: visitor.page, row: lists(e).locator(`[data-session-row="${id}"]`) };
    };
    try {
      await signInConsole(e, server.url);
      await queue(e).waitFor();
      const a = await serve();
      // The second accept opens that conversation: the first one is no longer looked at.
      await serve();

      const input = a.page.getByRole('textbox', { name: '输入消息' });
      await input.fill('序列号是 PF4ABC12');
      await input.press('Enter');
      const line = vlog(a.page).getByText('序列号是 PF4ABC12');
      await line.waitFor();
      // Delivered to the console (the list counts it), yet not read: nobody looked.
      const conversationOfA = a.row;
      await conversationOfA.getByText('1 条未读').waitFor({ timeout: 15_000 });
      await vlog(a.page).getByText('未读').last().waitFor();
      await a.page.waitForTimeout(1_500);
      expect(await vlog(a.page).getByText('已读').count()).toBe(0);

      await conversationOfA.click();
      await e.getByRole('log', { name: '与访客的对话' }).getByText('序列号是 PF4ABC12').waitFor();
      await vlog(a.page).getByText('已读').last().waitFor({ timeout: 5_000 });
      expect(engineer.errors).toEqual([]);
      for (const visitor of visitors) expect(visitor.errors).toEqual([]);
    } finally {
      for (const visitor of visitors) await visitor.context.close();
      await engineer.context.close();
      await second.close();
    }
  });
});
