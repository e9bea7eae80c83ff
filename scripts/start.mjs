#!/usr/bin/env node
// The README's run command: builds what is missing or out of date, then runs the reference
// server (server/node/main.ts): the production client, /api, the IM socket and uploads on one
// port, with SQLite and uploaded files in DATA_DIR (default ./data).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

/** The server once it runs. */
let child;
// SIGINT and SIGTERM (Ctrl+C, `kill`, or `npm start` passing on its own) are passed on to the
// server, and this process exits when the server has closed its sockets and the database. While
// the build runs there is no server yet: this process ends at once, as an unhandled signal would
// end it (vite's esbuild service exits with it, its stdin closed).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (child) child.kill(signal);
    else process.exit(128 + constants.signals[signal]);
  });
}

const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const serverDir = resolve('dist-server');
const base = process.env.WEBCHAT_BASE ?? '/';
const STAMP = '.webchat-build.json';

/** Tests and stories never reach a build; editing one should not cost a rebuild. */
const NOT_BUILT = /\.(test|stories)\.[cm]?[jt]sx?$|^node_modules$/;

/** Newest modification time under the given files and folders (0 when none exist). */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) if (!NOT_BUILT.test(entry)) visit(join(path, entry));
    } else latest = Math.max(latest, stats.mtimeMs);
  };
  for (const path of paths) visit(path);
  return latest;
}

function readStamp(dir) {
  try {
    return JSON.parse(readFileSync(join(dir, STAMP), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Builds `outDir` unless its stamp says it was built the same way from inputs no newer than
 * now. A demo build (`npm run build:demo`, mocks in the browser) in dist/ has no matching stamp,
 * so it is replaced: the real server must never serve the in-browser backend.
 */
async function ensureBuilt({ what, outDir, inputs, kind, run }) {
  const inputsMtime = newest(inputs);
  const stamp = readStamp(outDir);
  if (stamp && stamp.kind === kind && stamp.base === base && stamp.inputsMtime >= inputsMtime) {
    return false;
  }
  const began = Date.now();
  console.log(`webchat: building the ${what} ...`);
  await run();
  writeFileSync(
    join(outDir, STAMP),
    JSON.stringify({ kind, base, inputsMtime, builtAt: Date.now() }),
  );
  console.log(`webchat: ${what} built in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  return true;
}

const shared = ['package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'];
const clientInputs = [
  'src',
  'public',
  'index.html',
  '.env',
  '.env.production',
  'vite.widget.config.ts',
  ...shared,
];
const serverInputs = ['server', 'src/lib', ...shared];

// `--no-build`: serve what is built, as it is (the start e2e must never wait for a build).
if (process.argv.includes('--no-build')) {
  for (const file of [join(distDir, 'index.html'), join(serverDir, 'main.js')]) {
    if (!existsSync(file)) {
      console.error(`webchat: ${file} is missing (--no-build): run npm run build:server first`);
      process.exit(1);
    }
  }
} else {
  // `--server-only` (npm run engineer:add): the command line needs no client.
  if (!process.argv.includes('--server-only'))
    await ensureBuilt({
      what: 'client',
      outDir: distDir,
      inputs: clientInputs,
      kind: 'client-production',
      run: async () => {
        const { build } = await import('vite');
        await build(clientBuild());
        // widget.js, the host pages' loader, beside index.html (README "Embed it").
        await build(widgetBuild());
      },
    });
  await ensureBuilt({
    what: 'server',
    outDir: serverDir,
    inputs: serverInputs,
    kind: 'server+engineer-add',
    run: () => import('vite').then(({ build }) => build(serverBuild())),
  });
}

function clientBuild() {
  // mode production: no VITE_MOCKS, so the client talks to this server.
  return {
    configFile: 'vite.config.ts',
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: distDir, emptyOutDir: true },
  };
}

function widgetBuild() {
  return {
    configFile: 'vite.widget.config.ts',
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: distDir, emptyOutDir: false },
  };
}

function serverBuild() {
  // Node built-ins and npm packages stay imports (better-sqlite3 is native); our code is bundled
  // with the same aliases (@/lib/contract) the client uses.
  return {
    configFile: 'vite.config.ts',
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    build: {
      // The server, the command line that adds engineers (`npm run engineer:add`) and the cluster.
      ssr: true,
      outDir: serverDir,
      emptyOutDir: true,
      target: 'node20',
      manifest: false,
      sourcemap: true,
      rollupOptions: {
        input: {
          main: 'server/node/main.ts',
          'engineer-add': 'server/node/cli/engineer-add.ts',
          // `npm run cluster`: PostgreSQL, Redis, the nodes and their proxy.
          cluster: 'server/node/cluster/main.ts',
        },
        output: { entryFileNames: '[name].js' },
      },
    },
  };
}

// `--build-only`: CI and the server e2e build both parts without starting anything.
if (process.argv.includes('--build-only')) process.exit(0);

mkdirSync(resolve(process.env.DATA_DIR ?? 'data'), { recursive: true });

// Ctrl+C on a terminal reaches both processes and is passed on as well: the server takes a repeat
// within a second as the same request.
child = spawn(process.execPath, ['--enable-source-maps', join(serverDir, 'main.js')], {
  stdio: 'inherit',
  env: { ...process.env, DIST_DIR: distDir },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
