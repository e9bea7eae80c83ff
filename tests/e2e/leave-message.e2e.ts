import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot, seriousA11yViolations } from './support/browser';
import { apiCall } from './support/engineer-api';
import { startReferenceServer, type ReferenceServer } from './support/reference-server';
import { signInConsole } from './support/console';

// Issue #17 item 3 against the reference server, nobody simulated: with no engineer online,
// 转人工 does not queue into the void; the form appears and becomes a ticket the visitor finds in
// 我的服务单 and the engineer in the console. The widget switches as the engineer signs in and
// out, without a reload (it asks again every AVAILABILITY_POLL_MS, 20 s).

let browser: Browser;
let server: ReferenceServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startReferenceServer(Number(process.env.E2E_LEAVE_MESSAGE_PORT ?? 4298), { SIMULATE: 'off' }),
  ]);
  // The seed's engineers of the notebook queue who are signed in (online or away) sign out:
  // nobody of the skill is left (the demo engineer signs in later, in the console).
  for (const account of ['wang', 'li', 'wu']) {
    const { token } = await apiCall<{ token: string }>(server.url, '/api/csc/engineer/login', {
      account,
      password: 'demo123',
    });
    await apiCall(server.url, '/api/csc/engineer/logout', {}, token);
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** One poll of the widget and the time it takes to answer. */
const SWITCH_MS = 30_000;
const HOSTILE = '<img src=x onerror="window.__owned=1">屏幕闪烁，开机后黑屏';

const signIn = (e: Page) => signInConsole(e, server.url);

describe('leave a message when nobody can answer', () => {
  it('the form replaces the queue, becomes a ticket on both sides, and the widget switches live', async () => {
    const second = await launchBrowser();
    const visitor = await openPage(browser, 'phone');
    const engineer = await openPage(second, 'desktop');
    const v = visitor.page;
    const e = engineer.page;
    try {
      // 转人工 with no engineer online: the form, at once, instead of a queue.
      await v.goto(`${server.url}/chatQueue?type=2&queue_code=NB`);
      const form = v.getByRole('dialog', { name: '留言' });
      await form.waitFor({ timeout: 15_000 });
      await form.getByRole('button', { name: '提交留言' }).click();
      await form.getByText('请填写姓名').waitFor();
      await form.getByLabel(/^姓名/).fill('张先生');
      await form.getByLabel(/^手机号/).fill('12345');
      await form.getByLabel(/^留言内容/).fill(HOSTILE);
      await form.getByRole('button', { name: '提交留言' }).click();
      await form.getByText('请输入正确的手机号').waitFor();
      await form.getByLabel(/^手机号/).fill('13800138000');
      // Corrected, the phone no longer says it is wrong.
      await form.getByText('请输入正确的手机号').waitFor({ state: 'detached' });
      expect(await seriousA11yViolations(v)).toEqual([]);
      await screenshot(v, 'leave-message-form-phone');
      await form.getByRole('button', { name: '提交留言' }).click();
      await form.getByText('留言已提交').waitFor({ timeout: 15_000 });
      const no = /LM\d{10}/.exec((await form.textContent()) ?? '')?.[0];
      expect(no).toBeTruthy();
      await screenshot(v, 'leave-message-sent-phone');

      // 我的服务单 lists it.
      await form.getByRole('button', { name: '查看我的服务单' }).click();
      const tickets = v.getByRole('dialog', { name: '我的服务单' });
      await tickets.getByText(no!).waitFor({ timeout: 15_000 });
      await tickets
        .getByText(/留言：/)
        .first()
        .waitFor();
      await v.keyboard.press('Escape');
      await tickets.waitFor({ state: 'detached' });

      // The widget says nobody is online, and offers the form again.
      const notice = v.getByText('当前没有在线工程师');
      await notice.waitFor();
      await screenshot(v, 'availability-none-phone');

      // An engineer signs in: the notice goes without a reload.
      await signIn(e);
      await notice.waitFor({ state: 'detached', timeout: SWITCH_MS });

      // The console lists the message as text (the markup is not run) and marks it handled.
      await e.getByRole('button', { name: /^留言/ }).click();
      const item = e.getByRole('article').filter({ hasText: '张先生' });
      await item.waitFor({ timeout: 15_000 });
      expect(await item.textContent()).toContain(HOSTILE);
      expect(await item.getByRole('link', { name: /13800138000/ }).getAttribute('href')).toBe(
        'tel:13800138000',
      );
      expect(await seriousA11yViolations(e)).toEqual([]);
      await screenshot(e, 'left-messages-console-desktop');
      await item.getByRole('button', { name: '将 张先生 的留言标记为已处理' }).click();
      await e.getByText('已将 张先生 的留言标记为已处理').waitFor({ timeout: 15_000 });
      expect(await e.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();

      // The last engineer signs out: the widget says so again, still without a reload.
      await e.getByRole('button', { name: '退出' }).click();
      await e
        .getByRole('alertdialog', { name: '退出工作台？' })
        .getByRole('button', { name: '退出' })
        .click();
      await e.getByLabel('工程师账号').waitFor();
      await notice.waitFor({ timeout: SWITCH_MS });
      expect(await v.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();
      expect(visitor.errors).toEqual([]);
      expect(engineer.errors).toEqual([]);
    } finally {
      await visitor.context.close();
      await engineer.context.close();
      await second.close();
    }
  });
});
