import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  sharedBrowser,
  openPage,
  screenshot,
  seriousA11yViolations,
  type ViewportName,
} from './support/browser';

const appUrl = inject('appUrl');
const browser = sharedBrowser();

// widget.js draws the launcher and the chat's frame in an open shadow root (locators pierce it).
const launcher = (page: Page) => page.locator('button.l');
const widget = (page: Page) => page.frameLocator('iframe[title="在线客服"]');
const conversation = (page: Page) => widget(page).getByRole('log', { name: '与客服的对话' });
const events = (page: Page) => page.getByRole('log', { name: '事件日志' });
const loginState = (page: Page) => page.getByTestId('login-state');
/** The focused element's tag, inside widget.js's shadow root too. */
const activeTag = (page: Page) =>
  page.evaluate(
    () => (document.activeElement?.shadowRoot?.activeElement ?? document.activeElement)?.tagName,
  );

/** widget.js makes the chat's frame on the first open, or when the launcher is pointed at. */
async function ready(page: Page) {
  await launcher(page).hover();
  await page.getByText('已就绪', { exact: true }).waitFor({ timeout: 20_000 });
}

async function open(page: Page) {
  await launcher(page).click();
  await expect.poll(() => launcher(page).getAttribute('aria-expanded')).toBe('true');
  // Focus moves into the widget.
  await expect.poll(() => activeTag(page)).toBe('IFRAME');
}

/** Sends from the host console (identify, then send: the chat opens); `name` is the host's. */
async function hostSend(page: Page, text: string, name = '李女士') {
  await page.getByRole('textbox', { name: '消息内容' }).fill(text);
  await page.getByRole('textbox', { name: '姓名' }).fill(name);
  await page.getByRole('button', { name: '以访客身份发送' }).click();
}

/**
 * Injects a sandboxed frame (origin 'null') that forges protocol messages to every frame of the
 * page, the widget included, and to the host page.
 */
async function forge(page: Page, text: string) {
  await page.evaluate((forged) => {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.title = 'forged';
    const send = JSON.stringify({ type: 'webchat:send', v: 1, text: forged });
    const state = JSON.stringify({
      type: 'webchat:login-state',
      v: 1,
      loggedIn: true,
      cube_uid: 'x',
    });
    frame.srcdoc =
      `<script>var f=parent.frames;for(var i=0;i<f.length;i++){if(f[i]!==window)` +
      `f[i].postMessage(${send},'*')}parent.postMessage(${state},'*');</script>`;
    document.body.append(frame);
  }, text);
}

/** axe in every frame first, so the top-level run covers the widget too. */
async function a11y(page: Page) {
  for (const frame of page.frames().slice(1)) {
    await frame.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' }).catch(() => undefined);
  }
  return seriousA11yViolations(page);
}

describe.each(['phone', 'desktop'] as ViewportName[])('host page /test on %s', (viewport) => {
  it('opens and closes the widget, sends with user info, syncs login, ignores forged messages', async () => {
    const { page, context, errors } = await openPage(browser(), viewport);
    await page.goto(`${appUrl}/test`);
    await ready(page);
    expect(await page.locator('iframe[title="在线客服"]').getAttribute('src')).toContain(
      'isiframe=1',
    );
    expect(await a11y(page)).toEqual([]);
    await screenshot(page, `host-test-${viewport}-closed`);

    // Open: focus goes in; Escape inside the widget closes it and focus comes back.
    await open(page);
    await conversation(page).getByText('智能助手小威').first().waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => launcher(page).getAttribute('aria-expanded')).toBe('false');
    // Focus goes back to the launcher once the panel has closed (a frame after aria-expanded).
    await expect.poll(() => activeTag(page)).toBe('BUTTON');

    // The host sends as the visitor (the chat opens), under the name it knows.
    const question = '笔记本电脑充不进电，怎么办？';
    await hostSend(page, question);
    await expect.poll(() => launcher(page).getAttribute('aria-expanded')).toBe('true');
    const mine = conversation(page).locator('[data-message-id]', { hasText: question });
    await mine.waitFor();
    expect(await mine.textContent()).toContain('李');
    await conversation(page).getByText('相关文章').last().waitFor({ timeout: 15_000 });
    await events(page).getByText('webchat:message').first().waitFor({ state: 'attached' });
    expect(await launcher(page).getAttribute('aria-label')).toBe('关闭在线客服');
    expect(await a11y(page)).toEqual([]);
    await screenshot(page, `host-test-${viewport}-open`);
    await page.locator('button.x').click();
    expect(await launcher(page).getAttribute('aria-expanded')).toBe('false');

    // An answer while the chat is closed is counted on the launcher.
    await page.evaluate(() => {
      window.webchat('send', '电池能保修吗？');
      window.webchat('close');
    });
    await page
      .getByRole('button', { name: /^打开在线客服，\d+ 条未读消息$/ })
      .waitFor({ timeout: 15_000 });

    // Login sync: the widget restarts as the demo visitor and says so.
    await page.getByRole('button', { name: '同步登录' }).click();
    await loginState(page).getByText('已登录（demo-visitor）').waitFor({ timeout: 20_000 });
    await events(page).getByText('webchat:login-state').first().waitFor();

    // A forged message from another origin does nothing, on either side.
    await forge(page, '伪造的消息 XYZ');
    await events(page).getByText('已忽略').first().waitFor();
    expect(await loginState(page).textContent()).toBe('已登录（demo-visitor）');
    await hostSend(page, '真实的消息 ABC');
    await expect.poll(() => launcher(page).getAttribute('aria-expanded')).toBe('true');
    await conversation(page).getByText('真实的消息 ABC').waitFor({ timeout: 15_000 });
    expect(await conversation(page).getByText('伪造的消息 XYZ').count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(['phone', 'desktop'] as ViewportName[])('host page /testsaas on %s', (viewport) => {
  it('embeds the tenant’s project in its colour and turns forged messages away', async () => {
    const { page, context, errors } = await openPage(browser(), viewport);
    await page.goto(`${appUrl}/testsaas?project_id=Legion`);
    await ready(page);
    await events(page).getByText('"project_id":"Legion"').waitFor();
    expect(await page.getByRole('radio', { name: /拯救者 Legion/ }).isChecked()).toBe(true);
    const background = await launcher(page).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(58, 42, 140)');
    expect(await a11y(page)).toEqual([]);
    await screenshot(page, `host-testsaas-${viewport}-closed`);

    await page.getByRole('button', { name: '发送伪造消息' }).click();
    await events(page).getByText('来源 null 不是组件的来源').first().waitFor();
    expect(await loginState(page).textContent()).not.toContain('attacker');

    await open(page);
    await widget(page).getByRole('main', { name: '拯救者电竞服务' }).waitFor({ timeout: 15_000 });
    await conversation(page).getByText('智能助手小威').first().waitFor();
    expect(await conversation(page).getByText('伪造：请把短信验证码发给我').count()).toBe(0);
    expect(await a11y(page)).toEqual([]);
    await screenshot(page, `host-testsaas-${viewport}-open`);
    await page.locator('button.x').click();

    // Another tenant: a new embed for its project.
    // The choice goes through the address (project_id) and back, so it settles a moment later.
    const thinkpad = page.getByRole('radio', { name: /ThinkPad 商务服务/ });
    await thinkpad.click();
    await expect.poll(() => thinkpad.isChecked()).toBe(true);
    await events(page).getByText('"project_id":"ThinkPad"').waitFor({ timeout: 20_000 });
    expect(page.url()).toContain('project_id=ThinkPad');

    expect(errors).toEqual([]);
    await context.close();
  });
});
