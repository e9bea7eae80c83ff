#!/usr/bin/env node
// Issue #18 item 5: how long from a visitor's 转人工 to the row in the engineer's queue. The
// built reference server (dist-server/main.js over dist-prod, as tests/e2e/push.e2e.ts starts
// it: SIMULATE off, a fresh data directory) and two Chromiums: the demo engineer signed in at
// /chatEngieer, and for each run a new visitor at /chatQueue?queue_code=NB who waits for the
// robot's greeting and clicks 转人工. The clock runs from the click to the moment the queue
// shows one more 接入 button. Only the UI is used (roles and texts), so the same script
// measures a console that polls (before #18) and one that is pushed. Prints the median and
// p90 of the runs; asserts nothing. Not CI.
//
//   npm run build:server && node bench/queue-push.mjs [--runs 20] [--port 4322] [--json out.json]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../scripts/chromium.mjs';

const MAIN = 'dist-server/main.js';
const DIST = process.env.E2E_SERVER_DIST ?? 'dist-prod';
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    port: { type: 'string', default: '4322' },
    json: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const PORT = Number(args.port);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs is a positive integer');
if (!existsSync(MAIN) || !existsSync(join(DIST, 'index.html')))
  throw new Error(`${MAIN} or ${DIST}/index.html is missing: run npm run build:server first`);

const url = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'webchat-bench-push-'));
const server = spawn(process.execPath, [MAIN], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: DIST,
    LOG_LEVEL: 'warn',
    RATE_REQUESTS_PER_MINUTE: '1000000',
    RATE_VISITORS_PER_HOUR: '1000000',
    RATE_WRITES_PER_MINUTE: '1000000',
    DEMO_ACCOUNTS: 'on',
    SIMULATE: 'off',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForHttp(address, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(address)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${address} did not come up within ${timeoutMs} ms`);
}

/** The q-th quantile (0..1) of sorted numbers, nearest rank. */
const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

const DESKTOP = { viewport: { width: 1280, height: 800 }, locale: 'zh-CN' };
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
};

let engineerBrowser;
let visitorBrowser;
try {
  await waitForHttp(`${url}/chatQueue`);
  [engineerBrowser, visitorBrowser] = await Promise.all([launchChromium(), launchChromium()]);
  const e = await (await engineerBrowser.newContext(DESKTOP)).newPage();
  await e.goto(`${url}/chatEngieer`);
  await e.getByLabel('工程师账号').fill('demo');
  await e.getByLabel('密码').fill('demo123');
  await e.getByRole('button', { name: '登录' }).click();
  const queue = e.getByRole('region', { name: /排队中/ });
  await queue.waitFor({ timeout: 30_000 });
  const rows = queue.getByRole('button', { name: /^接入/ });

  const times = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const context = await visitorBrowser.newContext(PHONE);
    const v = await context.newPage();
    await v.goto(`${url}/chatQueue?queue_code=NB`);
    await v
      .getByRole('log', { name: '与客服的对话' })
      .getByText('智能助手小威')
      .first()
      .waitFor({ timeout: 30_000 });
    const before = await rows.count();
    const transfer = v.getByRole('button', { name: '转人工', exact: true }).first();
    await transfer.waitFor();
    const clicked = performance.now();
    await transfer.click();
    await rows.nth(before).waitFor({ timeout: 30_000 });
    const ms = Math.round(performance.now() - clicked);
    times.push(ms);
    console.log(`run ${String(run).padStart(2)}: ${ms} ms`);
    await context.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const result = {
    runs: RUNS,
    medianMs: quantile(sorted, 0.5),
    p90Ms: quantile(sorted, 0.9),
    minMs: sorted[0],
    maxMs: sorted.at(-1),
    times,
  };
  console.log(
    `转人工 -> row on the engineer's screen, ${RUNS} runs: median ${result.medianMs} ms, ` +
      `p90 ${result.p90Ms} ms (min ${result.minMs}, max ${result.maxMs})`,
  );
  if (args.json) writeFileSync(args.json, `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await engineerBrowser?.close();
  await visitorBrowser?.close();
  server.kill('SIGTERM');
  await new Promise((resolve) =>
    server.exitCode !== null ? resolve() : server.once('exit', resolve),
  );
  rmSync(dataDir, { recursive: true, force: true });
}
