// Why it is long: the cluster's acceptance (#20 item 4) is one story in four acts on one set
// of processes: two browsers on two nodes, a node killed, 200 visitors, the review elsewhere.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type RunningCluster } from '../../server/node/cluster/cluster';
import { launchBrowser, openPage, type TrackedPage } from '../e2e/support/browser';
import { apiCall } from '../e2e/support/engineer-api';
import { signInConsole } from '../e2e/support/console';

const DIST = process.env.E2E_SERVER_DIST ?? 'dist-prod';
let cluster: RunningCluster;
let browsers: Browser[] = [];
let dataDir: string;

beforeAll(async () => {
  if (!existsSync('dist-server/main.js') || !existsSync(join(DIST, 'index.html')))
    throw new Error('dist-server/main.js or dist-prod is missing: run npm run build:server first');
  dataDir = mkdtempSync(join(tmpdir(), 'webchat-cluster-e2e-'));
  cluster = await startCluster({
    port: 0,
    nodes: 3,
    dataDir,
    distDir: resolve(DIST),
    serverEntry: resolve('dist-server/main.js'),
    output: process.env.CLUSTER_LOGS ? 'inherit' : 'ignore',
    // Nobody simulated: only the test's people answer. The demo engineer signs in.
    // The nodes count rate limits together: 200 visitors from this one address are let in, and
    // may wait together (QUEUED_PER_ADDRESS: 3 by default since #37).
    env: {
      SIMULATE: 'off',
      DEMO_ACCOUNTS: 'on',
      LOG_LEVEL: 'warn',
      RATE_VISITORS_PER_HOUR: '100000',
      RATE_REQUESTS_PER_MINUTE: '1000000',
      RATE_WRITES_PER_MINUTE: '100000',
      QUEUED_PER_ADDRESS: '1000',
    },
    // A browser is placed on a node by a cookie, while that node is up.
    prefer: (req) => {
      const n = /(?:^|;\s*)webchat-node=(\d)/.exec(req.headers.cookie ?? '')?.[1];
      return n ? cluster.nodes[Number(n) - 1]?.url : undefined;
    },
  });
  browsers = await Promise.all([launchBrowser(), launchBrowser()]);
});
afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  await cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A page whose requests and socket the balancer sends to node `n` while it is up. */
async function pageOn(n: number, browser: Browser, viewport: 'phone' | 'desktop') {
  const tracked = await openPage(browser, viewport);
  await tracked.context.addCookies([
    { name: 'webchat-node', value: String(n), url: cluster.url, sameSite: 'Lax' },
  ]);
  return tracked;
}

const log = (page: Page) => page.getByRole('log', { name: '与客服的对话' });
const elog = (page: Page) => page.getByRole('log', { name: '与访客的对话' });
const input = (page: Page) => page.getByRole('textbox', { name: '输入消息' });
async function say(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
}

/** Counts `text` in a virtualised log, scrolling up from the newest row until it is found. */
async function findIn(logOf: ReturnType<typeof log>, page: Page, text: string): Promise<number> {
  await logOf.evaluate((el) => (el.scrollTop = el.scrollHeight));
  for (let step = 0; step < 40; step += 1) {
    const found = await logOf.getByText(text, { exact: true }).count();
    if (found > 0) return found;
    const top = await logOf.evaluate((el) => (el.scrollTop -= el.clientHeight / 2));
    await page.waitForTimeout(150);
    if (top <= 0 && step > 3) break;
  }
  return logOf.getByText(text, { exact: true }).count();
}

let visitor: TrackedPage;
let engineer: TrackedPage;

describe('a cluster of three nodes on PostgreSQL and Redis behind a proxy', () => {
  it('a visitor on node 1 and an engineer on node 3 talk: text, typing, read state, an image and a file', async () => {
    engineer = await pageOn(3, browsers[1]!, 'desktop');
    visitor = await pageOn(1, browsers[0]!, 'phone');
    const e = engineer.page;
    const v = visitor.page;
    await signInConsole(e, cluster.url);

    await v.goto(`${cluster.url}/chatQueue?type=2&queue_code=NB`);
    await e
      .getByRole('button', { name: /^接入 / })
      .first()
      .click({ timeout: 30_000 });
    await log(v).getByText('演示工程师 已接入，为您服务').waitFor({ timeout: 20_000 });

    await say(v, '电脑开不了机');
    await elog(e).getByText('电脑开不了机').waitFor({ timeout: 15_000 });
    // The engineer has it open: the visitor's line turns read, across the two nodes.
    await log(v).getByText('已读').last().waitFor({ timeout: 30_000 });

    // Typing on node 3 shows on node 1.
    await input(e).fill('请稍');
    await v.getByText(/正在输入/).waitFor({ timeout: 15_000 });
    await input(e).fill('请拍一下屏幕和机身标签');
    await input(e).press('Enter');
    await log(v).getByText('请拍一下屏幕和机身标签').waitFor({ timeout: 15_000 });

    // An image uploaded to node 1 is served by node 3 (one uploads directory, one database).
    const picture = v.waitForEvent('filechooser');
    await v.getByRole('button', { name: '发送图片' }).click();
    await (await picture).setFiles('tests/e2e/fixtures/photo.png');
    const shown = elog(e).getByRole('button', { name: '查看大图' }).last();
    await shown.waitFor({ timeout: 20_000 });
    const src = await shown.locator('img').getAttribute('src');
    expect(src).toMatch(/^\/uploads\//);
    expect((await fetch(new URL(src!, cluster.nodes[2]!.url))).status).toBe(200);

    const file = e.waitForEvent('filechooser');
    await e.getByRole('button', { name: '发送文件' }).click();
    await (
      await file
    ).setFiles({
      name: '维修指南.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await log(v).getByText('维修指南.pdf').waitFor({ timeout: 20_000 });
    expect(visitor.errors).toEqual([]);
    expect(engineer.errors).toEqual([]);
  });

  it('node 1 is killed mid-conversation: the visitor reconnects through the proxy to another node and loses nothing, duplicates nothing', async () => {
    const v = visitor.page;
    const e = engineer.page;
    await cluster.nodes[0]!.kill();
    await v.getByText('连接已断开，请检查网络连接').waitFor({ timeout: 20_000 });
    // Written while the visitor's node is gone: the outbox keeps it until the socket is back.
    await say(v, '节点停了还能发吗');
    await input(e).fill('工程师：换了节点也在');
    await input(e).press('Enter');
    await log(v).getByText('工程师：换了节点也在').waitFor({ timeout: 30_000 });
    await elog(e).getByText('节点停了还能发吗').waitFor({ timeout: 30_000 });
    await say(v, '访客：换节点之后');
    await elog(e).getByText('访客：换节点之后').waitFor({ timeout: 15_000 });

    await v.reload();
    await log(v).getByText('访客：换节点之后').waitFor({ timeout: 20_000 });
    for (const text of [
      '电脑开不了机',
      '请拍一下屏幕和机身标签',
      '维修指南.pdf',
      '节点停了还能发吗',
      '工程师：换了节点也在',
      '访客：换节点之后',
    ])
      expect(await findIn(log(v), v, text), text).toBe(1);
    for (const text of ['电脑开不了机', '节点停了还能发吗', '访客：换节点之后'])
      expect(await findIn(elog(e), e, text), text).toBe(1);
    // The node comes back and takes its share again.
    await cluster.nodes[0]!.start();
  });

  it('200 visitors queue through different nodes and every one is accepted exactly once', async () => {
    const nodes = cluster.nodes.map((n) => n.url);
    const call = <T>(n: number, path: string, body?: unknown, token?: string) =>
      apiCall<T>(nodes[n % nodes.length]!, path, body, token);
    const sessions = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const { token } = await call<{ token: string }>(i, '/api/csc/login/anon', {});
        const queued = await call<{ session_id: string }>(
          i + 1,
          '/api/csc/queue/selectBigQueue',
          { token, queue_code: 'NB', pathway: 'webchat' },
          token,
        );
        return queued.session_id;
      }),
    );
    expect(new Set(sessions).size).toBe(200);

    // The demo engineer (5 seats) accepts from three nodes at once and ends each at once.
    const { token } = await call<{ token: string }>(0, '/api/csc/engineer/login', {
      account: 'demo',
      password: 'demo123',
    });
    await call(0, '/api/csc/engineer/status', { status: 'online' }, token);
    const accepted = new Map<string, number>();
    const mine = new Set(sessions);
    const worker = async (n: number) => {
      for (let round = 0; round < 2_000; round += 1) {
        const waiting = (
          await call<{ session_id: string }[]>(n, '/api/csc/engineer/waiting', undefined, token)
        ).filter((w) => mine.has(w.session_id));
        if (waiting.length === 0) return;
        // All three go for the head of the queue, so claims collide on purpose.
        const id = waiting[0]!.session_id;
        try {
          await call(n, '/api/csc/engineer/accept', { session_id: id }, token);
        } catch {
          continue; // someone else's, or no seat free this instant
        }
        accepted.set(id, (accepted.get(id) ?? 0) + 1);
        await call(n, '/api/csc/engineer/close', { session_id: id }, token);
      }
    };
    await Promise.all([0, 1, 2].map(worker));
    expect(accepted.size).toBe(200);
    expect([...accepted.values()].every((times) => times === 1)).toBe(true);
    // Each visitor's conversation opened once, by one engineer.
    const notices = await Promise.all(
      sessions
        .slice(0, 20)
        .map((id, i) =>
          call<{ messages: { MessageType?: string; Content?: string }[] }>(
            i,
            `/api/csc/engineer/transcript/${id}`,
            undefined,
            token,
          ),
        ),
    );
    for (const transcript of notices)
      expect(JSON.stringify(transcript).match(/CreateSession/g)?.length).toBe(1);
  });

  it('the review on node 2 shows the conversation held on nodes 1 and 3', async () => {
    const supervisor = await pageOn(2, browsers[1]!, 'desktop');
    const page = supervisor.page;
    try {
      await page.goto(`${cluster.url}/review`);
      await page.getByLabel('账号').fill('demo');
      await page.getByLabel('密码').fill('demo123');
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.getByRole('search', { name: '筛选会话' }).waitFor();
      await page.getByRole('searchbox', { name: '关键词' }).fill('电脑开不了机');
      await page.getByRole('searchbox', { name: '关键词' }).press('Enter');
      const results = page.getByRole('list', { name: '会话列表' });
      await page
        .getByRole('status')
        .filter({ hasText: '共 1 个会话' })
        .waitFor({ timeout: 20_000 });
      await results.getByRole('link').first().click();
      const transcript = page.getByRole('log', { name: '与客服的对话' });
      await transcript.getByText('访客：换节点之后').waitFor({ timeout: 20_000 });
      expect(await findIn(transcript, page, '电脑开不了机')).toBe(1);
      expect(supervisor.errors).toEqual([]);
    } finally {
      await supervisor.context.close();
    }
  });
});
