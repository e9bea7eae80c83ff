#!/usr/bin/env node
// `npm test`: every check of the test command, stage by stage, then a table of the seconds each
// stage took (#38 item 1), so that every change to CI time shows in a note. Stops at the first
// stage that fails and still prints the table. Stages in one group run at once (the machine has
// two cores and these are single-threaded or wait on each other's disks). E2E stages write
// Vitest's JSON report, from which each file's seconds are listed.
//
// `node scripts/ci-stages.mjs --only unit:web,unit:server` runs some stages; `--list` names them.
// scripts/test.sh passes the seconds it spent installing (CI_INSTALL_SECONDS).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const REPORTS = 'tests/e2e/artifacts/reports';
const bin = (tool) => `node_modules/.bin/${tool}`;
const vitestJson = (name, ...args) => [
  bin('vitest'),
  'run',
  ...args,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${REPORTS}/${name}.json`,
];

/** Groups of stages; the stages of a group run at once, the groups one after another. */
export const GROUPS = [
  [
    { name: 'lint: eslint', cmd: [bin('eslint'), '.', '--max-warnings', '0'] },
    { name: 'lint: prettier', cmd: [bin('prettier'), '--check', '.'] },
    { name: 'typecheck', cmd: [bin('tsc'), '-p', 'tsconfig.json', '--noEmit'] },
  ],
  [
    {
      name: 'unit: web',
      cmd: vitestJson('unit-web', '--project', 'web'),
      report: 'unit-web',
    },
  ],
  // One project at a time: the 'web' project's threads and the others' forks, run together,
  // were four workers on two cores, and a screen's lazy part then missed its 3 s.
  [
    {
      name: 'unit: web-isolated',
      cmd: vitestJson('unit-web-isolated', '--project', 'web-isolated'),
      report: 'unit-web-isolated',
    },
  ],
  [
    {
      name: 'unit: server',
      cmd: vitestJson('unit-server', '--project', 'server'),
      report: 'unit-server',
    },
  ],
  [{ name: 'bundle check', cmd: ['node', 'bench/bundle.mjs', '--check'] }],
  [
    { name: 'build: demo', cmd: ['npm', 'run', '--silent', 'build:demo'] },
    { name: 'build: ladle', cmd: ['npm', 'run', '--silent', 'ladle:build'] },
  ],
  [{ name: 'build: server', cmd: ['npm', 'run', '--silent', 'build:server'] }],
  [{ name: 'e2e', cmd: vitestJson('e2e', '-c', 'vitest.e2e.config.ts'), report: 'e2e' }],
  [
    {
      name: 'cluster: contract',
      cmd: vitestJson('cluster', '--project', 'cluster'),
      report: 'cluster',
    },
  ],
  [
    {
      name: 'cluster: browsers',
      cmd: vitestJson('cluster-e2e', '-c', 'vitest.cluster.config.ts'),
      report: 'cluster-e2e',
    },
  ],
];

/**
 * Runs one stage; resolves to its exit code and seconds. Alone, its output passes through; beside
 * others, it is held and printed whole when the stage ends, so that the logs do not interleave.
 */
function run(stage, { alone }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(stage.cmd[0], stage.cmd.slice(1), {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    let ended = false;
    const end = (code) => {
      if (ended) return;
      ended = true;
      const seconds = (performance.now() - started) / 1000;
      if (!alone)
        process.stdout.write(`\n--- ${stage.name} (${fmt(seconds)} s)\n${Buffer.concat(held)}`);
      resolve({ stage, code, seconds });
    };
    child.on('error', (error) => {
      held.push(Buffer.from(`${stage.name}: ${error.message}\n`));
      end(1);
    });
    child.on('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
  });
}

/** Each file of a Vitest JSON report with its seconds, slowest first. */
export function filesOfReport(report) {
  return report.testResults
    .map((file) => ({
      file: relative(process.cwd(), file.name),
      seconds: (file.endTime - file.startTime) / 1000,
      failed: file.status === 'failed',
    }))
    .sort((a, b) => b.seconds - a.seconds);
}

const fmt = (seconds) => seconds.toFixed(1);

/** The timing table: each stage's seconds, the files of the reports under their stage. */
export function timingTable(results, { install, detailFiles = 12, reports = REPORTS } = {}) {
  const rows = [];
  if (install !== undefined) rows.push(['install (apt, npm install)', fmt(install), '']);
  for (const { stage, code, seconds, skipped } of results) {
    rows.push([
      stage.name,
      skipped ? '-' : fmt(seconds),
      skipped ? 'not run' : code ? 'FAILED' : 'ok',
    ]);
    const file = stage.report && `${reports}/${stage.report}.json`;
    if (skipped || !file || !existsSync(file)) continue;
    const files = filesOfReport(JSON.parse(readFileSync(file, 'utf8')));
    // The e2e files one by one (each a flow or a browser feature); the unit files' slowest.
    const shown = stage.name === 'e2e' ? files : files.slice(0, detailFiles);
    for (const f of shown) rows.push([`  ${f.file}`, fmt(f.seconds), f.failed ? 'FAILED' : '']);
    if (shown.length < files.length)
      rows.push([`  (${files.length - shown.length} more files)`, '', '']);
  }
  const total = results.reduce((sum, r) => sum + (r.skipped ? 0 : (r.wall ?? 0)), install ?? 0);
  rows.push(['total (wall)', fmt(total), '']);
  const width = Math.max(...rows.map((r) => r[0].length));
  return [
    `| ${'stage'.padEnd(width)} | seconds | result |`,
    `|${'-'.repeat(width + 2)}|--------:|--------|`,
    ...rows.map(([a, b, c]) => `| ${a.padEnd(width)} | ${b.padStart(7)} | ${c.padEnd(6)} |`),
  ].join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--list')) {
    for (const group of GROUPS) console.log(group.map((s) => s.name).join('  ||  '));
    return 0;
  }
  const onlyArg = args.find((a) => a.startsWith('--only'));
  const only = onlyArg && (onlyArg.split('=')[1] ?? args[args.indexOf(onlyArg) + 1]).split(',');
  const wanted = (stage) => !only || only.some((o) => stage.name.replace(/ /g, '').startsWith(o));
  mkdirSync(REPORTS, { recursive: true });
  const install = process.env.CI_INSTALL_SECONDS
    ? Number(process.env.CI_INSTALL_SECONDS)
    : undefined;

  const results = [];
  let failed = false;
  for (const group of GROUPS) {
    const stages = group.filter(wanted);
    if (!stages.length) continue;
    if (failed) {
      results.push(...stages.map((stage) => ({ stage, skipped: true })));
      continue;
    }
    console.log(`\n==> ${stages.map((s) => s.name).join(' + ')}`);
    const started = performance.now();
    const done = await Promise.all(stages.map((s) => run(s, { alone: stages.length === 1 })));
    const wall = (performance.now() - started) / 1000;
    // The group's wall time counts once in the total, on its first stage.
    done.forEach((r, i) => results.push({ ...r, wall: i === 0 ? wall : 0 }));
    failed = done.some((r) => r.code !== 0);
  }
  const table = timingTable(results, { install });
  writeFileSync(`${REPORTS}/timing.md`, `${table}\n`);
  console.log(`\n==> seconds of each stage (also in ${REPORTS}/timing.md)\n${table}`);
  return failed ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main());
