import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MAIN = 'dist-server/main.js';
const DIST = process.env.E2E_SERVER_DIST ?? 'dist-prod';

export interface ReferenceServer {
  url: string;
  dataDir: string;
  /** Kills the process outright (SIGKILL: no graceful shutdown), as a crash would. */
  kill(): Promise<void>;
  /** Starts it again on the same port and data directory. */
  restart(): Promise<void>;
  /** Stops it and removes its data. */
  stop(): Promise<void>;
}

async function waitForHttp(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * The reference server as `npm start` runs it (dist-server/main.js over the production client),
 * on its own port and a fresh data directory. `npm run build:server` builds both.
 */
export async function startReferenceServer(
  port: number,
  env: Record<string, string> = {},
): Promise<ReferenceServer> {
  if (!existsSync(MAIN) || !existsSync(join(DIST, 'index.html')))
    throw new Error(`${MAIN} or ${DIST}/index.html is missing: run npm run build:server first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'webchat-e2e-data-'));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const kill = async () => {
    if (!child) return;
    const gone = exited(child);
    child.kill('SIGKILL');
    await gone;
    child = undefined;
  };
  const launch = async () => {
    child = spawn(process.execPath, ['--enable-source-maps', MAIN], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DIST_DIR: DIST,
        LOG_LEVEL: 'warn',
        // Every browser of the suite is one address: the limits have tests of their own.
        RATE_REQUESTS_PER_MINUTE: '1000000',
        RATE_VISITORS_PER_HOUR: '1000000',
        RATE_WRITES_PER_MINUTE: '1000000',
        // The suite signs in as the demo's engineers, also where nobody is simulated.
        DEMO_ACCOUNTS: 'on',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForHttp(`${url}/chatQueue`).catch(async (error: unknown) => {
      await kill();
      throw error;
    });
  };
  await launch();
  return {
    url,
    dataDir,
    kill,
    restart: launch,
    async stop() {
      await kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
