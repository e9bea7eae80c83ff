import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  seriousA11yViolations,
  type ViewportName,
} from './support/browser';

const appUrl = inject('appUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const input = (page: Page) => page.getByRole('textbox', { name: '输入消息' });
async function say(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
}
const log = (page: Page) => page.getByRole('log', { name: '与客服的对话' });

describe.each(['phone', 'desktop'] as ViewportName[])('visitor chat on %s', (viewport) => {
  it('robot answers, transfer to a human, the engineer joins and replies, read state reaches the visitor', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await page.goto(`${appUrl}/chatQueue`);
    await log(page).getByText('智能助手小威').first().waitFor();
    await say(page, '笔记本电脑充不进电[微笑]');
    await log(page).getByText('相关文章').last().waitFor();
    expect(await log(page).getByRole('img', { name: '微笑' }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: '转人工' }).first().click();
    await page.getByText('正在为您转接人工客服').first().waitFor();
    await log(page).getByText('已接入，为您服务').waitFor({ timeout: 15_000 });
    await say(page, '序列号是 PF4ABC12');
    await log(page).getByText('已读').last().waitFor({ timeout: 15_000 });
    const violations = await seriousA11yViolations(page);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('visitor chat details', () => {
  it('Shift+Enter breaks the line, Enter sends; the conversation is in history after a reload', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto(`${appUrl}/chatQueue`);
    await log(page).getByText('智能助手小威').first().waitFor();
    await input(page).fill('第一行');
    await input(page).press('Shift+Enter');
    await input(page).type('第二行');
    expect(await input(page).inputValue()).toBe('第一行\n第二行');
    await input(page).press('Enter');
    // Reload once the server has the message (its row says unread or read).
    await log(page)
      .getByText(/未读|已读/)
      .last()
      .waitFor();
    await page.reload();
    await log(page).getByText('第二行').waitFor();
    await context.close();
  });

  it('sends an image (preview, upload, post) that opens in the viewer', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto(`${appUrl}/chatQueue`);
    await log(page).getByText('智能助手小威').first().waitFor();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '发送图片' }).click();
    await (await chooser).setFiles('tests/e2e/fixtures/photo.png');
    const thumb = log(page).getByRole('button', { name: '查看大图' }).last();
    await thumb.waitFor();
    await log(page).getByText('未读').last().waitFor({ timeout: 10_000 });
    expect(await thumb.locator('img').getAttribute('src')).toMatch(/^\/mock-uploads\//);
    await thumb.click();
    await page.getByRole('dialog').waitFor();
    // The hash is written once the opening animation has settled (never mid-animation).
    await expect.poll(() => new URL(page.url()).hash, { timeout: 5000 }).toContain('gid=chat');
    await page.goBack();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await context.close();
  });

  it('refuses a file type outside the allow-list with SPEC’s Chinese message', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto(`${appUrl}/chatQueue`);
    await log(page).getByText('智能助手小威').first().waitFor();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '发送文件' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await page.getByText('请上传以下格式的文件').waitFor();
    await context.close();
  });

  it('renders hostile text and file names as text: nothing executes', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    await page.goto(`${appUrl}/chatQueue`);
    await log(page).getByText('智能助手小威').first().waitFor();
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(2)>',
      'javascript:alert(3)',
    ];
    for (const payload of payloads) {
      await say(page, payload);
      await log(page).getByText(payload, { exact: true }).waitFor();
    }
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '发送文件' }).click();
    await (
      await chooser
    ).setFiles({
      name: '<img src=x onerror=alert(4)>.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await log(page).getByText('<img src=x onerror=alert(4)>', { exact: false }).first().waitFor();
    expect(
      await page
        .locator('a[href^="javascript:"], img[onerror], script:not([type="module"])')
        .count(),
    ).toBe(0);
    expect(dialogs).toBe(0);
    await context.close();
  });

  it('scenario queue-failure: a warning with message.info', async () => {
    const { page, context } = await openPage(browser, 'phone');
    await page.goto(`${appUrl}/chatQueue?scenario=queue-failure`);
    await log(page).getByText('智能助手小威').first().waitFor();
    await page.getByRole('button', { name: '转人工' }).first().click();
    await page.getByText('当前排队人数过多，请稍后再试').waitFor();
    await context.close();
  });

  it('scenario maintenance: the notice shows', async () => {
    const { page, context } = await openPage(browser, 'phone');
    await page.goto(`${appUrl}/chatQueue?scenario=maintenance`);
    await page.getByText('系统维护通知').waitFor();
    await context.close();
  });

  it('scenario unknown-message-type and no-session-message: SPEC’s alerts', async () => {
    const { page, context } = await openPage(browser, 'phone');
    await page.goto(`${appUrl}/chatQueue?scenario=unknown-message-type`);
    await page.getByRole('alertdialog').getByText('未知的消息类型').waitFor({ timeout: 10_000 });
    await context.close();
    const second = await openPage(browser, 'phone');
    await second.page.goto(`${appUrl}/chatQueue?scenario=no-session-message`);
    await second.page
      .getByRole('alertdialog')
      .getByText('收到用户消息，但未能建立会话')
      .waitFor({ timeout: 10_000 });
    await second.context.close();
  });

  it('a dropped socket shows SPEC’s disconnect text and recovers without losing messages', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto(`${appUrl}/chatQueue?scenario=im-disconnect`);
    await page.getByText('连接已断开，请检查网络连接').waitFor({ timeout: 10_000 });
    await say(page, '断线后还能收到回复吗');
    await log(page)
      .getByText('没有找到', { exact: false })
      .or(log(page).getByText('相关文章').last())
      .first()
      .waitFor({ timeout: 15_000 });
    await context.close();
  });
});

describe('visitor chat: start types, ending, project emoji set', () => {
  it('type 3 asks for a named engineer, who joins', async () => {
    const { page, context } = await openPage(browser, 'phone');
    await page.goto(`${appUrl}/chatQueue?type=3&queue_code=NB&engineer_code=E1001`);
    await log(page).getByText('王工程师 已接入，为您服务').waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('type 3 with 422: the robot starts again', async () => {
    const { page, context } = await openPage(browser, 'phone');
    await page.goto(
      `${appUrl}/chatQueue?type=3&queue_code=NB&engineer_code=E1001&scenario=personal-422`,
    );
    await page.getByText('智能助手小威为您服务').waitFor({ timeout: 10_000 });
    await log(page).getByText('您好，我是智能助手小威', { exact: false }).first().waitFor();
    await context.close();
  });

  it('the visitor ends the conversation (userclose) and starts again', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto(`${appUrl}/chatQueue?type=2&queue_code=NB`);
    await log(page).getByText('已接入，为您服务').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: '结束会话' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '结束会话' }).click();
    await log(page).getByText('本次会话已结束').waitFor();
    await page.getByRole('button', { name: '重新咨询' }).click();
    await page.getByText('智能助手小威为您服务').waitFor();
    await context.close();
  });

  it('a project with the cube_diy.emoji permission offers the 48-entry set', async () => {
    const { page, context } = await openPage(browser, 'phone');
    await page.goto(`${appUrl}/index/Legion`);
    await log(page).getByText('智能助手小威', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: '表情' }).click();
    const grid = page.getByRole('grid', { name: '表情' });
    await grid.waitFor();
    expect(await grid.getByRole('button').count()).toBe(48);
    await context.close();
  });
});
