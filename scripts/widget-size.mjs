#!/usr/bin/env node
// widget.js's weight on a host page: builds it (vite.widget.config.ts) into a temporary folder
// and gzips it as a server would. `node scripts/widget-size.mjs` prints the figure and fails
// over the budget; src/embed/widget-size.test.ts runs the same check with the unit tests.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** DESIGN.md: the embed snippet's loader is at most 2 kB gzip. */
export const WIDGET_BUDGET = 2048;

export async function widgetSize() {
  const { build } = await import('vite');
  const outDir = mkdtempSync(join(tmpdir(), 'webchat-widget-'));
  try {
    await build({
      configFile: fileURLToPath(new URL('../vite.widget.config.ts', import.meta.url)),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
    const code = readFileSync(join(outDir, 'widget.js'));
    return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length, code: code.toString() };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { raw, gzip } = await widgetSize();
  console.log(`widget.js: ${raw} B, ${gzip} B gzip (budget ${WIDGET_BUDGET} B)`);
  if (gzip > WIDGET_BUDGET) process.exit(1);
}
