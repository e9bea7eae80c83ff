import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  animationsSettled,
  sharedBrowser,
  openPage,
  screenshot,
  seriousA11yViolations,
  type TrackedPage,
  type ViewportName,
} from './support/browser';
import {
  asDemoVisitor,
  composer,
  dropFiles,
  installFaults,
  log,
  newestRowInView,
  openService,
  pasteFiles,
  robotGreeting,
  say,
  setFault,
  shortenTimeouts,
  unexpectedErrors,
  type FileSpec,
} from './fixtures/visitor-page';

/**
 * Issue #6 in Chromium against the demo build's in-browser backend, beyond visitor-chat.e2e.ts:
 * paste and drop, the services around the conversation, failure scenarios, live region, phone
 * layout. Every test looks at what the visitor sees (roles, names, text).
 */

const appUrl = inject('appUrl');
const browser = sharedBrowser();

const PHOTO: FileSpec = {
  name: 'screenshot.png',
  type: 'image/png',
  bytes: [...readFileSync('tests/e2e/fixtures/photo.png')],
};
const PDF = (name: string): FileSpec => ({
  name,
  type: 'application/pdf',
  bytes: [...Buffer.from('%PDF-1.4\n% e2e\n')],
});

/** A fresh visitor's chat; `setup` runs on the context before the first load. */
async function openChat(
  viewport: ViewportName,
  path = '/chatQueue',
  setup?: (context: BrowserContext) => Promise<void>,
): Promise<TrackedPage> {
  const tracked = await openPage(browser(), viewport);
  await setup?.(tracked.context);
  await tracked.page.goto(`${appUrl}${path}`);
  return tracked;
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const alertDialog = (page: Page) => page.getByRole('alertdialog');

// Resource errors the browser itself prints for an HTTP error a test provokes on purpose.
const HTTP_500 = /status of 500/;

describe.each(['phone', 'desktop'] as ViewportName[])('visitor services on %s', (viewport) => {
  it('greets by the time of day under the company’s name and logo', async () => {
    const periods: [hour: number, greeting: string][] = [
      [9, '上午好'],
      [14, '下午好'],
      [20, '晚上好'],
    ];
    for (const [hour, greeting] of periods) {
      const { page, context, errors } = await openChat(viewport, '/chatQueue', (c) =>
        // Local time in the browser, which runs in this machine's time zone like Node does.
        c.clock.install({ time: new Date(2025, 2, 10, hour, 30) }),
      );
      await robotGreeting(page).waitFor();
      await page.getByText(`${greeting}，欢迎来到联想服务，请问有什么可以帮您？`).waitFor();
      const banner = page.getByRole('banner');
      // The company is read in the round after the first words (with axios, on a phone's first
      // load): until then the header says the screen's own title.
      await banner.getByRole('heading', { level: 1, name: '联想服务' }).waitFor();
      expect(await banner.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      await expect.poll(() => page.title()).toBe('联想服务 - 联想服务在线客服');
      expect(errors).toEqual([]);
      await context.close();
    }
    // Another project, another company.
    const { page, context } = await openChat(viewport, '/index/ThinkPad');
    await robotGreeting(page).waitFor();
    await page.getByRole('heading', { level: 1, name: 'ThinkPad 服务' }).waitFor();
    await context.close();
  });

  it('?mark_id= shows the product the visitor is asking about; an unknown one shows nothing', async () => {
    const { page, context, errors } = await openChat(viewport, '/chatQueue?mark_id=X1C-G12');
    await page.getByRole('status').getByText('正在咨询：ThinkPad X1 Carbon Gen 12').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    const other = await openChat(viewport, '/chatQueue?mark_id=NO-SUCH-PRODUCT');
    await robotGreeting(other.page).waitFor();
    expect(await other.page.getByText('正在咨询', { exact: false }).count()).toBe(0);
    expect(other.errors).toEqual([]);
    await other.context.close();
  });

  it('the call entry says whether calling is open now (getVideoSetting)', async () => {
    const { page, context, errors } = await openChat(viewport, '/chatQueue', (c) =>
      c.clock.install({ time: new Date('2025-03-10T10:00:00+08:00') }),
    );
    await robotGreeting(page).waitFor();
    await openService(page, viewport, '语音/视频通话');
    const call = alertDialog(page);
    await call.getByText('可以发起语音或视频通话（服务时间 09:00-21:00）').waitFor();
    expect(await call.getByRole('heading').textContent()).toBe('语音/视频通话');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await call.getByRole('button', { name: '知道了' }).click();
    await call.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();

    // After 21:00 Beijing time (the service hours are Beijing's, whatever the visitor's zone).
    const late = await openChat(viewport, '/chatQueue', (c) =>
      c.clock.install({ time: new Date('2025-03-10T22:30:00+08:00') }),
    );
    await robotGreeting(late.page).waitFor();
    await openService(late.page, viewport, '语音/视频通话');
    await alertDialog(late.page).getByText('当前不在通话服务时间（09:00-21:00）').waitFor();
    expect(late.errors).toEqual([]);
    await late.context.close();
  });

  it('the VIP entry gives the VIP hotline', async () => {
    const { page, context, errors } = await openChat(viewport);
    await robotGreeting(page).waitFor();
    await openService(page, viewport, 'VIP 专属服务');
    const vip = alertDialog(page);
    await vip.getByText('400-100-5678', { exact: false }).waitFor();
    expect(await vip.getByRole('heading').textContent()).toBe('VIP 专属服务');
    await page.keyboard.press('Escape');
    await vip.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('after a service alert from the menu closes, the page still takes taps', async () => {
    const { page, context } = await openChat(viewport);
    await robotGreeting(page).waitFor();
    await openService(page, viewport, 'VIP 专属服务');
    await alertDialog(page).getByRole('button', { name: '知道了' }).click();
    await alertDialog(page).waitFor({ state: 'detached' });
    // The dialog puts the body's style back SPEC §9's 200 ms after it closes.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).pointerEvents), {
        timeout: 2000,
      })
      .toBe('auto');
    await composer(page).click({ timeout: 3000 });
    await say(page, '还能输入吗');
    await log(page).getByText('还能输入吗').waitFor();
    await context.close();
  });

  it('fast entries ask the robot, open the work order, link out safely and transfer', async () => {
    const { page, context, errors } = await openChat(viewport);
    await robotGreeting(page).waitFor();
    const entries = page.getByRole('navigation', { name: '常见问题' });
    await entries.getByRole('button', { name: '电池充不进电' }).click();
    await log(page).getByText('插着电源充不进电').waitFor();
    await log(page).getByText('相关文章').last().waitFor();

    const policy = entries.getByRole('link', { name: '保修政策' });
    expect(await policy.getAttribute('href')).toBe('https://support.example.com/warranty/policy');
    expect(await policy.getAttribute('target')).toBe('_blank');
    expect(await policy.getAttribute('rel')).toContain('noopener');

    await entries.getByRole('button', { name: '自助报修' }).click();
    await dialog(page, '自助报修').waitFor();
    await page.keyboard.press('Escape');
    await dialog(page, '自助报修').waitFor({ state: 'detached' });

    await entries.getByRole('button', { name: '转人工' }).click();
    await page.getByText('正在为您转接人工客服').first().waitFor();
    // Quick entries belong to the robot: gone once a human is on the way.
    await entries.waitFor({ state: 'detached' });
    // The queue card takes room above the list: the reader who was at the newest line stays
    // there (#16: the transfer used to leave the robot's last answer cut off under the fold).
    await expect.poll(() => newestRowInView(page), { timeout: 3000 }).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a robot answer’s article link opens the FAQ article; Escape closes it', async () => {
    const { page, context, errors } = await openChat(viewport);
    await robotGreeting(page).waitFor();
    await say(page, '笔记本电脑充不进电');
    const answer = log(page).locator('[data-message-id]').filter({ hasText: '相关文章' }).last();
    await answer.waitFor();
    const link = answer.getByRole('button').first();
    const title = (await link.textContent()) ?? '';
    expect(title.length).toBeGreaterThan(2);
    await link.click();
    const article = dialog(page, title);
    await article.waitFor();
    expect((await article.locator('p').first().textContent())?.length).toBeGreaterThan(10);
    await article.getByText('更新于', { exact: false }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `visitor-flows-article-${viewport}`);
    await page.keyboard.press('Escape');
    await article.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the self-service work order checks its fields, creates a ticket, and lists it', async () => {
    const { page, context, errors } = await openChat(viewport);
    await robotGreeting(page).waitFor();
    await openService(page, viewport, '自助报修');
    const form = dialog(page, '自助报修');
    await form.waitFor();
    const product = form.getByRole('combobox', { name: '产品类型' });
    await product.locator('option', { hasText: '显示器' }).waitFor({ state: 'attached' });
    const description = form.getByRole('textbox', { name: '故障描述' });
    const submit = form.getByRole('button', { name: '提交' });

    // Empty: the browser's own required-field check keeps the form from going out.
    await submit.click();
    expect(await description.evaluate((e: HTMLTextAreaElement) => e.validity.valueMissing)).toBe(
      true,
    );
    // Only spaces: the form's own message.
    await description.fill('   ');
    await submit.click();
    await form.getByRole('alert').getByText('请填写故障描述').waitFor();
    // An attachment outside SPEC §5's list.
    await description.fill('屏幕有一条竖线，重启后仍然存在');
    await form.getByLabel('附件（最多 5 个）').setInputFiles({
      name: 'driver.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await submit.click();
    await form.getByRole('alert').getByText('请上传以下格式的文件', { exact: false }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `visitor-flows-work-order-error-${viewport}`);

    await product.selectOption({ label: '显示器' });
    await form.getByRole('textbox', { name: '序列号（SN，选填）' }).fill('V90R4K6M');
    await form.getByLabel('附件（最多 5 个）').setInputFiles('tests/e2e/fixtures/photo.png');
    await submit.click();
    const created = page.getByText(/^已提交服务单 WO\d+，工程师会尽快与您联系$/);
    await created.waitFor();
    const ticketNo = /WO\d+/.exec((await created.textContent()) ?? '')?.[0] ?? '';
    await form.waitFor({ state: 'detached' });

    await openService(page, viewport, '我的服务单');
    const list = dialog(page, '我的服务单');
    const row = list.getByRole('listitem').filter({ hasText: ticketNo });
    await row.getByText('显示器报修：屏幕有一条竖线，重启后仍然存在').waitFor();
    expect(await row.textContent()).toContain('维修单');
    expect(await row.textContent()).toContain('已受理');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });

    // Back later: the banner over the conversation names it.
    await page.reload();
    await page
      .getByRole('status')
      .getByText('您有 1 个服务单：显示器报修：屏幕有一条竖线，重启后仍然存在（已受理）')
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('history lists past sessions and shows one’s messages, images and files', async () => {
    const { page, context, errors } = await openChat(viewport, '/chatQueue', asDemoVisitor);
    await robotGreeting(page).waitFor();
    await openService(page, viewport, '历史会话');
    const history = dialog(page, '历史会话');
    const sessions = history.getByRole('button', { name: /工程师|智能助手/ });
    await sessions.first().waitFor();
    expect(await history.getByRole('button', { name: /^王工程师/ }).count()).toBe(1);
    expect(await history.getByRole('button', { name: /^李工程师/ }).count()).toBe(1);
    await history.getByRole('button', { name: /^王工程师/ }).click();

    const transcript = history.getByRole('log', { name: '历史会话' });
    await transcript.getByText('老是蓝屏', { exact: false }).waitFor();
    expect(await transcript.getByRole('button', { name: '查看大图' }).count()).toBe(2);
    await transcript
      .getByRole('link')
      .filter({ has: page.getByTitle('维修检测报价单-WX73104582.pdf') })
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `visitor-flows-history-${viewport}`);

    await history.getByRole('button', { name: '返回列表' }).click();
    await history.getByRole('button', { name: /^李工程师/ }).waitFor();
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('scenario empty-history: the history says there is none', async () => {
    const { page, context, errors } = await openChat(
      viewport,
      '/chatQueue?scenario=empty-history',
      asDemoVisitor,
    );
    await robotGreeting(page).waitFor();
    await openService(page, viewport, '历史会话');
    await dialog(page, '历史会话').getByText('暂无历史会话').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('dialog contents sit inside the panel’s padding, not on its edges', async () => {
    const { page, context } = await openChat(viewport);
    await robotGreeting(page).waitFor();
    const inset = async (name: string, content: ReturnType<Page['locator']>) => {
      const panel = await dialog(page, name).boundingBox();
      const box = await content.boundingBox();
      return Math.min(
        (box?.x ?? 0) - (panel?.x ?? 0),
        (panel?.x ?? 0) + (panel?.width ?? 0) - (box?.x ?? 0) - (box?.width ?? 0),
      );
    };
    await openService(page, viewport, '自助报修');
    const form = dialog(page, '自助报修');
    const description = form.getByRole('textbox', { name: '故障描述' });
    await description.waitFor();
    // Measured at rest: the sheet scales in, and mid-way its edges are still moving.
    await animationsSettled(page);
    expect(await inset('自助报修', description)).toBeGreaterThanOrEqual(12);
    expect(
      await inset('自助报修', form.getByRole('button', { name: '提交' })),
    ).toBeGreaterThanOrEqual(12);
    await context.close();
  });

  it('pasting an image into the composer sends it: preview, upload, posted', async () => {
    const { page, context, errors } = await openChat(viewport);
    await robotGreeting(page).waitFor();
    const taken = await pasteFiles(page, 'textarea', [PHOTO]);
    expect(taken).toBe(true); // the file went to the chat, not into the text
    const picture = log(page).getByRole('button', { name: '查看大图' }).last();
    await picture.waitFor();
    await log(page).getByText('未读').last().waitFor();
    expect(await picture.locator('img').getAttribute('src')).toMatch(/^\/mock-uploads\//);
    expect(await composer(page).inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('visitor sends by drag and drop', () => {
  it('files dropped on the conversation upload and post, an image and a document', async () => {
    const { page, context, errors } = await openChat('desktop');
    await robotGreeting(page).waitFor();
    const accepted = await dropFiles(page, '[role="log"]', [PDF('故障日志.pdf'), PHOTO]);
    expect(accepted).toBe(true);
    const file = log(page).getByRole('link', { name: /故障日志\.pdf.*下载/ });
    await file.waitFor();
    expect(await file.getAttribute('href')).toMatch(/^\/mock-uploads\//);
    const picture = log(page).getByRole('button', { name: '查看大图' }).last();
    await picture.waitFor();
    await expect
      .poll(() => picture.locator('img').getAttribute('src'))
      .toMatch(/^\/mock-uploads\//);
    await expect.poll(() => log(page).getByText('未读').count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('failure scenarios (?scenario=)', () => {
  it('slow-network: a message shows it is on its way, then goes through and is answered', async () => {
    const { page, context, errors } = await openChat('phone', '/chatQueue?scenario=slow-network');
    // Every call is three seconds late, and starting takes several in a row.
    await robotGreeting(page).waitFor({ timeout: 40_000 });
    await say(page, '笔记本电脑充不进电');
    const mine = log(page).locator('[data-message-id]').filter({ hasText: '笔记本电脑充不进电' });
    await mine.getByRole('status').getByText('发送中').waitFor();
    await mine.getByText('未读').waitFor({ timeout: 15_000 });
    await log(page).getByText('相关文章').last().waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('slow-network: while the chat starts, the screen says it is connecting', async () => {
    const { page, context } = await openChat('phone', '/chatQueue?scenario=slow-network');
    await page.getByText('欢迎来到联想服务', { exact: false }).waitFor();
    const busy = page.getByRole('status').or(page.getByRole('progressbar'));
    await busy.first().waitFor({ timeout: 2000 });
    expect(await page.getByText('会话已结束').count()).toBe(0);
    expect(await page.getByRole('button', { name: '重新咨询' }).count()).toBe(0);
    await context.close();
  });

  it.each([
    ['http-500', '服务暂时不可用（500）'],
    ['status-error', '操作失败：系统繁忙，请稍后再试'],
  ])(
    '%s: the visitor is told the service failed, not left with an empty chat',
    async (scenario, text) => {
      const { page, context, errors } = await openChat('phone', `/chatQueue?scenario=${scenario}`);
      await page.getByText(text).first().waitFor({ timeout: 10_000 });
      expect(await seriousA11yViolations(page)).toEqual([]);
      // The browser's own line for each 500 response the scenario sends on purpose.
      expect(unexpectedErrors(errors, HTTP_500)).toEqual([]);
      await context.close();
    },
  );

  it('http-500: trying again tells the visitor again and throws nothing', async () => {
    const { page, context, errors } = await openChat('phone', '/chatQueue?scenario=http-500');
    const again = page.getByRole('button', { name: /重试|重新咨询/ }).first();
    await again.waitFor();
    const calls: string[] = [];
    page.on('request', (r) => calls.push(new URL(r.url()).pathname));
    await again.click();
    await expect.poll(() => calls.some((path) => path.startsWith('/api/csc/'))).toBe(true);
    await page.getByText('服务暂时不可用（500）').first().waitFor({ timeout: 5000 });
    // The 500 responses are the scenario's; anything else (an uncaught rejection) is a bug.
    expect(unexpectedErrors(errors, HTTP_500)).toEqual([]);
    await context.close();
  });

  it('after a failed start, opening the chat again without the fault works', async () => {
    const { page, context } = await openPage(browser(), 'phone');
    const failed = page.waitForResponse((r) => r.status() === 500);
    await page.goto(`${appUrl}/chatQueue?scenario=http-500`);
    await failed;
    await page.goto(`${appUrl}/chatQueue`);
    await robotGreeting(page).waitFor();
    await say(page, '你好');
    await log(page).getByText('未读').last().waitFor();
    await context.close();
  });

  it('timeout: the visitor is told the request timed out', async () => {
    const { page, context } = await openChat('phone', '/chatQueue?scenario=timeout', (c) =>
      shortenTimeouts(c, 1500),
    );
    await page.getByText('请求超时，请稍后重试').first().waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('upload-failure: the image and the file are marked failed, and retry tries again', async () => {
    const { page, context, errors } = await openChat(
      'desktop',
      '/chatQueue?scenario=upload-failure',
    );
    await robotGreeting(page).waitFor();
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/csc/upload/')) uploads.push(r.url());
    });
    await pasteFiles(page, 'textarea', [PHOTO]);
    await dropFiles(page, '[role="log"]', [PDF('报价单.pdf')]);
    const imageRetry = log(page).getByRole('button', { name: /发送失败.*重新发送/ });
    await imageRetry.waitFor();
    const card = log(page).locator('[data-state="error"]').filter({ hasText: '报价单.pdf' });
    await card.getByText('上传失败').waitFor();
    await page.getByText('服务暂时不可用（500）').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'visitor-flows-upload-failure-desktop');

    // A server error is tried three times by itself before the row says failed (SERVER_ERROR_TRIES);
    // while the fault lasts each retry by hand goes out again and ends failed again.
    await expect.poll(() => uploads.length).toBe(6);
    await imageRetry.click();
    await expect.poll(() => uploads.length, { timeout: 15_000 }).toBe(9);
    await imageRetry.waitFor();
    await card.getByRole('button', { name: '重试' }).click();
    await expect.poll(() => uploads.length, { timeout: 15_000 }).toBe(12);
    await card.getByText('上传失败').waitFor();
    // Each failed upload is a 500 the scenario sends on purpose; the browser logs each one.
    expect(unexpectedErrors(errors, HTTP_500)).toEqual([]);
    await context.close();
  });

  it('a failed image, file or text goes through on retry once the fault clears, stored once', async () => {
    const { page, context, errors } = await openChat('desktop', '/chatQueue', installFaults);
    await robotGreeting(page).waitFor();
    await setFault(page, '/api/csc/upload/');
    await pasteFiles(page, 'textarea', [PHOTO]);
    await dropFiles(page, '[role="log"]', [PDF('检测报告.pdf')]);
    const image = log(page)
      .locator('[data-message-id]')
      .filter({ has: page.getByRole('button', { name: '查看大图' }) });
    const card = log(page).locator('[data-state]').filter({ hasText: '检测报告.pdf' });
    await card.getByText('上传失败').waitFor();
    await setFault(page, '/api/csc/core/webchat/main');
    await say(page, '这条消息先发送失败');
    const text = log(page).locator('[data-message-id]').filter({ hasText: '这条消息先发送失败' });
    await text.getByRole('button', { name: /重新发送/ }).waitFor();

    await setFault(page, null);
    await text.getByRole('button', { name: /重新发送/ }).click();
    await text.getByText('未读').waitFor();
    await image
      .last()
      .getByRole('button', { name: /重新发送/ })
      .click();
    await image.last().getByText('未读').waitFor();
    expect(await image.last().locator('img').getAttribute('src')).toMatch(/^\/mock-uploads\//);
    await card.getByRole('button', { name: '重试' }).click();
    await log(page)
      .getByRole('link', { name: /检测报告\.pdf.*下载/ })
      .waitFor();

    await page.reload();
    await log(page).getByText('这条消息先发送失败').waitFor();
    expect(await log(page).getByText('这条消息先发送失败').count()).toBe(1);
    // The injected fault answers with the mock backend's 404 envelope; the browser logs those.
    expect(unexpectedErrors(errors, /status of 404/)).toEqual([]);
    await context.close();
  });

  it('kickoff: the visitor is told this page stopped receiving messages', async () => {
    const { page, context, errors } = await openChat('phone', '/chatQueue?scenario=kickoff');
    await page
      .getByRole('status')
      .getByText('您已在其他页面打开在线客服，本页面已停止接收消息')
      .waitFor({ timeout: 10_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'visitor-flows-kickoff-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('invalid-identity: the login is cleared, the page reloads once, then the visitor is told', async () => {
    const { page, context, errors } = await openPage(browser(), 'phone');
    await asDemoVisitor(context);
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(`${appUrl}/chatQueue?scenario=invalid-identity`);
    await alertDialog(page).getByText('非法身份，请刷新页面后重试').waitFor({ timeout: 15_000 });
    expect(loads).toBe(2);
    const tokens = await page.evaluate(() => localStorage.getItem('WEBCHAT_TOKEN'));
    expect(JSON.parse(tokens ?? '{}')).not.toHaveProperty('DEFAULT_PROJECT');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The scenario's 401s and SPEC §5's log line for a refused identity are the point here.
    expect(
      unexpectedErrors(errors, /status of 401/, /the current identity is invalid, please refresh/),
    ).toEqual([]);
    await context.close();
  });
});

describe('screen readers', () => {
  it('a robot answer is added inside the polite conversation log', async () => {
    const { page, context, errors } = await openChat('desktop');
    await robotGreeting(page).waitFor();
    expect(await log(page).getAttribute('aria-live')).toBe('polite');
    // What a live region announces: text added inside it.
    await log(page).evaluate((element) => {
      const added: string[] = [];
      (window as { e2eAdded?: string[] }).e2eAdded = added;
      new MutationObserver((records) =>
        records.forEach((r) => r.addedNodes.forEach((n) => added.push(n.textContent ?? ''))),
      ).observe(element, { childList: true, subtree: true, characterData: true });
    });
    await say(page, '笔记本电脑充不进电');
    const answer = log(page).locator('[data-message-id]').filter({ hasText: '相关文章' }).last();
    await answer.waitFor();
    const said = (await answer.locator('p, span').first().textContent()) ?? '';
    const added = await page.evaluate(() => (window as { e2eAdded?: string[] }).e2eAdded ?? []);
    expect(added.some((text) => text.includes('相关文章'))).toBe(true);
    expect(said.length).toBeGreaterThan(0);
    expect(await answer.evaluate((e) => e.closest('[aria-hidden="true"]'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('phone layout', () => {
  it('the menu is a drawer behind its button on a phone, a side panel on a desktop', async () => {
    const { page, context, errors } = await openChat('phone');
    await robotGreeting(page).waitFor();
    const button = page.getByRole('button', { name: '菜单' });
    expect(await page.getByRole('navigation', { name: '菜单' }).count()).toBe(0);
    await button.click();
    const drawer = page.getByRole('dialog', { name: '菜单' });
    await drawer.getByRole('button', { name: '历史会话' }).waitFor();
    expect(await drawer.getByRole('navigation').getByRole('button').allTextContents()).toEqual(
      expect.arrayContaining([
        '历史会话',
        '我的服务单',
        '自助报修',
        '语音/视频通话',
        'VIP 专属服务',
        '结束会话',
      ]),
    );
    expect(await drawer.evaluate((e) => e.contains(document.activeElement))).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'visitor-flows-drawer-phone');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => button.evaluate((e) => e === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();

    const desk = await openChat('desktop');
    await robotGreeting(desk.page).waitFor();
    expect(await desk.page.getByRole('button', { name: '菜单' }).count()).toBe(0);
    await desk.page
      .getByRole('navigation', { name: '菜单' })
      .getByRole('button', { name: '历史会话' })
      .waitFor();
    await desk.context.close();
  });

  it('text fields are 16 px, so iOS does not zoom into them', async () => {
    const { page, context, errors } = await openChat('phone');
    await robotGreeting(page).waitFor();
    const size = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((e) => getComputedStyle(e).fontSize);
    expect(await size(composer(page))).toBe('16px');
    await openService(page, 'phone', '自助报修');
    const form = dialog(page, '自助报修');
    await form.waitFor();
    expect(await size(form.getByRole('combobox', { name: '产品类型' }))).toBe('16px');
    expect(await size(form.getByRole('textbox', { name: '序列号（SN，选填）' }))).toBe('16px');
    expect(await size(form.getByRole('textbox', { name: '故障描述' }))).toBe('16px');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('safe areas: the page covers the notch and pads its header and composer by the insets', async () => {
    const { page, context, errors } = await openPage(browser(), 'phone');
    const cdp = await context.newCDPSession(page);
    // An iPhone with a notch and a home indicator.
    await cdp.send('Emulation.setSafeAreaInsetsOverride', {
      insets: { top: 47, bottom: 34, left: 0, right: 0 },
    });
    await page.goto(`${appUrl}/chatQueue`);
    await robotGreeting(page).waitFor();
    expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toContain(
      'viewport-fit=cover',
    );
    const header = await page.getByRole('banner').evaluate((e) => getComputedStyle(e).paddingTop);
    expect(header).toBe('47px');
    const gap = await composer(page).evaluate(
      (e) => innerHeight - e.getBoundingClientRect().bottom,
    );
    // The field sits above the home indicator.
    expect(gap).toBeGreaterThanOrEqual(34);
    await screenshot(page, 'visitor-flows-safe-area-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('safe areas: the home-indicator inset is added once under the composer', async () => {
    const { page, context } = await openPage(browser(), 'phone');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setSafeAreaInsetsOverride', {
      insets: { top: 0, bottom: 34, left: 0, right: 0 },
    });
    await page.goto(`${appUrl}/chatQueue`);
    await robotGreeting(page).waitFor();
    const gap = await composer(page).evaluate(
      (e) => innerHeight - e.getBoundingClientRect().bottom,
    );
    // The inset once, plus at most the composer's own 8 px padding (68 px today: twice).
    expect(gap).toBeLessThanOrEqual(34 + 8);
    await context.close();
  });
});
