/** What bench/server.mjs --cluster needs from the cluster, bundled beside the server. */
export { startLocalPostgres } from './local-postgres';
export { startLocalRedis } from './local-redis';
