// bench/server.mjs --cluster N: N nodes of the server bundle (each a child like the single
// server, with its IPC memory answer) on one local PostgreSQL and one Redis from Debian's
// packages, as `npm run cluster` runs them. Requests go round-robin over the nodes and visitor
// i's socket is on node i mod N, so most sends are delivered through Redis to another node.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { apiClient } from './clients.mjs';
import { startServerProcess } from './server-process.mjs';

export async function startClusterProcesses({ main, work, distDir, nodes, nodeArgs, noFsync }) {
  const kit = await import(join(dirname(main), 'cluster-kit.js'));
  // fsync on, as a real database: the write rate measured is a durable one (--no-fsync: off,
  // to tell the disk's share of the time from the rest).
  const postgres = await kit.startLocalPostgres({ fast: noFsync });
  const redis = await kit.startLocalRedis();
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE DATABASE webchat');
  await admin.end();
  const databaseUrl = postgres.url.replace(/\/postgres$/, '/webchat');
  const uploads = join(work, 'uploads');
  mkdirSync(uploads, { recursive: true });
  const start = (i) => {
    const dataDir = join(work, `data-${i}`);
    mkdirSync(dataDir, { recursive: true });
    return startServerProcess({
      main,
      dataDir,
      distDir,
      nodeArgs,
      env: {
        DATABASE_URL: databaseUrl,
        REDIS_URL: redis.url,
        NODE_ID: `node-${i}`,
        UPLOADS_DIR: uploads,
        IDENTITY_SECRETS: '',
      },
    });
  };
  // The first migrates and seeds; the others find it done.
  const servers = [await start(1)];
  for (let i = 2; i <= nodes; i += 1) servers.push(await start(i));
  const clients = servers.map((s) => apiClient(s.url));
  let next = 0;
  const sum = (values) => values.reduce((a, b) => a + b, 0);
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();

  return {
    pids: servers.map((s) => s.pid),
    url: servers[0].url,
    /** Round-robin over the nodes, request by request. */
    call: (...args) => clients[next++ % clients.length](...args),
    wsUrl: (i) => servers[i % servers.length].wsUrl,
    async memory() {
      const all = await Promise.all(servers.map((s) => s.memory()));
      return {
        collected: all.every((a) => a.collected),
        heapUsed: sum(all.map((a) => a.heapUsed)),
        rss: sum(all.map((a) => a.rss)),
        loop: {
          p99: Math.max(...all.map((a) => a.loop.p99)),
          max: Math.max(...all.map((a) => a.loop.max)),
        },
      };
    },
    /** Transactions committed and rows written in the database so far. */
    async writes() {
      const { rows } = await database.query(
        `SELECT xact_commit, tup_inserted + tup_updated + tup_deleted AS rows
         FROM pg_stat_database WHERE datname = 'webchat'`,
      );
      return { commits: Number(rows[0].xact_commit), rows: Number(rows[0].rows) };
    },
    /** What the nodes stored, in the shape of database.mjs's SQLite read-back. */
    async readBack() {
      const byPrefix = (prefix) =>
        database
          .query(
            `SELECT count(*)::int AS rows, count(DISTINCT client_msg_id)::int AS "distinctIds",
                    min((data->>'sentAt')::bigint) AS first, max((data->>'sentAt')::bigint) AS last
             FROM messages WHERE client_msg_id LIKE $1`,
            [`${prefix}%`],
          )
          .then(({ rows }) => ({
            ...rows[0],
            first: Number(rows[0].first),
            last: Number(rows[0].last),
          }));
      const [fixed, saturation, count, size] = await Promise.all([
        byPrefix('r-'),
        byPrefix('s-'),
        database.query('SELECT count(*)::int AS n FROM messages'),
        database.query("SELECT pg_database_size('webchat')::bigint AS bytes"),
      ]);
      return {
        fixed,
        saturation,
        messages: count.rows[0].n,
        bytes: Number(size.rows[0].bytes),
      };
    },
    async stop() {
      const exits = [];
      for (const s of servers) exits.push(await s.stop());
      await database.end().catch(() => undefined);
      await redis.stop();
      postgres.stop();
      return exits[0];
    },
    log: {
      get lines() {
        return sum(servers.map((s) => s.log.lines));
      },
      get last() {
        return servers.flatMap((s) => s.log.last).slice(-3);
      },
    },
  };
}
