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

/** The stored login map of SPEC §3 (WEBCHAT_TOKEN: project -> token). */
const storedTokens = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('WEBCHAT_TOKEN') ?? '{}') as Record<string, string>,
  );

/** Remembers which own-API paths the page called. */
function recordCalls(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/v2/'))
      paths.push(url.pathname);
  });
  return paths;
}

/** The in-browser backend sends nobody anything: it shows the code it made (#37 item 1). */
async function shownCode(page: Page): Promise<string> {
  const status = page.getByText(/演示环境不发送短信或邮件，本次验证码：\d{6}/);
  await status.waitFor();
  return /(\d{6})/.exec((await status.textContent()) ?? '')?.[1] ?? '';
}

const chatReady = (page: Page) =>
  page.getByRole('log', { name: '与客服的对话' }).getByText('智能助手小威').first().waitFor();

describe.each(['phone', 'desktop'] as ViewportName[])('projects and login on %s', (viewport) => {
  it('/projects: the list marks the current project; choosing one opens /index/:project', async () => {
    const { page, context, errors } = await openPage(browser(), viewport);
    await page.goto(`${appUrl}/projects`);
    const list = page.getByRole('list', { name: '可选择的项目' });
    await list.getByRole('link').first().waitFor();
    expect(await list.getByRole('link').count()).toBe(3);
    const current = list.locator('a[aria-current="true"]');
    expect(await current.textContent()).toContain('联想服务中心');
    expect(await current.textContent()).toContain('当前项目');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `${viewport}-projects`);
    await list.getByRole('link', { name: /拯救者 Legion/ }).click();
    await page.getByRole('heading', { level: 1, name: '拯救者电竞服务' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/index/Legion');
    expect(await page.evaluate(() => localStorage.getItem('CURRENT_PROJECT_KEY'))).toBe('Legion');
    // Back on the list, the chosen project is the current one.
    await page.goto(`${appUrl}/projects`);
    await list.locator('a[aria-current="true"]', { hasText: '拯救者 Legion' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/login by phone with a code: token stored, /chatQueue opens logged in', async () => {
    const { page, context, errors } = await openPage(browser(), viewport);
    const calls = recordCalls(page);
    await page.goto(`${appUrl}/login`);
    await page.getByRole('heading', { level: 1, name: '登录' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `${viewport}-login`);
    await page.getByRole('textbox', { name: '手机号' }).fill('13912345678');
    await page.getByRole('button', { name: '获取验证码' }).click();
    const shown = await shownCode(page);
    expect(await page.getByRole('button', { name: /秒后重新获取/ }).isDisabled()).toBe(true);
    const code = page.getByRole('textbox', { name: '验证码' });
    expect(await code.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, `${viewport}-login-code-shown`);
    await code.fill(shown);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(`${appUrl}/chatQueue`);
    const token = (await storedTokens(page)).DEFAULT_PROJECT;
    expect(token).toBeTruthy();
    await chatReady(page);
    // The chat used the login: no anonymous identity was made, and the token is unchanged.
    expect(calls).toContain('/api/csc/login');
    expect(calls).not.toContain('/api/csc/login/anon');
    expect((await storedTokens(page)).DEFAULT_PROJECT).toBe(token);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/login errors: Chinese inline messages, and a code never sent is refused plainly', async () => {
    const { page, context, errors } = await openPage(browser(), viewport);
    await page.goto(`${appUrl}/login`);
    const phone = page.getByRole('textbox', { name: '手机号' });
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByText('请输入手机号').waitFor();
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await phone.evaluate((el) => el === document.activeElement)).toBe(true);
    await phone.fill('1234');
    await page.getByText('手机号格式不正确，请输入 11 位手机号').waitFor();
    await phone.fill('13912345678');
    await page.getByRole('textbox', { name: '验证码' }).fill('000000');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('alert').getByText('验证码已失效，请重新获取').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `${viewport}-login-errors`);
    expect(new URL(page.url()).pathname).toBe('/login');
    // The refused login is a 401 from the server; the browser logs that, nothing else.
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await context.close();
  });
});

describe('login: e-mail, anonymous, unified login and keyboard', () => {
  it('logs in by e-mail and returns to ?redirect=', async () => {
    const { page, context, errors } = await openPage(browser(), 'phone');
    await page.goto(`${appUrl}/login?redirect=%2Findex%2FThinkPad`);
    await page.getByRole('radio', { name: '邮箱' }).check();
    await page.getByRole('textbox', { name: '邮箱' }).fill('li@example.com');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('textbox', { name: '验证码' }).fill(await shownCode(page));
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(`${appUrl}/index/ThinkPad`);
    // ThinkPad keeps its own logins (SPEC §6), so the token is stored under ThinkPad.
    expect(Object.keys(await storedTokens(page))).toContain('ThinkPad');
    await page.getByRole('heading', { level: 1, name: 'ThinkPad 服务' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs in anonymously', async () => {
    const { page, context, errors } = await openPage(browser(), 'desktop');
    await page.goto(`${appUrl}/login`);
    await page.getByRole('button', { name: '不登录，匿名咨询' }).click();
    await page.waitForURL(`${appUrl}/chatQueue`);
    expect((await storedTokens(page)).DEFAULT_PROJECT).toBeTruthy();
    await chatReady(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs in through the unified login when the URL carries st', async () => {
    const { page, context, errors } = await openPage(browser(), 'desktop');
    const calls = recordCalls(page);
    await page.goto(`${appUrl}/login?st=st-e2e&project_id=Legion`);
    await page.waitForURL(`${appUrl}/chatQueue?project_id=Legion`);
    expect(calls.slice(0, 3)).toEqual(
      expect.arrayContaining(['/api/csc/unified/identity', '/api/csc/unified/login']),
    );
    expect(calls.indexOf('/api/csc/unified/identity')).toBeLessThan(
      calls.indexOf('/api/csc/unified/login'),
    );
    const jar = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    expect(jar.pw_login?.value).toBe('1');
    const days = ((jar.loginHash?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    // Legion shares the generic login (SPEC §6).
    expect((await storedTokens(page)).DEFAULT_PROJECT).toBeTruthy();
    await page.getByRole('heading', { level: 1, name: '拯救者电竞服务' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works from the keyboard alone', async () => {
    const { page, context } = await openPage(browser(), 'desktop');
    await page.goto(`${appUrl}/login`);
    const phone = page.getByRole('textbox', { name: '手机号' });
    await phone.waitFor();
    // Tab from the method switch reaches the phone input; Enter in the code submits.
    await page.getByRole('radio', { name: '手机号' }).focus();
    await page.keyboard.press('Tab');
    expect(await phone.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('13912345678');
    // To the send button (after the code input), Enter: the code comes and focus is on its input.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const shown = await shownCode(page);
    expect(
      await page
        .getByRole('textbox', { name: '验证码' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.type(shown);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${appUrl}/chatQueue`);
    await context.close();
  });
});
