import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { freePort, startLocalPostgres, type LocalPostgres } from './local-postgres';
import { startLocalRedis, type LocalRedis } from './local-redis';
import { startBalancer, type Balancer, type BalancerOptions } from './proxy';

export interface ClusterOptions {
  /** The proxy's port. @default 4173 */
  port?: number;
  nodes?: number;
  /** Shared by the nodes: the secrets file and the uploads. */
  dataDir: string;
  /** The built client. */
  distDir: string;
  /** dist-server/main.js */
  serverEntry: string;
  /** An existing PostgreSQL / Redis instead of starting local ones. */
  databaseUrl?: string;
  redisUrl?: string;
  /** Passed to every node (SIMULATE, LOG_LEVEL, ...). */
  env?: Record<string, string>;
  /** Where the nodes' output goes. @default inherit */
  output?: 'inherit' | 'ignore';
  prefer?: BalancerOptions['prefer'];
}

export interface ClusterNodeProcess {
  id: string;
  url: string;
  port: number;
  process(): ChildProcess | undefined;
  /** SIGKILL, as a crash: no goodbye to its sockets. */
  kill(): Promise<void>;
  start(): Promise<void>;
}

export interface RunningCluster {
  url: string;
  databaseUrl: string;
  redisUrl: string;
  nodes: ClusterNodeProcess[];
  balancer: Balancer;
  stop(): Promise<void>;
}

async function waitHealthy(url: string, child: ChildProcess, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`node ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`node ${url} did not start within ${ms} ms`);
}

/** Makes the database `webchat` on a fresh local server (its default `postgres` is left alone). */
async function createDatabase(serverUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = 'webchat'");
    if (!rowCount) await client.query('CREATE DATABASE webchat');
  } finally {
    await client.end();
  }
  return serverUrl.replace(/\/postgres$/, '/webchat');
}

/**
 * Several identical nodes of the server over one PostgreSQL and one Redis, behind a proxy
 * (#20): what `npm run cluster` runs and what the cluster tests drive. PostgreSQL and Redis
 * are local throwaway servers from Debian's packages unless URLs are given.
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const dataDir = resolve(options.dataDir);
  mkdirSync(join(dataDir, 'uploads'), { recursive: true });
  let postgres: LocalPostgres | undefined;
  let redis: LocalRedis | undefined;
  const nodes: ClusterNodeProcess[] = [];
  let balancer: Balancer | undefined;
  const stop = async () => {
    await balancer?.stop();
    await Promise.all(
      nodes.map(async (node) => {
        const child = node.process();
        if (!child || child.exitCode !== null) return;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }),
    );
    await redis?.stop();
    postgres?.stop();
  };
  try {
    if (!options.databaseUrl) postgres = await startLocalPostgres();
    const databaseUrl = options.databaseUrl ?? (await createDatabase(postgres!.url));
    if (!options.redisUrl) redis = await startLocalRedis();
    const redisUrl = options.redisUrl ?? redis!.url;

    const count = options.nodes ?? 3;
    for (let i = 1; i <= count; i += 1) {
      const port = await freePort();
      const id = `node-${i}`;
      const url = `http://127.0.0.1:${port}`;
      let child: ChildProcess | undefined;
      const node: ClusterNodeProcess = {
        id,
        url,
        port,
        process: () => child,
        async kill() {
          if (!child || child.exitCode !== null) return;
          const exited = new Promise((r) => child!.once('exit', r));
          child.kill('SIGKILL');
          await exited;
        },
        async start() {
          child = spawn(process.execPath, ['--enable-source-maps', options.serverEntry], {
            stdio: ['ignore', options.output ?? 'inherit', options.output ?? 'inherit'],
            env: {
              ...process.env,
              ...options.env,
              PORT: String(port),
              HOST: '127.0.0.1',
              NODE_ID: id,
              DATA_DIR: dataDir,
              DIST_DIR: options.distDir,
              DATABASE_URL: databaseUrl,
              REDIS_URL: redisUrl,
              // Behind the proxy: the visitor's address is in X-Forwarded-For.
              TRUST_PROXY: 'on',
            },
          });
          await waitHealthy(url, child);
        },
      };
      nodes.push(node);
    }
    // The first node migrates, seeds and writes the secrets file; the others find them.
    await nodes[0]!.start();
    await Promise.all(nodes.slice(1).map((node) => node.start()));
    balancer = await startBalancer({
      port: options.port ?? 4173,
      targets: nodes.map((n) => n.url),
      prefer: options.prefer,
    });
    return { url: balancer.url, databaseUrl, redisUrl, nodes, balancer, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
