import { resolve } from 'node:path';
import { startCluster } from './cluster';

/**
 * `npm run cluster`: three nodes on PostgreSQL and Redis behind a proxy, on this machine
 * (README "Several nodes"). Ctrl+C stops everything it started.
 */
async function main() {
  const port = Number(process.env.PORT ?? 4173);
  console.log('webchat cluster: starting PostgreSQL, Redis and the nodes ...');
  const cluster = await startCluster({
    port,
    nodes: Number(process.env.NODES ?? 3),
    dataDir: process.env.DATA_DIR ?? 'data-cluster',
    distDir: resolve(process.env.DIST_DIR ?? 'dist'),
    serverEntry: resolve('dist-server/main.js'),
    databaseUrl: process.env.DATABASE_URL,
    redisUrl: process.env.REDIS_URL,
  });
  const base = (process.env.WEBCHAT_BASE ?? '/').replace(/\/?$/, '/');
  console.log(
    `\nwebchat cluster is running: ${cluster.nodes.length} nodes behind ${cluster.url}\n`,
  );
  console.log(`  visitor:  ${cluster.url}${base}chatQueue`);
  console.log(`  engineer: ${cluster.url}${base}chatEngieer`);
  for (const node of cluster.nodes) console.log(`  ${node.id}:   ${node.url}`);
  console.log(`  PostgreSQL: ${cluster.databaseUrl}`);
  console.log(`  Redis:      ${cluster.redisUrl}\n`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('webchat cluster: stopping ...');
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main().catch((error: unknown) => {
  console.error('webchat cluster failed to start:', error);
  process.exit(1);
});
