#!/usr/bin/env node
// MessageList in headless Chromium: 100,000 messages of mixed height in the virtualized list,
// then 5,000 in a naive list that renders every row. For each: time until the list is painted
// at the newest message, long tasks (> 50 ms) while scrolling up through 2,000 rows and while
// 50 messages a second arrive for 10 s, and the JS heap; the same 5,000 in MessageList for
// reference. Prints a table; asserts nothing.
import { readFileSync, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { build } from 'vite';

const OUT = join(process.cwd(), 'bench/results/message-list');
const SCENARIOS = [
  { name: 'virtualized (MessageList)', mode: 'virtual', count: 100_000 },
  { name: 'naive (every row in the DOM)', mode: 'naive', count: 5_000 },
  // For reference: the same 5,000 in MessageList.
  { name: 'virtualized, 5,000', mode: 'virtual', count: 5_000 },
];
const SCROLL_ROWS = 2_000;
const SCROLL_STEP_PX = 800;
const LIVE_PER_SECOND = 50;
const LIVE_SECONDS = 10;

/** The e2e suite's Chromium flags, read from tests/e2e/support/browser.ts so both stay alike. */
function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(dir, 'index.html');
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

async function heapMb(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const performanceMemory = await page.evaluate(() => window.bench.jsHeapMb());
  return { cdp: Math.round(usedSize / 1e5) / 10, performanceMemory };
}

async function run(browser, baseUrl, scenario) {
  const context = await browser.newContext({ viewport: { width: 480, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const cdp = await context.newCDPSession(page);
  await page.goto(`${baseUrl}/?mode=${scenario.mode}&count=${scenario.count}`);
  await page.waitForFunction(() => window.bench !== undefined);
  const open = await page.evaluate(() => window.bench.open());
  const heapOpen = await heapMb(page, cdp);
  const scroll = await page.evaluate(
    ([rows, step]) => window.bench.scroll(rows, step, 30_000),
    [SCROLL_ROWS, SCROLL_STEP_PX],
  );
  const live = await page.evaluate(
    ([perSecond, seconds]) => window.bench.live(perSecond, seconds),
    [LIVE_PER_SECOND, LIVE_SECONDS],
  );
  const heapLive = await heapMb(page, cdp);
  await context.close();
  return { ...scenario, open, heapOpen, scroll, live, heapLive, errors };
}

const tasks = (t) => `${t.count} (longest ${t.longestMs} ms, blocking ${t.blockingMs} ms)`;

function printTable(results) {
  const rows = [
    ['messages', (r) => r.count.toLocaleString('en')],
    ['data generation', (r) => `${r.open.generatedMs} ms`],
    ['open → painted at newest', (r) => `${r.open.openMs} ms`],
    ['long tasks while opening', (r) => tasks(r.open.longTasks)],
    ['DOM elements after open', (r) => r.open.domNodes.toLocaleString('en')],
    ['JS heap after open (CDP)', (r) => `${r.heapOpen.cdp} MB`],
    ['performance.memory after open', (r) => `${r.heapOpen.performanceMemory} MB`],
    [
      `scroll up ${SCROLL_ROWS} rows`,
      (r) => `${r.scroll.rowsPassed} rows, ${r.scroll.ms} ms, ${r.scroll.fps} fps`,
    ],
    ['long tasks while scrolling', (r) => tasks(r.scroll.longTasks)],
    [
      `${LIVE_PER_SECOND}/s arriving for ${LIVE_SECONDS} s`,
      (r) =>
        `${r.live.added} added, ${r.live.fps} fps, followed: ${r.live.followed ? 'yes' : 'no'}`,
    ],
    ['long tasks while arriving', (r) => tasks(r.live.longTasks)],
    ['JS heap after arrivals (CDP)', (r) => `${r.heapLive.cdp} MB`],
    ['page errors', (r) => (r.errors.length ? r.errors.join('; ') : 'none')],
  ];
  const header = ['', ...results.map((r) => r.name)];
  const body = rows.map(([label, cell]) => [label, ...results.map(cell)]);
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((row) => row[i].length)));
  const line = (row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of body) console.log(line(row));
}

const started = Date.now();
await build({
  configFile: 'vite.config.ts',
  root: 'bench/message-list',
  mode: 'production',
  logLevel: 'error',
  build: { outDir: OUT, emptyOutDir: true, sourcemap: false, manifest: false },
});
console.log(`built bench page in ${Math.round((Date.now() - started) / 1000)} s`);

const server = await serve(OUT);
const baseUrl = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'],
});
try {
  const results = [];
  for (const scenario of SCENARIOS) results.push(await run(browser, baseUrl, scenario));
  printTable(results);
} finally {
  await browser.close();
  server.close();
}
console.log(`total ${Math.round((Date.now() - started) / 1000)} s`);
