import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import WebSocket from 'ws';
import { startLocalPostgres, type LocalPostgres } from '@server/node/cluster/local-postgres';
import { startLocalRedis, type LocalRedis } from '@server/node/cluster/local-redis';
import { startBalancer, type Balancer } from '@server/node/cluster/proxy';
import { DEFAULT_TOKEN_TTL_HOURS, systemClock, type Clock } from '@server/core';
import { startTestServer, withoutMsw, type TestServer } from '@server/testing/test-server';
import { resetMockBackend } from '@/mocks/backend';
import type { AuthorizationHost } from '../authorization';
import { headlessWindow } from './im';
import { CONTRACT_ICE } from './ice';
import { CONTRACT_IDENTITY_SECRETS, contractIdentitySecret } from './identity';

/**
 * The hosts the contract suites run on, each a ContractHost whose clock can move (tokens expire
 * by it). One place for each, so the contract and the authorization matrix meet the same host.
 */

/**
 * The reference server: a real HTTP server on an ephemeral port with its own SQLite file
 * (server/testing/test-server.ts), started afresh for every case. Registers the file's hooks: MSW
 * off, and `ws` as the global WebSocket (Node 20 has none; the app's IM client takes the global).
 */
export function nodeServerHost(name: string): AuthorizationHost {
  let server: TestServer | undefined;
  const current = () => {
    if (!server) throw new Error('the server has not started');
    return server;
  };
  withoutMsw();
  beforeAll(() => void vi.stubGlobal('WebSocket', WebSocket));
  afterAll(async () => {
    await server?.stop();
    vi.unstubAllGlobals();
  });
  return {
    name,
    async reset() {
      await server?.stop();
      server = await startTestServer({
        simulate: false,
        logLevel: 'warn',
        identitySecrets: { ...CONTRACT_IDENTITY_SECRETS },
        ice: CONTRACT_ICE,
      });
    },
    base: () => current().url,
    socketBase: () => current().wsUrl,
    pageUrl: () => `${current().url}/chatQueue`,
    absolute: (path) => new URL(path, current().url).toString(),
    window: headlessWindow,
    adapter: 'fetch',
    advanceTime: (ms) => current().advanceTime(ms),
    get tokenTtlMs() {
      return current().config.tokenTtlMs;
    },
  };
}

/** The in-memory backend's reset, with a clock the host can move forward. */
function mockReset() {
  let offset = 0;
  const clock: Clock = { ...systemClock, now: () => Date.now() + offset };
  return {
    reset: async () => {
      offset = 0;
      resetMockBackend({
        simulate: false,
        clock,
        identitySecrets: contractIdentitySecret,
        ice: CONTRACT_ICE,
      });
    },
    advanceTime: (ms: number) => void (offset += ms),
    tokenTtlMs: DEFAULT_TOKEN_TTL_HOURS * 3_600_000,
  };
}

/**
 * The MSW host under Node (a `@vitest-environment node` file): it answers an absolute origin, and
 * multipart bodies pass (in jsdom they cannot pass MSW's interception). No socket here.
 */
export function mswNodeHost(name: string): AuthorizationHost {
  const origin = 'http://localhost';
  return {
    name,
    ...mockReset(),
    base: () => origin,
    socketBase: () => origin.replace(/^http/, 'ws'),
    pageUrl: () => `${origin}/chatQueue`,
    absolute: (path) => new URL(path, origin).toString(),
    window: headlessWindow,
    adapter: 'fetch',
  };
}

/** The MSW host in jsdom: relative URLs and jsdom's WebSocket, which MSW intercepts. */
export function mswJsdomHost(name: string): AuthorizationHost {
  return {
    name,
    ...mockReset(),
    base: () => '',
    socketBase: () => `ws://${window.location.host}`,
    pageUrl: () => `${window.location.origin}/chatQueue`,
    absolute: (path) => new URL(path, window.location.href).toString(),
    window: () => window,
  };
}

/**
 * A cluster (#20): `nodes` reference servers in this process on one PostgreSQL database and one
 * Redis, behind the round-robin balancer of `npm run cluster`, so consecutive calls of a case
 * (and its sockets) land on different nodes. A fresh database and fresh nodes for every case.
 */
export function clusterHost(name: string, nodes = 3): AuthorizationHost {
  let postgres: LocalPostgres | undefined;
  let redis: LocalRedis | undefined;
  let servers: TestServer[] = [];
  let balancer: Balancer | undefined;
  let databases = 0;
  let uploadsDir: string | undefined;
  const current = () => {
    if (!balancer) throw new Error('the cluster has not started');
    return balancer;
  };
  const stopNodes = async () => {
    await balancer?.stop();
    balancer = undefined;
    // One at a time: each hands its lease back before the next stops.
    for (const server of servers.splice(0)) await server.stop();
    if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
  };
  withoutMsw();
  beforeAll(async () => {
    vi.stubGlobal('WebSocket', WebSocket);
    postgres = await startLocalPostgres({ fast: true });
    redis = await startLocalRedis();
  }, 120_000);
  afterAll(async () => {
    await stopNodes();
    await redis?.stop();
    postgres?.stop();
    vi.unstubAllGlobals();
  }, 60_000);
  return {
    name,
    async reset() {
      await stopNodes();
      // Each case starts with no counts, as a single node's memory does: the cluster's limits
      // (sends, caps, one-time codes, sign-in attempts) live in Redis across the nodes' restarts.
      const counts = new Redis(redis!.url);
      await counts.flushall();
      counts.disconnect();
      const database = `contract_${(databases += 1)}`;
      const admin = new pg.Client({ connectionString: postgres!.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
      uploadsDir = mkdtempSync(join(tmpdir(), 'webchat-cluster-uploads-'));
      const start = (i: number) =>
        startTestServer({
          simulate: false,
          logLevel: 'warn',
          identitySecrets: { ...CONTRACT_IDENTITY_SECRETS },
          ice: CONTRACT_ICE,
          databaseUrl: postgres!.url.replace(/\/postgres$/, `/${database}`),
          redisUrl: redis!.url,
          dbPoolSize: 4,
          nodeId: `node-${i}`,
          uploadsDir,
        });
      // The first node migrates and seeds; the others find it done.
      servers = [await start(1)];
      servers.push(
        ...(await Promise.all(Array.from({ length: nodes - 1 }, (_, i) => start(i + 2)))),
      );
      balancer = await startBalancer({ port: 0, targets: servers.map((s) => s.url) });
    },
    base: () => current().url,
    socketBase: () => current().url.replace(/^http/, 'ws'),
    pageUrl: () => `${current().url}/chatQueue`,
    absolute: (path) => new URL(path, current().url).toString(),
    window: headlessWindow,
    adapter: 'fetch',
    advanceTime: (ms) => {
      for (const server of servers) server.advanceTime(ms);
    },
    get tokenTtlMs() {
      return servers[0]!.config.tokenTtlMs;
    },
  };
}
