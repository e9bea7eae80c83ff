import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot, seriousA11yViolations } from './support/browser';
import { engineerApi, until } from './support/engineer-api';
import { startReferenceServer, type ReferenceServer } from './support/reference-server';

// Issue #17 item 2 against the reference server: the visitor saves the conversation from the
// menu and the file holds the messages; an e-mail is refused for a bad address and queued for a
// good one; the supervisor's copy from /review is in the audit log.

let browser: Browser;
let server: ReferenceServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startReferenceServer(Number(process.env.E2E_TRANSCRIPT_PORT ?? 4295), { SIMULATE: 'off' }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const log = (page: Page) => page.getByRole('log', { name: '与客服的对话' });
async function say(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: '输入消息' });
  await input.fill(text);
  await input.press('Enter');
}

describe('a conversation as a file', () => {
  it('the visitor saves it from the menu, has it e-mailed, and the supervisor downloads it from /review', async () => {
    const engineer = await engineerApi(server.url);
    const { page, context, errors } = await openPage(browser, 'phone');
    const before = new Set((await engineer.waiting()).map((w) => w.session_id));
    await page.goto(`${server.url}/chatQueue?type=2&queue_code=NB`);
    const waiting = await until(async () =>
      (await engineer.waiting()).find((w) => !before.has(w.session_id)),
    );
    await engineer.accept(waiting.session_id);
    await log(page).getByText('已接入，为您服务').waitFor({ timeout: 15_000 });
    await say(page, '屏幕有一条竖线 <i>怎么办</i>');
    await engineer.send(waiting.session_id, '请发一张照片看看');
    await log(page).getByText('请发一张照片看看').waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: '菜单' }).click();
    await page
      .getByRole('navigation', { name: '菜单' })
      .getByRole('button', { name: '聊天记录' })
      .click();
    const dialog = page.getByRole('dialog', { name: '聊天记录' });
    await dialog.getByRole('button', { name: '下载聊天记录' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'transcript-dialog-phone');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: '下载聊天记录' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^webchat-${waiting.session_id}-\\d{8}\\.html$`),
    );
    const html = readFileSync((await download.path())!, 'utf8');
    expect(html).toContain('屏幕有一条竖线 &lt;i&gt;怎么办&lt;/i&gt;');
    expect(html).toContain('请发一张照片看看');
    expect(html).toContain('演示工程师');

    // The file opened in a browser: readable, and nothing in it runs.
    const file = await context.newPage();
    await file.setContent(html);
    await file.getByText('屏幕有一条竖线 <i>怎么办</i>').waitFor();
    expect(await file.locator('i').count()).toBe(0);
    await screenshot(file, 'transcript-file-phone');
    await file.close();

    // By e-mail: a bad address is refused before anything is sent; a guest has proved no
    // address, so nothing goes to one (#37: the form relays nothing to strangers).
    const address = dialog.getByRole('textbox', { name: '邮箱地址' });
    await address.fill('zhang@example');
    await dialog.getByRole('button', { name: '发送到邮箱' }).click();
    await dialog.getByRole('alert').getByText('请输入正确的邮箱地址').waitFor();
    await address.fill('zhang@example.com');
    await dialog.getByRole('button', { name: '发送到邮箱' }).click();
    await page.getByText('聊天记录只能发送到您已通过验证码验证的邮箱').waitFor();
    // The refusal is a 403 from the server; the browser logs that, nothing else.
    expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
    await context.close();

    // The supervisor's copy, from /review on a desktop; the download is in the audit log.
    const review = await openPage(browser, 'desktop');
    await review.page.goto(`${server.url}/review?session=${waiting.session_id}`);
    await review.page.getByLabel('账号').fill('demo');
    await review.page.getByLabel('密码').fill('demo123');
    await review.page.getByRole('button', { name: '登录', exact: true }).click();
    const button = review.page.getByRole('button', { name: '下载聊天记录' });
    await button.waitFor({ timeout: 15_000 });
    await screenshot(review.page, 'transcript-review-desktop');
    const [copy] = await Promise.all([review.page.waitForEvent('download'), button.click()]);
    expect(readFileSync((await copy.path())!, 'utf8')).toContain('请发一张照片看看');
    await review.page.getByRole('button', { name: /审计/ }).click();
    await review.page.getByRole('dialog').getByText('下载记录').first().waitFor();
    expect(review.errors).toEqual([]);
    await review.context.close();
  });
});
