#!/usr/bin/env node
// The README's run command: builds the demo (the app on its in-browser backend) and serves it.
import { build, preview } from 'vite';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

await build({ configFile: 'vite.config.ts', mode: 'demo', logLevel: 'warn' });
const server = await preview({
  configFile: 'vite.config.ts',
  mode: 'demo',
  preview: { port, host, strictPort: true, open: false },
});
const base = server.resolvedUrls?.local[0] ?? `http://${host}:${port}/`;
console.log(`\nwebchat demo is running (mock backend in the browser)\n`);
console.log(`  visitor:  ${base}chatQueue`);
console.log(`  engineer: ${base}chatEngieer`);
console.log(`  review:   ${base}review\n`);
