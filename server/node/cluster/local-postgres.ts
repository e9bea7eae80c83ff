import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where Debian's postgresql package puts its programs (initdb and pg_ctl are not on PATH). */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0]!, 'bin') : undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface LocalPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  dir: string;
  stop(): void;
}

export interface LocalPostgresOptions {
  port?: number;
  /** The data directory; a new temporary one when absent (and removed on stop). */
  dir?: string;
  /** Turns fsync off: for tests, where a power cut loses nothing of value. */
  fast?: boolean;
}

/**
 * A PostgreSQL server of its own, from Debian's package, in a temporary directory: for the
 * tests and `npm run cluster`. PostgreSQL refuses to run as root, so as root its programs run
 * as the `postgres` user the package created. Local connections are trusted (127.0.0.1 only).
 */
export async function startLocalPostgres(
  options: LocalPostgresOptions = {},
): Promise<LocalPostgres> {
  const bin = postgresBinDir();
  if (!bin)
    throw new Error(
      'PostgreSQL is not installed: apt-get install -y postgresql (Debian), or set DATABASE_URL',
    );
  const root = process.getuid?.() === 0;
  const owned = options.dir === undefined;
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'webchat-pg-'));
  const postgresUser = () => {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  };
  const user = root ? postgresUser() : undefined;
  if (user) chownSync(dir, user.uid, user.gid);
  const run = (program: string, args: string[]) => {
    const result = spawnSync(join(bin, program), args, {
      encoding: 'utf8',
      cwd: dir,
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      env: { ...process.env, LC_ALL: 'C.UTF-8' },
    });
    if (result.status !== 0)
      throw new Error(`${program} failed: ${result.stderr || result.stdout || result.error}`);
  };
  if (!existsSync(join(dir, 'PG_VERSION')))
    run('initdb', ['-D', dir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const port = options.port ?? (await freePort());
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c max_connections=200',
    ...(options.fast
      ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']
      : []),
  ];
  run('pg_ctl', [
    '-D',
    dir,
    '-l',
    join(dir, 'server.log'),
    '-o',
    settings.join(' '),
    '-w',
    'start',
  ]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
      } finally {
        if (owned) rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
