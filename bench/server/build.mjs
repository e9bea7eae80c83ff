// The server bundle the bench runs: built from server/node/main.ts the way scripts/start.mjs
// builds it, so the bench measures what `npm start` runs and never a stale dist-server/.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** `given` (--bundle) as is, else a fresh build inside the repo, where its bare imports resolve. */
export async function serverBundle(root, given) {
  if (given) return resolve(given);
  const started = performance.now();
  const outDir = join(root, 'node_modules/.cache/webchat-bench-server');
  const { build } = await import('vite');
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      manifest: false,
      sourcemap: false,
      rollupOptions: {
        // The server, and for --cluster the local PostgreSQL and Redis the nodes share.
        input: {
          main: join(root, 'server/node/main.ts'),
          'cluster-kit': join(root, 'server/node/cluster/kit.ts'),
        },
        output: { entryFileNames: '[name].js' },
      },
    },
  });
  const main = join(outDir, 'main.js');
  if (!existsSync(main)) throw new Error(`the server build wrote no ${main}`);
  console.log(`  server built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return main;
}
