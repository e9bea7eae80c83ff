import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, sharedBrowser } from './support/browser';
import { apiCall, engineerApi } from './support/engineer-api';
import { startReferenceServer, type ReferenceServer } from './support/reference-server';

// Issue #13 (3): after a reload the visitor's page is the page they left. A queued visitor keeps
// the robot conversation that led to the transfer and the position; a served one keeps the
// engineer's name on the join notice, and so does the console after its own reload.
// Simulation is off so nobody but the test takes the visitor.

const browser = sharedBrowser();
let server: ReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer(Number(process.env.E2E_RELOAD_PORT ?? 4291), {
    SIMULATE: 'off',
  });
});
afterAll(async () => {
  await server?.stop();
});

const QUESTION = '笔记本电脑充不进电';
const JOINED = '演示工程师 已接入，为您服务';

const log = (page: Page) => page.getByRole('log', { name: '与客服的对话' });

const call = <T>(path: string, body?: unknown, token?: string) =>
  apiCall<T>(server.url, path, body, token);
/** The demo engineer, online, over HTTP as the console calls it. */
const demoEngineer = () => engineerApi(server.url);

/** Another visitor, queued for NB straight away (no page). */
async function someoneQueued() {
  const { token } = await call<{ token: string }>('/api/csc/login/anon', {});
  await call(
    '/api/csc/queue/selectBigQueue',
    { token, queue_code: 'NB', pathway: 'webchat' },
    token,
  );
}

/** A visitor asks the robot, then presses 转人工: the robot conversation stays above the queue. */
async function askThenTransfer(page: Page) {
  await page.goto(`${server.url}/chatQueue`);
  await log(page).getByText('我是智能助手小威').waitFor();
  const input = page.getByRole('textbox', { name: '输入消息' });
  await input.fill(QUESTION);
  await input.press('Enter');
  await log(page).getByText('相关文章').waitFor();
  // The status line's button (the FAQ strip below has one too).
  await page.getByRole('button', { name: '转人工', exact: true }).first().click();
}

/** The robot lines, each once, and above `below` when given. */
async function expectRobotLines(page: Page, below?: string) {
  // Polled: right after a reload the virtualised list first renders its last rows only,
  // and the top ones follow once it has measured them.
  for (const text of ['我是智能助手小威', QUESTION, '相关文章'])
    await expect.poll(() => log(page).getByText(text).count(), { message: text }).toBe(1);
  if (below) {
    const shown = await log(page).innerText();
    expect(shown.indexOf(QUESTION)).toBeGreaterThan(-1);
    expect(shown.indexOf(QUESTION)).toBeLessThan(shown.indexOf(below));
  }
}

async function until<T>(get: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await get();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('a reload on the reference server', () => {
  it('a queued visitor keeps the robot conversation above the queue, and the position', async () => {
    await demoEngineer();
    await someoneQueued();
    const { page, context, errors } = await openPage(browser(), 'phone');
    try {
      await askThenTransfer(page);
      const position = page.getByText('您前面还有 1 位');
      await position.waitFor({ timeout: 15_000 });
      const before = await log(page).innerText();

      await page.reload();
      await position.waitFor({ timeout: 15_000 });
      await log(page).getByText(QUESTION).waitFor({ timeout: 15_000 });
      expect(await page.getByText('还没有消息').count()).toBe(0);
      await expectRobotLines(page);
      await expect.poll(() => log(page).innerText()).toBe(before);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a served visitor’s join notice names the engineer after a reload, in the console too', async () => {
    const engineer = await demoEngineer();
    const visitor = await openPage(browser(), 'desktop');
    const desk = await openPage(browser(), 'desktop');
    const v = visitor.page;
    const e = desk.page;
    try {
      const queued = new Set((await engineer.waiting()).map((w) => w.session_id));
      await askThenTransfer(v);
      const mine = await until(async () =>
        (await engineer.waiting()).find((w) => !queued.has(w.session_id)),
      );
      await engineer.accept(mine.session_id);
      await log(v).getByText(JOINED).waitFor({ timeout: 15_000 });
      const before = await log(v).innerText();

      await v.reload();
      await log(v).getByText(JOINED).waitFor({ timeout: 15_000 });
      expect(await log(v).getByText('system 已接入').count()).toBe(0);
      await expectRobotLines(v, JOINED);
      await expect.poll(() => log(v).innerText()).toBe(before);

      // The console, signed in afresh and then reloaded, names the same engineer.
      await e.goto(`${server.url}/chatEngieer`);
      await e.getByLabel('工程师账号').fill('demo');
      await e.getByLabel('密码').fill('demo123');
      await e.getByRole('button', { name: '登录' }).click();
      const elog = e.getByRole('log', { name: '与访客的对话' });
      for (const step of ['signed in', 'reloaded']) {
        if (step === 'reloaded') await e.reload();
        await e
          .getByRole('navigation', { name: '排队与会话' })
          .getByRole('region', { name: '进行中的会话' })
          .getByRole('button')
          .first()
          .click({ timeout: 15_000 });
        await elog.getByText(JOINED).waitFor({ timeout: 15_000 });
        expect(await elog.getByText('system 已接入').count(), step).toBe(0);
      }
      expect(visitor.errors).toEqual([]);
      expect(desk.errors).toEqual([]);
    } finally {
      await visitor.context.close();
      await desk.context.close();
    }
  }, 90_000);
});
