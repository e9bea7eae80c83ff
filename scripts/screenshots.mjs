#!/usr/bin/env node
// Takes README screenshots of the demo build: node scripts/screenshots.mjs [outDir]
// Needs `npm run build:demo` first; serves dist/ with vite preview on a free port.
import { mkdirSync } from 'node:fs';
import { preview } from 'vite';
import { launchChromium } from './chromium.mjs';

const out = process.argv[2] ?? 'docs/screenshots';
mkdirSync(out, { recursive: true });
const server = await preview({
  configFile: 'vite.config.ts',
  mode: 'demo',
  preview: { port: 0, host: '127.0.0.1', open: false },
});
const base = server.resolvedUrls.local[0].replace(/\/$/, '');
const browser = await launchChromium();

async function visitorFlow(name, viewport) {
  const context = await browser.newContext({ ...viewport, locale: 'zh-CN' });
  const page = await context.newPage();
  page.on(
    'console',
    (m) => m.type() === 'error' && console.log(`[${name}] console error:`, m.text()),
  );
  await page.goto(`${base}/chatQueue`);
  await page.getByText('智能助手', { exact: false }).first().waitFor();
  await page.getByRole('textbox', { name: '输入消息' }).fill('笔记本电脑充不进电怎么办[微笑]');
  await page.keyboard.press('Enter');
  await page.getByText('相关文章').first().waitFor({ timeout: 10_000 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/chat-robot-${name}.png` });
  await page.getByRole('button', { name: '转人工' }).first().click();
  await page.getByText('已接入，为您服务').waitFor({ timeout: 15_000 });
  await page
    .getByRole('textbox', { name: '输入消息' })
    .fill('序列号是 PF4ABC12，电池一直显示已接通电源未充电');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(5000);
  await page.screenshot({ path: `${out}/chat-engineer-${name}.png` });
  await context.close();
}

try {
  await visitorFlow('phone', {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await visitorFlow('desktop', { viewport: { width: 1280, height: 800 } });
} finally {
  await browser.close();
  await server.close();
}
