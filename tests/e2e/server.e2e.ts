import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { engineerApi, until } from './support/engineer-api';
import { startReferenceServer, type ReferenceServer } from './support/reference-server';
import { signInConsole } from './support/console';

// Issue #8: the same client against the real server (no mocks): SQLite, the IM socket, uploads.
// Simulation is off so nobody but the test takes the visitor.

let browser: Browser;
let server: ReferenceServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startReferenceServer(Number(process.env.E2E_SERVER_PORT ?? 4290), { SIMULATE: 'off' }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const input = (page: Page) => page.getByRole('textbox', { name: '输入消息' });
async function say(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
}
const log = (page: Page) => page.getByRole('log', { name: '与客服的对话' });

/** A visitor queued for the demo engineer, who accepts; returns the session id. */
async function queuedVisitor(page: Page, engineer: Awaited<ReturnType<typeof engineerApi>>) {
  const before = new Set((await engineer.waiting()).map((w) => w.session_id));
  await page.goto(`${server.url}/chatQueue?type=2&queue_code=NB`);
  const waiting = await until(async () =>
    (await engineer.waiting()).find((w) => !before.has(w.session_id)),
  );
  await engineer.accept(waiting.session_id);
  await log(page).getByText('已接入，为您服务').waitFor({ timeout: 15_000 });
  return waiting.session_id;
}

const count = (page: Page, text: string) => log(page).getByText(text, { exact: true }).count();

/**
 * The log is virtualised: a row far enough above the viewport is not in the DOM. Looks for the
 * text from the newest row upwards, scrolling the log a screen at a time, and counts it where
 * it is rendered.
 */
async function findInLog(page: Page, text: string): Promise<number> {
  const scroller = log(page);
  await scroller.evaluate((el) => (el.scrollTop = el.scrollHeight));
  for (let step = 0; step < 40; step++) {
    const found = await count(page, text);
    if (found > 0) return found;
    const { top, height } = await scroller.evaluate((el) => {
      el.scrollTop -= el.clientHeight / 2;
      return { top: el.scrollTop, height: el.scrollHeight };
    });
    await page.waitForTimeout(100);
    if (top > 0) continue;
    // At the top: older rows may still be on their way (slow on a loaded machine). Give them
    // time to arrive (the list grows) before saying the text is not there.
    const grew = await scroller
      .evaluate(
        (el, before) =>
          new Promise<boolean>((resolve) => {
            const began = Date.now();
            const check = () => {
              if (el.scrollHeight > before) resolve(true);
              else if (Date.now() - began > 5_000) resolve(false);
              else setTimeout(check, 100);
            };
            check();
          }),
        height,
      )
      .catch(() => false);
    if (!grew && (await count(page, text)) === 0) return 0;
  }
  return count(page, text);
}

describe('two browsers, one support centre', () => {
  it('a visitor queues, the engineer accepts in /chatEngieer, and they exchange text, emoji, an image and a file with read state; history after a reload', async () => {
    const second = await launchBrowser();
    const visitor = await openPage(browser, 'phone');
    const engineer = await openPage(second, 'desktop');
    const v = visitor.page;
    const e = engineer.page;
    const elog = (page: Page) => page.getByRole('log', { name: '与访客的对话' });
    try {
      await signInConsole(e, server.url);

      await v.goto(`${server.url}/chatQueue?type=2&queue_code=NB`);
      await e
        .getByRole('button', { name: /^接入 / })
        .first()
        .click({ timeout: 30_000 });
      await log(v).getByText('演示工程师 已接入，为您服务').waitFor({ timeout: 15_000 });

      // Text and emoji from the visitor; the engineer sees the face as a picture.
      await say(v, '电脑开不了机[微笑]');
      await elog(e).getByText('电脑开不了机').waitFor();
      expect(await elog(e).getByRole('img', { name: '微笑' }).count()).toBeGreaterThan(0);
      // The engineer has the conversation open: the visitor's line turns read.
      await log(v).getByText('已读').last().waitFor({ timeout: 30_000 });

      await e.getByRole('textbox', { name: '输入消息' }).fill('请拍一下屏幕和机身标签');
      await e.getByRole('textbox', { name: '输入消息' }).press('Enter');
      await log(v).getByText('请拍一下屏幕和机身标签').waitFor();
      await elog(e).getByText('已读').last().waitFor({ timeout: 30_000 });

      // An image from the visitor, a file from the engineer, both stored by the server.
      const picture = v.waitForEvent('filechooser');
      await v.getByRole('button', { name: '发送图片' }).click();
      await (await picture).setFiles('tests/e2e/fixtures/photo.png');
      const seen = elog(e).getByRole('button', { name: '查看大图' }).last();
      await seen.waitFor({ timeout: 15_000 });
      expect(await seen.locator('img').getAttribute('src')).toMatch(/^\/uploads\//);

      const file = e.waitForEvent('filechooser');
      await e.getByRole('button', { name: '发送文件' }).click();
      await (
        await file
      ).setFiles({
        name: '维修指南.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
      });
      await log(v).getByText('维修指南.pdf').waitFor({ timeout: 15_000 });

      // After a reload the visitor finds the whole conversation, each line once.
      await v.reload();
      await log(v).getByText('请拍一下屏幕和机身标签').waitFor({ timeout: 15_000 });
      for (const text of ['电脑开不了机', '请拍一下屏幕和机身标签', '维修指南.pdf'])
        expect(await log(v).getByText(text).count(), text).toBe(1);

      // The engineer ends it; the visitor's history lists it under the engineer's name.
      await e.getByRole('button', { name: '结束会话' }).click();
      await e.getByRole('alertdialog').getByRole('button', { name: '结束会话' }).click();
      await log(v).getByText('本次会话已结束').waitFor({ timeout: 15_000 });
      await v.reload();
      await v.getByRole('button', { name: '菜单' }).click();
      await v
        .getByRole('navigation', { name: '菜单' })
        .getByRole('button', { name: '历史会话' })
        .click();
      await v.getByRole('dialog', { name: '历史会话' }).getByText('演示工程师').first().waitFor();
      expect(visitor.errors).toEqual([]);
      expect(engineer.errors).toEqual([]);
    } finally {
      await visitor.context.close();
      await engineer.context.close();
      await second.close();
    }
  }, 120_000);
});

describe('the client against the reference server', () => {
  it('robot answers; a reload keeps the conversation; no console errors', async () => {
    const { page, context, errors } = await openPage(browser, 'phone');
    await page.goto(`${server.url}/chatQueue`);
    await log(page).getByText('智能助手小威').first().waitFor();
    await say(page, '笔记本电脑充不进电');
    await log(page).getByText('相关文章').last().waitFor();
    await page.reload();
    await log(page).getByText('笔记本电脑充不进电').first().waitFor();
    expect(await count(page, '笔记本电脑充不进电')).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the server is killed and restarted mid-conversation: nothing is lost or shown twice', async () => {
    const engineer = await engineerApi(server.url);
    const { page, context } = await openPage(browser, 'desktop');
    const sessionId = await queuedVisitor(page, engineer);
    await say(page, '重启前的消息');
    await engineer.send(sessionId, '工程师：重启前');
    await log(page).getByText('工程师：重启前').waitFor();

    await server.kill();
    await page.getByText('连接已断开，请检查网络连接').waitFor({ timeout: 15_000 });
    await server.restart();
    const again = await engineerApi(server.url);
    await again.send(sessionId, '工程师：重启后');
    await log(page).getByText('工程师：重启后').waitFor({ timeout: 30_000 });
    await say(page, '重启后的消息');
    await log(page).getByText('重启后的消息').waitFor();

    await page.reload();
    await log(page).getByText('重启后的消息').waitFor({ timeout: 15_000 });
    // The reloaded log opens at the newest row; the oldest of these may be above what is rendered.
    for (const text of ['重启前的消息', '工程师：重启前', '工程师：重启后', '重启后的消息'])
      expect(await findInLog(page, text), text).toBe(1);
    await context.close();
  });

  it('a socket dropped ten times loses nothing and shows nothing twice', async () => {
    const engineer = await engineerApi(server.url);
    const { page, context, errors } = await openPage(browser, 'phone');
    let live: WebSocketRoute | undefined;
    await page.routeWebSocket(/\/chat\?/, (ws) => {
      ws.connectToServer();
      live = ws;
    });
    const sessionId = await queuedVisitor(page, engineer);
    const sent: string[] = [];
    for (let drop = 1; drop <= 10; drop++) {
      const current = live;
      await current?.close({ code: 4000, reason: 'network' });
      // While the visitor is away the engineer keeps writing.
      const text = `第 ${drop} 次断线时发送`;
      sent.push(text);
      await engineer.send(sessionId, text);
      await until(async () => (live !== current ? true : undefined));
    }
    // The last one arrives once the socket is back; the others are above it, maybe out of view.
    await log(page)
      .getByText(sent.at(-1) ?? '')
      .waitFor({ timeout: 20_000 });
    for (const text of sent)
      await until(async () => ((await findInLog(page, text)) > 0 ? true : undefined));
    for (const text of sent) expect(await findInLog(page, text), text).toBe(1);
    // Drops are deliberate here: the page reports them as connection errors.
    expect(errors.filter((e) => !/WebSocket|ERR_CONNECTION|network/i.test(e))).toEqual([]);
    await context.close();
  }, 150_000); // Reconnects back off (up to 10 s) as the drops come faster than they settle.
});
