import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster`, second half: browsers and hundreds of visitors against three node
 * processes on PostgreSQL and Redis behind the proxy of `npm run cluster` (#20). Needs
 * `npm run build:server` (dist-server and dist-prod) and Debian's Chromium, PostgreSQL, Redis.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['tests/cluster/**/*.e2e.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
