import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { freePort } from './local-postgres';

export interface LocalRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export function redisInstalled(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * A Redis server of its own from Debian's redis-server package, for the tests and
 * `npm run cluster`: 127.0.0.1 only, nothing saved to disk (it holds presence, leases and
 * frames in flight; every row is in PostgreSQL).
 */
export async function startLocalRedis(options: { port?: number } = {}): Promise<LocalRedis> {
  const port = options.port ?? (await freePort());
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start: ${seen}`)),
      10_000,
    );
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    const exited = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited ${code}: ${seen}`));
    };
    child.once('exit', exited);
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('Ready to accept connections')) {
        clearTimeout(timer);
        child.off('exit', exited);
        resolve();
      }
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
