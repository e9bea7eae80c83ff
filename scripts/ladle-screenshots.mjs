#!/usr/bin/env node
// The README's pictures of Ladle as a testbench: node scripts/ladle-screenshots.mjs [outDir]
// Needs `npm run ladle:build` first; serves build-ladle/ with vite preview on a free port.
import { mkdirSync } from 'node:fs';
import { preview } from 'vite';
import { launchChromium } from './chromium.mjs';

const out = process.argv[2] ?? 'docs/screenshots';
const STORY = 'features--visitor-chat--engineer-typing';
mkdirSync(out, { recursive: true });
const server = await preview({
  configFile: false,
  build: { outDir: 'build-ladle' },
  preview: { port: 0, host: '127.0.0.1', open: false },
});
const base = server.resolvedUrls.local[0].replace(/\/$/, '');
const browser = await launchChromium();

try {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
  // Ladle's own page: the story list with the feature stories open, the story beside it.
  await page.goto(`${base}/?story=${STORY}`);
  await page.waitForSelector('html[data-app-story=ready]', { timeout: 30_000 });
  await page.waitForTimeout(1500);
  // The app is a whole page in Ladle's main column: its top in view.
  await page.evaluate(() => {
    for (const el of [document.scrollingElement, ...document.querySelectorAll('main, .ladle-main')])
      if (el) el.scrollTop = 0;
  });
  await page.screenshot({ path: `${out}/ladle-feature-story.png` });
  // The story's controls: a SPEC §8 scenario, an IM event, the script, the language.
  await page.getByRole('button', { name: /Explore different versions of this story/ }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/ladle-controls.png` });
  await context.close();
} finally {
  await browser.close();
  server.httpServer.close();
}
