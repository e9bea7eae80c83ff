#!/usr/bin/env node
// `npm run test:visual [-- --update]`: every Ladle story's picture, axe and console on a phone and
// a desktop (#16 item 4, tests/e2e/stories-*.e2e.ts) on the built Ladle; --update writes the
// baselines instead. Needs `npm run build:demo` and `npm run ladle:build` first (the e2e's
// servers serve both).
import { spawnSync } from 'node:child_process';

const update = process.argv.includes('--update');
const rest = process.argv.slice(2).filter((arg) => arg !== '--update');
const run = spawnSync(
  'node_modules/.bin/vitest',
  ['run', '-c', 'vitest.e2e.config.ts', 'tests/e2e/stories-', ...rest],
  { stdio: 'inherit', env: { ...process.env, ...(update && { VISUAL_UPDATE: '1' }) } },
);
process.exit(run.status ?? 1);
