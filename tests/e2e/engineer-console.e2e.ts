import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  sharedBrowser,
  openPage,
  screenshot,
  seriousA11yViolations,
  type ViewportName,
} from './support/browser';
import { setConsoleStatus, statusControl, submitConsoleLogin } from './support/console';

const appUrl = inject('appUrl');
const browser = sharedBrowser();

/** What the simulated visitors answer (server/demo/simulation.ts). */
const VISITOR_REPLY = /好的，我试一下。|试过了，还是不行。|明白了，谢谢！|序列号是 PF4ABC12/;

const composer = (page: Page) => page.getByRole('textbox', { name: '输入消息' });
const log = (page: Page) => page.getByRole('log');

async function logIn(page: Page) {
  await page.goto(`${appUrl}/chatEngieer`);
  await page.getByRole('heading', { level: 1, name: '工程师工作台' }).waitFor();
  await submitConsoleLogin(page);
  await statusControl(page).waitFor();
}

/**
 * Typing both ways over the page's socket. The engineer's "typing" frames are read off the
 * socket; the simulated visitors never type, so their frame is delivered into the same socket
 * as the server would send it.
 */
async function typingBothWays(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __sent: string[]; __socket?: EventTarget };
    w.__sent = [];
    // The mock socket class stands behind a Proxy of WebSocket: reach its prototype through an
    // instance (the server refuses this tokenless probe at once).
    const probe = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/chat?probe=1`);
    const proto = Object.getPrototypeOf(probe) as WebSocket;
    probe.close();
    const send = proto.send;
    proto.send = function (this: WebSocket, data) {
      w.__sent.push(String(data));
      w.__socket = this;
      return send.call(this, data);
    };
  });
  await composer(page).pressSequentially('您好');
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { __sent: string[] }).__sent.some((f) =>
          /"type":"typing".*"typing":true/.test(f),
        ),
      ),
    )
    .toBe(true);
  await composer(page).fill('');
  const sessionId = await page.locator('[data-session-id]').getAttribute('data-session-id');
  const visitorTyping = (typing: boolean) =>
    page.evaluate(
      ([sid, on]) =>
        (window as unknown as { __socket: EventTarget }).__socket.dispatchEvent(
          new MessageEvent('message', {
            data: JSON.stringify({ type: 'typing', sessionId: sid, typing: on }),
          }),
        ),
      [sessionId, typing] as const,
    );
  await visitorTyping(true);
  await page
    .getByRole('status')
    .filter({ hasText: /访客\d+正在输入/ })
    .waitFor();
  await visitorTyping(false);
  await page.getByRole('status').filter({ hasText: '正在输入' }).waitFor({ state: 'detached' });
}

describe.each(['phone', 'desktop'] as ViewportName[])('engineer console on %s', (viewport) => {
  it('logs in, goes online, accepts a simulated visitor, chats both ways and closes', async () => {
    const { page, context, errors } = await openPage(browser(), viewport);
    try {
      await logIn(page);
      await setConsoleStatus(page, 'busy');
      await page.getByText('您当前为忙碌状态').waitFor();
      await setConsoleStatus(page, 'online');
      await page.getByText('您当前为忙碌状态').waitFor({ state: 'detached' });

      // Online, simulated visitors queue up for the human engineer (about every 15 s).
      const accept = page.getByRole('button', { name: /^接入 / }).first();
      await accept.waitFor({ timeout: 40_000 });
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: '新访客等待接入' }).count())
        .toBeGreaterThan(0);
      expect(await page.getByRole('region', { name: /排队中/ }).innerText()).toMatch(/访客\d/);
      await screenshot(page, `${viewport}-engineer-console-queue`);
      await accept.click();

      await log(page).getByText('演示工程师 已接入，为您服务').waitFor();
      await composer(page).waitFor();
      await typingBothWays(page);
      if (viewport === 'desktop') {
        // A canned reply, found by keyword and inserted with the keyboard, then sent.
        await page.getByRole('tab', { name: '快捷回复' }).click();
        const search = page.getByRole('combobox', { name: '搜索快捷回复' });
        await search.fill('序列号');
        await search.press('Enter');
        await expect.poll(() => composer(page).inputValue()).toContain('序列号（SN）');
        await composer(page).press('Enter');
      } else {
        await composer(page).fill('您好，请提供一下电脑的序列号（SN）。');
        await composer(page).press('Enter');
        // Phone: the visitor's details open in a drawer.
        await page.getByRole('button', { name: '访客资料' }).click();
        await page.getByRole('dialog').getByText('访客 ID').waitFor();
        await screenshot(page, `${viewport}-engineer-console-details`);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
      // The visitor reads it (the tick turns to read) and answers.
      await log(page).getByText('序列号（SN）').last().waitFor();
      await log(page).getByText('已读').last().waitFor({ timeout: 15_000 });
      await log(page).getByText(VISITOR_REPLY).first().waitFor({ timeout: 15_000 });

      await screenshot(page, `${viewport}-engineer-console`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('button', { name: '结束会话' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByRole('button', { name: '结束会话' }).click();
      await page.getByRole('navigation', { name: '排队与会话' }).waitFor();
      await expect
        .poll(() =>
          page
            .getByRole('navigation', { name: '排队与会话' })
            .getByRole('region', { name: '进行中的会话' })
            .getByRole('button')
            .count(),
        )
        .toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe('engineer console details', () => {
  it('shows a wrong password inline; a reload stays logged in; logout asks first', async () => {
    const { page, context, errors } = await openPage(browser(), 'desktop');
    try {
      await page.goto(`${appUrl}/chatEngieer`);
      await submitConsoleLogin(page, { account: 'demo', password: 'nope' });
      await page.getByRole('alert').filter({ hasText: '账号或密码错误' }).waitFor();
      await page.getByLabel('密码').fill('demo123');
      await page.getByRole('button', { name: '登录' }).click();
      await statusControl(page).waitFor();
      await screenshot(page, 'desktop-engineer-console-empty');
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.reload();
      await statusControl(page).waitFor();
      expect(await page.getByLabel('工程师账号').count()).toBe(0);

      await page.getByRole('button', { name: '退出' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '退出' }).click();
      await page.getByLabel('工程师账号').waitFor();
      // Let the dialog finish fading out: mid-fade text has no settled contrast to check.
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'desktop-engineer-console-login');
      // The browser itself logs the refused login (HTTP 401); nothing else may appear.
      expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
