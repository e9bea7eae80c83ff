import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot, seriousA11yViolations } from './support/browser';
import { engineerApi, until } from './support/engineer-api';
import { startReferenceServer, type ReferenceServer } from './support/reference-server';

// Issue #17 item 6 against the reference server: a chat the demo engineer served shows in
// /review's metrics (same filters as the session list) and in the CSV they export.

let browser: Browser;
let server: ReferenceServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startReferenceServer(Number(process.env.E2E_METRICS_PORT ?? 4299), { SIMULATE: 'off' }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const log = (page: Page) => page.getByRole('log', { name: '与客服的对话' });

/** The figure a summary term shows, e.g. 会话数 -> '1'. */
const summary = (page: Page, term: string) =>
  page
    .getByRole('region', { name: '汇总' })
    .locator('dt', { hasText: term })
    .locator('xpath=following-sibling::dd');

describe('service metrics', () => {
  it('count a served chat for its engineer, on screen and in the CSV', async () => {
    const engineer = await engineerApi(server.url);
    const visitor = await openPage(browser, 'phone');
    const before = new Set((await engineer.waiting()).map((w) => w.session_id));
    await visitor.page.goto(`${server.url}/chatQueue?type=2&queue_code=NB`);
    const waiting = await until(async () =>
      (await engineer.waiting()).find((w) => !before.has(w.session_id)),
    );
    await engineer.accept(waiting.session_id);
    await log(visitor.page).getByText('已接入，为您服务').waitFor({ timeout: 15_000 });
    await engineer.send(waiting.session_id, '您好，请问有什么可以帮您？');
    await log(visitor.page).getByText('您好，请问有什么可以帮您？').waitFor({ timeout: 15_000 });
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();

    // The supervisor, filtered to the demo engineer (E0001) by the address the list shares.
    const review = await openPage(browser, 'desktop');
    const { page } = review;
    await page.goto(`${server.url}/review?tab=metrics&engineer=E0001`);
    await page.getByLabel('账号').fill('demo');
    await page.getByLabel('密码').fill('demo123');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('heading', { name: '服务统计' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => summary(page, '会话数').textContent()).toBe('1');
    await expect.poll(() => page.locator('canvas').count(), { timeout: 15_000 }).toBe(7);
    expect(await page.getByRole('table', { name: '会话数' }).locator('tbody tr').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'metrics-review-desktop');

    await page.getByRole('radio', { name: '按工程师' }).check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出 CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('service-metrics-by-engineer.csv');
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toMatch(/^工程师,会话数,排队等待中位数（秒）,/);
    expect(lines[1]).toMatch(/^演示工程师（E0001）,1,\d+,\d+,\d+,\d+,,,0,,0,0,0,0,0,0$/);
    expect(lines[2]).toMatch(/^合计,1,/);

    // The session list behind the other tab has the same filter.
    await page.getByRole('tab', { name: '会话' }).click();
    await page.getByText('共 1 个会话').waitFor();
    expect(review.errors).toEqual([]);
    await review.context.close();
  });

  it('fit a phone', async () => {
    const { page, context, errors } = await openPage(browser, 'phone');
    await page.goto(`${server.url}/review?tab=metrics`);
    await page.getByLabel('账号').fill('demo');
    await page.getByLabel('密码').fill('demo123');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('heading', { name: '服务统计' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.locator('canvas').count(), { timeout: 15_000 }).toBe(7);
    // Nothing wider than the screen: the charts take the phone's width.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'metrics-review-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
