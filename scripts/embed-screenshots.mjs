#!/usr/bin/env node
// README "Embed it" screenshots: widget.js on a plain support article served from another
// origin, against the reference server. Needs `npm run build:server` first.
// node scripts/embed-screenshots.mjs [outDir]
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from './chromium.mjs';

const out = process.argv[2] ?? 'docs/screenshots';
const CHAT_PORT = 4331;
const CHAT = `http://127.0.0.1:${CHAT_PORT}`;
const HOST = `http://127.0.0.1:${CHAT_PORT + 1}`;
mkdirSync(out, { recursive: true });

const page =
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">` +
  `<link rel="icon" href="data:,"><title>支持中心</title><style>` +
  `body{margin:0;font:16px/1.7 system-ui,sans-serif;color:#1f1f1f;background:#f5f6f8}` +
  `header{background:#1f1f1f;color:#fff;padding:14px 24px;font-weight:700}` +
  `main{max-width:720px;margin:0 auto;padding:24px}` +
  `article{background:#fff;border-radius:12px;padding:8px 24px 24px}</style></head><body>` +
  `<header>联想服务 · 支持中心</header><main><article><h1>笔记本电池充不进电</h1>` +
  `<p>电池显示“已接通电源，未充电”时，先确认电源适配器的功率与机型匹配，再在电源管理软件中关闭“养护模式”。` +
  `如果仍无法充电，请联系在线客服。</p><p>更多帮助：驱动下载、保修查询、维修进度。</p></article></main>` +
  `<script>window.webchat=window.webchat||function(){var a=arguments;(webchat.q=webchat.q||[]).push(a);` +
  `return function(){webchat('off',a[1],a[2])}};</script>` +
  `<script async src="${CHAT}/widget.js" data-project="DEFAULT_PROJECT"></script></body></html>`;

const data = mkdtempSync(join(tmpdir(), 'webchat-embed-shots-'));
const server = spawn(process.execPath, ['dist-server/main.js'], {
  env: {
    ...process.env,
    PORT: String(CHAT_PORT),
    DATA_DIR: data,
    DIST_DIR: process.env.DIST_DIR ?? 'dist-prod',
    LOG_LEVEL: 'warn',
    SIMULATE: 'off',
    DEMO_ACCOUNTS: 'on',
    EMBED_ORIGINS: HOST,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const site = createServer((_request, response) => {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(page);
}).listen(CHAT_PORT + 1, '127.0.0.1');
for (let i = 0; i < 100; i += 1) {
  if (
    await fetch(`${CHAT}/widget.js`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 100));
}

const browser = await launchChromium();
/** Opens the chat, asks a question as 李女士, waits for the answer, then `shoot`. */
async function flow(viewport, shoot) {
  const context = await browser.newContext({ ...viewport, locale: 'zh-CN' });
  const p = await context.newPage();
  await p.goto(`${HOST}/`);
  await p.locator('button.l').click();
  const chat = p.frameLocator('iframe');
  await chat
    .getByText(/智能助手小威/)
    .first()
    .waitFor({ timeout: 20_000 });
  await p.evaluate(() => {
    window.webchat('identify', { name: '李女士' });
    window.webchat('send', '笔记本电脑充不进电，怎么办？');
  });
  await chat.getByText('相关文章').last().waitFor({ timeout: 15_000 });
  await p.waitForTimeout(800);
  await shoot(p);
  await context.close();
}
/** A second question, the chat closed at once: the answer shows on the launcher. */
async function unread(p) {
  await p.evaluate(() => {
    window.webchat('send', '电池能保修吗？');
    window.webchat('close');
  });
  await p.getByRole('button', { name: /条未读消息/ }).waitFor({ timeout: 15_000 });
  await p.mouse.move(10, 10);
  await p.waitForTimeout(300);
}
try {
  await flow({ viewport: { width: 1280, height: 800 } }, async (p) => {
    await p.screenshot({ path: `${out}/embed-open-desktop.png` });
  });
  await flow(
    { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    async (p) => {
      await unread(p);
      await p.screenshot({ path: `${out}/embed-launcher-phone.png` });
    },
  );
} finally {
  await browser.close();
  site.close();
  server.kill('SIGTERM');
  rmSync(data, { recursive: true, force: true });
}
