import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot, seriousA11yViolations } from './support/browser';
import { apiCall, until } from './support/engineer-api';
import { startReferenceServer, type ReferenceServer } from './support/reference-server';
import { signInConsole } from './support/console';

// Issue #17 item 1 against the reference server: the engineer asks for a rating from the
// console and the visitor rates during the conversation; the engineer ends the next one and the
// visitor is asked at once; the console, the visitor's history and /review show the ratings.

let browser: Browser;
let server: ReferenceServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startReferenceServer(Number(process.env.E2E_RATING_PORT ?? 4297), { SIMULATE: 'off' }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Taps a star, as a person does: the label around the (visually hidden) radio. */
const star = (scope: Locator, name: string) =>
  scope.locator('label', { has: scope.page().getByRole('radio', { name, exact: true }) }).click();

const log = (page: Page) => page.getByRole('log', { name: '与客服的对话' });
const elog = (page: Page) => page.getByRole('log', { name: '与访客的对话' });

async function startChat(v: Page, e: Page) {
  await v.goto(`${server.url}/chatQueue?type=2&queue_code=NB`);
  await e
    .getByRole('button', { name: /^接入 / })
    .first()
    .click({ timeout: 30_000 });
  await log(v).getByText('演示工程师 已接入，为您服务').waitFor({ timeout: 15_000 });
}

describe('rating a conversation', () => {
  it('asked from the console during the chat, and after the engineer ends it; both sides and review see it', async () => {
    const second = await launchBrowser();
    const visitor = await openPage(browser, 'phone');
    const engineer = await openPage(second, 'desktop');
    const v = visitor.page;
    const e = engineer.page;
    try {
      await signInConsole(e, server.url);
      await startChat(v, e);

      // The engineer asks (custom push): the visitor's card opens while the chat goes on.
      await e.getByRole('button', { name: '邀请评价' }).click();
      await elog(e).getByText('已邀请评价本次服务').waitFor({ timeout: 15_000 });
      const card = v.getByRole('region', { name: '请为 演示工程师 的服务评分' });
      await card.waitFor({ timeout: 15_000 });
      await star(card, '满意');
      await card.getByText('回复及时').click();
      await card.getByRole('textbox', { name: '补充说明（选填）' }).fill('很快 <b>谢谢</b>');
      expect(await seriousA11yViolations(v)).toEqual([]);
      await screenshot(v, 'rating-card-phone');
      await card.getByRole('button', { name: '提交评价' }).click();
      await v.getByText('感谢您的评价！').waitFor();
      await card.waitFor({ state: 'detached' });
      // The console sees the rating as a line of the conversation; the words stay words.
      const line = elog(e).getByText(/服务评价：4 星/);
      await line.waitFor({ timeout: 15_000 });
      expect(await line.textContent()).toContain('回复及时');
      expect(await line.textContent()).toContain('很快 <b>谢谢</b>');
      await screenshot(e, 'rating-console-desktop');
      // Asked once: the action has gone.
      expect(await e.getByRole('button', { name: '邀请评价' }).count()).toBe(0);

      // The next conversation: the engineer ends it, and the visitor is asked at once.
      await e.getByRole('button', { name: '结束会话' }).click();
      await e.getByRole('alertdialog').getByRole('button', { name: '结束会话' }).click();
      await log(v).getByText('本次会话已结束').last().waitFor({ timeout: 15_000 });
      await startChat(v, e);
      await e.getByRole('button', { name: '结束会话' }).click();
      await e.getByRole('alertdialog').getByRole('button', { name: '结束会话' }).click();
      const after = v.getByRole('region', { name: '请为 演示工程师 的服务评分' });
      await after.waitFor({ timeout: 15_000 });
      // Skipped, it stays open in the history, where the visitor rates it later.
      await after.getByRole('button', { name: '跳过' }).click();
      await after.waitFor({ state: 'detached' });
      await v.getByRole('button', { name: '菜单' }).click();
      await v
        .getByRole('navigation', { name: '菜单' })
        .getByRole('button', { name: '历史会话' })
        .click();
      const history = v.getByRole('dialog', { name: '历史会话' });
      await history
        .getByRole('button', { name: /待评价/ })
        .first()
        .click();
      const later = history.getByRole('region', { name: '评价本次服务' });
      await star(later, '一般');
      await later.getByText('回复太慢').click();
      await later.getByRole('button', { name: '提交评价' }).click();
      await history.getByRole('region', { name: '您的评价' }).getByText('3 星（一般）').waitFor();
      await screenshot(v, 'rating-history-phone');
      expect(visitor.errors).toEqual([]);
      expect(engineer.errors).toEqual([]);
    } finally {
      await visitor.context.close();
      await engineer.context.close();
      await second.close();
    }

    // /review: each session's stars in the results, and the rating in the transcript's header.
    const { token } = await apiCall<{ token: string }>(server.url, '/api/csc/review/login', {
      account: 'demo',
      password: 'demo123',
    });
    const rows = await until(async () => {
      const page = await apiCall<{ items: { id: string; rating?: { score: number } }[] }>(
        server.url,
        '/api/csc/review/sessions',
        undefined,
        token,
      );
      const rated = page.items.filter((row) => row.rating);
      return rated.length === 2 ? rated : undefined;
    });
    expect(rows.map((row) => row.rating?.score).sort()).toEqual([3, 4]);
    const review = await openPage(browser, 'desktop');
    await review.page.goto(`${server.url}/review?session=${rows[0]!.id}`);
    await review.page.getByLabel('账号').fill('demo');
    await review.page.getByLabel('密码').fill('demo123');
    await review.page.getByRole('button', { name: '登录', exact: true }).click();
    await review.page
      .getByText(/星（(一般|满意)）/)
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await seriousA11yViolations(review.page)).toEqual([]);
    await screenshot(review.page, 'rating-review-desktop');
    expect(review.errors).toEqual([]);
    await review.context.close();
  });
});
