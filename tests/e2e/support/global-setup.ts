import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    ladleUrl: string;
  }
}

const children: ChildProcess[] = [];

async function waitForHttp(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

/** Serves a built folder with `vite preview` (SPA fallback included) and waits until it answers. */
async function serve(outDir: string, port: number): Promise<string> {
  if (!existsSync(`${outDir}/index.html`)) {
    throw new Error(
      `${outDir}/index.html is missing: build first (npm run build:demo, npm run ladle:build)`,
    );
  }
  const child = spawn(
    'node_modules/.bin/vite',
    ['preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url);
  return url;
}

export default async function setup(project: TestProject) {
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
  };
  // Both servers start together; if one cannot, the other is stopped too (or vitest never exits).
  const [appUrl, ladleUrl] = await Promise.all([
    serve(process.env.E2E_APP_DIR ?? 'dist', Number(process.env.E2E_APP_PORT ?? 4173)),
    serve(process.env.E2E_LADLE_DIR ?? 'build-ladle', Number(process.env.E2E_LADLE_PORT ?? 4174)),
  ]).catch((error: unknown) => {
    stop();
    throw error;
  });
  project.provide('appUrl', appUrl);
  project.provide('ladleUrl', ladleUrl);
  return stop;
}
