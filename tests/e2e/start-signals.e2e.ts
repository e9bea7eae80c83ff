import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// Issue #13 (8): SIGINT or SIGTERM sent to `npm start` (or to `node scripts/start.mjs`) stops the
// server, and no process of the tree is left. npm passes a signal on to the script's shell only;
// dash does not exec the script's one command, so the script itself never saw it.
// `--no-build` serves dist-server/ and dist-prod/ as `npm run build:server` left them: no case
// waits for a build, whatever the sources' dates.

const DIST = process.env.E2E_SERVER_DIST ?? 'dist-prod';

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

/** Whether something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Processes whose command line or environment names the marker (this run's data directory). */
function processesNaming(marker: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    if (Number(pid) === process.pid) continue;
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8');
      if (cmdline.includes(marker) || environ.split('\0').some((v) => v.includes(marker)))
        found.push(`${pid} ${cmdline.split('\0').join(' ').trim()}`);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

/** Waits for `check`; `what` says what did not happen, as of the deadline. */
async function until(check: () => Promise<boolean> | boolean, ms: number, what: () => string) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what()} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface Started {
  child: ChildProcess;
  port: number;
  dataDir: string;
  output: () => string;
  exited: Promise<void>;
}

const started: Started[] = [];

/** `npm start` (or the script itself) in its own process group, on a free port and fresh data. */
async function start(command: string, args: string[], env: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'webchat-start-signals-'));
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: DIST,
      SIMULATE: 'off',
      DEMO_ACCOUNTS: 'on',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own group: the signal goes to the one process, and cleanup can reach every descendant.
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const run: Started = { child, port, dataDir, output: () => output, exited };
  started.push(run);
  return run;
}

afterEach(() => {
  for (const { child, dataDir } of started.splice(0)) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // the group is gone, as it should be
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/**
 * Sends the signal to the first process only and expects the whole tree gone in a few seconds
 * (the server closes its sockets and the database first; a loaded CI machine gets some room).
 */
async function expectStopsOn(run: Started, signal: NodeJS.Signals) {
  await until(
    async () =>
      (await fetch(`http://127.0.0.1:${run.port}/chatQueue`).catch(() => null))?.ok ?? false,
    15_000,
    () => `the server did not answer: ${run.output()}`,
  );
  expect(processesNaming(run.dataDir).length).toBeGreaterThanOrEqual(2);
  run.child.kill(signal);
  await until(
    async () => !(await listening(run.port)),
    8_000,
    () => 'the port is still open',
  );
  await until(
    () => processesNaming(run.dataDir).length === 0,
    8_000,
    () => `processes left: ${processesNaming(run.dataDir).join('; ')}`,
  );
  await run.exited;
}

describe.skipIf(process.platform !== 'linux')('stopping npm start', () => {
  if (!existsSync('dist-server/main.js') || !existsSync(join(DIST, 'index.html')))
    throw new Error(
      `dist-server/main.js or ${DIST}/index.html is missing: run npm run build:server`,
    );

  it('SIGTERM to npm stops the server and leaves no process', async () => {
    await expectStopsOn(await start('npm', ['start', '--', '--no-build']), 'SIGTERM');
  });

  it('SIGINT to npm (not to its group, as Ctrl+C would) does the same', async () => {
    await expectStopsOn(await start('npm', ['start', '--', '--no-build']), 'SIGINT');
  });

  it('SIGTERM to node scripts/start.mjs does the same', async () => {
    const run = await start(process.execPath, ['scripts/start.mjs', '--no-build']);
    await expectStopsOn(run, 'SIGTERM');
  });

  it('a signal while the client is being built ends it before any server starts', async () => {
    // An empty client folder makes start.mjs build into it; the signal comes as the build begins.
    const distDir = mkdtempSync(join(tmpdir(), 'webchat-start-signals-dist-'));
    try {
      const run = await start('npm', ['start'], { DIST_DIR: distDir });
      await until(
        () => run.output().includes('building the client'),
        10_000,
        () => 'no build began',
      );
      run.child.kill('SIGTERM');
      await until(
        () => processesNaming(run.dataDir).length === 0,
        8_000,
        () => `processes left: ${processesNaming(run.dataDir).join('; ')}`,
      );
      await run.exited;
      expect(run.output()).not.toMatch(/webchat is running/);
      expect(await listening(run.port)).toBe(false);
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});
