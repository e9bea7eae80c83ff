#!/usr/bin/env node
// Loopback load test of the reference server (issue #8 item 6). The server runs as a child
// process (its own bundle, a temporary DATA_DIR, SIMULATE off); this process plays N visitors
// and the nine seeded engineers. Phases: visitors log in over HTTP, open and log in their IM
// sockets, queue (spread over the five skill queues) and are accepted round-robin by the
// engineers; then visitors send at a fixed rate, then as fast as 32 senders can, and each
// message is timed from the HTTP send to its arrival on the engineer's socket. Memory is the
// server's own (heap after GC over IPC, RSS from /proc); the write rate is read back from the
// SQLite file afterwards. Prints a table; asserts nothing; every phase has a deadline. Not CI.
//
//   node bench/server.mjs [--visitors 1000] [--rate 200] [--seconds 20] [--quick]
//                         [--bundle dist-server/main.js] [--json out.json] [--keep]
//                         [--profile dir]   (the server's CPU profile, for a slow phase)
//                         [--cluster 3]     (N nodes on PostgreSQL and Redis: server/cluster.mjs)
//                         [--no-fsync]      (with --cluster: PostgreSQL without fsync)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serverBundle } from './server/build.mjs';
import { apiClient, inPool } from './server/clients.mjs';
import { startClusterProcesses } from './server/cluster.mjs';
import { readBack } from './server/database.mjs';
import { createTracker, fixedRate, saturate, summary } from './server/load.mjs';
import { engineersOnline, visitorSteps, warmUp } from './server/people.mjs';
import { report } from './server/report.mjs';
import { startServerProcess } from './server/server-process.mjs';
import { cpuSecondsOf, fileLimits, rssOf } from './server/stats.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    visitors: { type: 'string' },
    rate: { type: 'string' },
    seconds: { type: 'string' },
    quick: { type: 'boolean', default: false },
    bundle: { type: 'string' },
    json: { type: 'string' },
    keep: { type: 'boolean', default: false },
    profile: { type: 'string' },
    cluster: { type: 'string' },
    'no-fsync': { type: 'boolean', default: false },
  },
});
const quick = args.quick;
const N = Number(args.visitors ?? (quick ? 200 : 1000));
const RATE = Number(args.rate ?? (quick ? 100 : 200));
const SECONDS = Number(args.seconds ?? (quick ? 5 : 20));
const SATURATE = { concurrency: 32, seconds: quick ? 2 : 5 };
const NODES = args.cluster === undefined ? 0 : Number(args.cluster);
if (!Number.isInteger(NODES) || NODES < 0 || NODES > 8) throw new Error('--cluster is 1 to 8');
if (!Number.isInteger(N) || N < 1 || N > 10_000) throw new Error('--visitors is 1 to 10000');
if (!(RATE > 0 && SECONDS > 0)) throw new Error('--rate and --seconds must be positive');

const limits = fileLimits();
const result = {
  node: process.version,
  cpus: cpus().length,
  fileLimits: limits,
  // The machine may be shared: a busy neighbour shows here and in the latencies.
  loadAverage: { start: loadavg() },
  visitors: N,
  nodes: NODES || undefined,
  rate: RATE,
  seconds: SECONDS,
  phases: {},
  memory: {},
};

// Each visitor holds one socket here and one in the server (two processes, each its own limit).
if (typeof limits.soft === 'number' && limits.soft < N + 512) {
  console.error(`ulimit -n is ${limits.soft}; ${N} sockets need about ${N + 512}. Raise it first.`);
  process.exit(2);
}

// Bounded whatever happens: a phase past its deadline ends the run with what it has.
const HARD_LIMIT_MS = (quick ? 3 : 20) * 60_000;
const began = Date.now();
const deadline = (seconds) => Math.min(Date.now() + seconds * 1000, began + HARD_LIMIT_MS);
const work = mkdtempSync(join(tmpdir(), 'webchat-bench-'));
const sockets = [];
let server;

/** Runs a phase, noting its time and the CPU both processes spent (1 core = 1.0). */
/** CPU seconds of the server (every node of a cluster). */
const serverCpuSeconds = () =>
  (server.pids ?? [server.pid]).reduce((sum, pid) => sum + (cpuSecondsOf(pid) ?? 0), 0);

async function phase(name, run) {
  const serverCpu = serverCpuSeconds();
  const writes = await server.writes?.();
  const ownCpu = process.cpuUsage();
  const started = performance.now();
  const out = await run();
  const seconds = (performance.now() - started) / 1000;
  const own = process.cpuUsage(ownCpu);
  result.phases[name] = {
    done: out.done,
    load: out.load,
    seconds,
    serverCpu: (serverCpuSeconds() - serverCpu) / seconds,
    benchCpu: (own.user + own.system) / 1e6 / seconds,
  };
  if (writes) {
    const after = await server.writes();
    result.phases[name].database = {
      commitsPerSecond: (after.commits - writes.commits) / seconds,
      rowsPerSecond: (after.rows - writes.rows) / seconds,
    };
  }
  console.log(`  ${name}: ${seconds.toFixed(1)} s`);
  if (out.errors?.length) throw new Error(`${name}: ${out.errors[0].message}`);
  if (out.timedOut) throw new Error(`${name}: deadline passed after ${out.done} of ${N}`);
}

/** Notes the server's memory; returns its event-loop delay since the previous sample. */
async function sample(label) {
  const answer = await server.memory();
  if (!answer.collected) throw new Error('the server was not started with --expose-gc');
  const rss = server.pids ? answer.rss : (rssOf(server.pid) ?? answer.rss);
  result.memory[label] = { heapUsed: answer.heapUsed, rss };
  return answer.loop;
}

async function main() {
  console.log(
    `bench/server: ${N} visitors, ${RATE} msg/s for ${SECONDS} s, ulimit -n ${limits.soft}`,
  );
  const main = await serverBundle(ROOT, args.bundle);
  const dataDir = join(work, 'data');
  const distDir = join(work, 'client'); // a one-page stand-in: the bench needs the API only
  mkdirSync(dataDir);
  mkdirSync(distDir);
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>bench</title>');
  const nodeArgs = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(args.profile)}`] : [];
  server = NODES
    ? await startClusterProcesses({
        main,
        work,
        distDir,
        nodes: NODES,
        nodeArgs,
        noFsync: args['no-fsync'],
      })
    : await startServerProcess({ main, dataDir, distDir, nodeArgs });
  const call = server.call ?? apiClient(server.url);
  const tracker = createTracker();
  const wsUrl = server.wsUrl;
  await warmUp({ call, wsUrl });
  await sample('started');

  const engineers = [];
  await phase('engineers', async () => {
    engineers.push(
      ...(await engineersOnline({ call, wsUrl, sockets, onFrame: tracker.onEngineerFrame })),
    );
    return { done: engineers.length };
  });
  await sample('engineers');

  const visitors = new Array(N);
  const steps = visitorSteps({ call, wsUrl, visitors, engineers, sockets });
  await phase('logins', () => inPool(N, 64, steps.logIn, deadline(120 + N / 20)));
  await sample('logins');
  await phase('sockets', () => inPool(N, 64, steps.connect, deadline(120 + N / 20)));
  await sample('sockets');
  // Eight at a time, each queued then accepted at once: queues stay short, as when engineers
  // keep up. (A queue thousands long is another test: every change re-announces every place.)
  await phase('queue+accept', () => inPool(N, 8, steps.queueAndAccept, deadline(300 + N / 10)));
  await sample('sessions');

  // Failed or lost sends are results here, not reasons to stop.
  const fixed = { call, visitors, perSecond: RATE, seconds: SECONDS, phase: tracker.phase('r-') };
  await phase('fixed rate', async () => ({ load: summary(await fixedRate(fixed)) }));
  result.phases['fixed rate'].serverLoop = await sample('after fixed rate');
  const burst = { call, visitors, ...SATURATE, phase: tracker.phase('s-') };
  await phase('saturation', async () => ({ load: summary(await saturate(burst)) }));
  result.phases.saturation.serverLoop = await sample('after load');
}

async function finish(error) {
  for (const ws of sockets) ws.terminate();
  if (server?.readBack) result.database = await server.readBack().catch(() => undefined);
  result.exit = await server?.stop();
  result.serverLog = server?.log && { lines: server.log.lines, last: server.log.last };
  if (server && !NODES) result.database = readBack(join(work, 'data', 'webchat.db'));
  result.loadAverage.end = loadavg();
  result.totalSeconds = (Date.now() - began) / 1000;
  report(result, error);
  if (args.json) writeFileSync(args.json, `${JSON.stringify(result, null, 2)}\n`);
  if (args.keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

const watchdog = setTimeout(() => {
  console.error('bench/server: hard time limit reached');
  void finish(new Error('hard time limit')).finally(() => process.exit(3));
}, HARD_LIMIT_MS);
main().then(
  () => finish().then(() => (clearTimeout(watchdog), process.exit(0))),
  (error) => finish(error).then(() => (clearTimeout(watchdog), process.exit(1))),
);
