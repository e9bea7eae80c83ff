import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  screenshot,
  seriousA11yViolations,
  type ViewportName,
} from './support/browser';

const appUrl = inject('appUrl');

/** Every route of SPEC §2 with the heading its screen shows. */
const ROUTES = [
  { path: '/chatQueue', name: 'chat-queue', heading: '联想服务' },
  { path: '/index/ThinkPad', name: 'chat-queue-project', heading: 'ThinkPad 服务' },
  { path: '/projects', name: 'project-list', heading: '项目列表' },
  { path: '/chatEngieer', name: 'chat-engieer', heading: '工程师工作台' },
  { path: '/review', name: 'review', heading: '会话审阅' },
  { path: '/login', name: 'login', heading: '登录' },
  { path: '/webchat', name: 'webchat', heading: '联想服务' },
  { path: '/test', name: 'test', heading: '嵌入测试页' },
  { path: '/testsaas', name: 'testsaas', heading: 'SaaS 嵌入测试页' },
  { path: '/does-not-exist', name: 'not-found', heading: '页面不存在' },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['phone', 'desktop'] as ViewportName[])('every route on %s', (viewport) => {
  it.each(ROUTES)(
    '$path loads with no console error and no serious axe violation',
    async (route) => {
      const { page, context, errors } = await openPage(browser, viewport);
      try {
        await page.goto(`${appUrl}${route.path}`);
        await page.getByRole('heading', { level: 1, name: route.heading, exact: true }).waitFor();
        const violations = await seriousA11yViolations(page);
        await screenshot(page, `${viewport}-${route.name}`);
        expect(violations).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe('shell behaviour in Chromium', () => {
  it("redirects '' to /chatQueue keeping the query", async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    await page.goto(`${appUrl}/?project_id=Legion`);
    await page.getByRole('heading', { level: 1, name: '拯救者电竞服务' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/chatQueue');
    expect(new URL(page.url()).search).toBe('?project_id=Legion');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the chat view alive across a round trip', async () => {
    const { page, context } = await openPage(browser, 'phone');
    await page.goto(`${appUrl}/chatQueue`);
    const draft = page.getByRole('textbox', { name: '输入消息' });
    await draft.fill('笔记本电池不充电');
    // An in-app navigation (the router listens to popstate), as a link elsewhere would do.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/projects');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: '项目列表' }).waitFor();
    await page.getByRole('link', { name: '返回在线咨询' }).click();
    await expect.poll(() => draft.inputValue()).toBe('笔记本电池不充电');
    await context.close();
  });

  it('hides the header when embedded (isiframe=1)', async () => {
    const { page, context } = await openPage(browser, 'phone');
    await page.goto(`${appUrl}/chatQueue?isiframe=1`);
    await page.getByRole('main', { name: '联想服务' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    await context.close();
  });

  it('shows a retry when a route chunk fails to load, and recovers', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    // Context-level routing also sees requests that the mock service worker passes through.
    // Only the screen's own chunk (review-<8-char hash>.js), not review-api-*.js, which the demo's
    // in-browser backend needs to start at all.
    const reviewChunk = /\/assets\/review-[\w-]{8}\.js$/;
    await context.route(reviewChunk, (route) => route.abort('failed'));
    await page.goto(`${appUrl}/review`);
    const alert = page.getByRole('alert');
    await alert.getByText('页面加载失败').waitFor();
    await context.unroute(reviewChunk);
    await page.getByRole('button', { name: '重试' }).click();
    await page.getByRole('heading', { level: 1, name: '会话审阅' }).waitFor();
    await context.close();
  });

  it('keeps the chat when the toast and dialog hosts cannot load, and gets them back once online', async () => {
    const { page, context, errors } = await openPage(browser, 'phone');
    // The hosts load once the page is idle; a network that drops just then used to blank it.
    // Every chunk of theirs fails, the ones they share with other dialogs too.
    const hosts = /\/assets\/(toast|dialog)-[\w-]{8}\.js$/;
    const host = (url: string) => hosts.exec(url)?.[1];
    const refused = new Set<string>();
    await context.route(hosts, (route) => {
      refused.add(host(route.request().url())!);
      return route.abort('failed');
    });
    await page.goto(`${appUrl}/chatQueue`);
    const input = page.getByRole('textbox', { name: '输入消息' });
    await input.waitFor();
    await expect.poll(() => [...refused].sort(), { timeout: 15_000 }).toEqual(['dialog', 'toast']);
    await context.unroute(hosts);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    // Both hosts mount together (the empty toast region is in the page once they have). A browser that keeps
    // a failed module until the page reloads (Chromium 150) cannot import the shared chunk
    // again: the page says so and the reload brings them.
    const region = page.getByRole('region', { name: '通知' });
    const reload = page.getByRole('alert').getByRole('button', { name: '刷新页面' });
    await region.or(reload).waitFor({ state: 'attached', timeout: 15_000 });
    if (await reload.count()) {
      await reload.click();
      await region.waitFor({ state: 'attached', timeout: 15_000 });
    }
    expect(await reload.count()).toBe(0);
    await input.fill('还在');
    // The failed loads are reported (the browser's and React's words for a caught failure); nothing else.
    expect(
      errors.filter(
        (e) =>
          !/Failed to load resource|^ChunkLoadError: Loading chunk (toast|dialog) failed/.test(e),
      ),
    ).toEqual([]);
    await context.close();
  });

  it('switches to English with ?lang=en and remembers it', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto(`${appUrl}/review?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Session review' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.goto(`${appUrl}/projects`);
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await context.close();
  });
});
