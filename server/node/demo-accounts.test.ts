// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ENGINEER, DEMO_VISITOR } from '../demo/seed';
import { openSqliteStore } from './sqlite/sqlite-store';
import { startTestServer, withoutMsw } from '../testing/test-server';

withoutMsw();

/** Issue #19 item 7: outside the demo nobody signs in with what the source code tells. */
async function signIn(url: string, account: string, password: string) {
  const response = await fetch(`${url}/api/csc/engineer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  return response.status;
}

describe('a support centre without the demo', () => {
  it('seeds its content and no people: no demo password, no demo visitor', async () => {
    const server = await startTestServer({ simulate: false, demoAccounts: false });
    try {
      expect(server.seeded?.counts).toMatchObject({
        engineers: 0,
        visitors: 0,
        articles: expect.any(Number),
      });
      expect(server.seeded?.counts.articles).toBeGreaterThan(10);
      expect(server.staff).toBe(0);
      expect(await signIn(server.url, DEMO_ENGINEER.account, DEMO_ENGINEER.password)).toBe(401);
      const info = await fetch(`${server.url}/api/csc/ucenter/info?token=${DEMO_VISITOR.token}`);
      expect(info.status).toBe(401);
    } finally {
      await server.stop();
    }
  });

  it("locks a demo data directory's public sign-ins when it is run without the demo", async () => {
    const demo = await startTestServer({ simulate: false });
    expect(await signIn(demo.url, 'li', DEMO_ENGINEER.password)).toBe(200);
    await demo.stopKeepingData();
    const real = await startTestServer({
      simulate: false,
      demoAccounts: false,
      dataDir: demo.dataDir,
    });
    try {
      expect(real.lockedDemoAccounts).toEqual(expect.arrayContaining(['demo', 'li', 'wang']));
      expect(await signIn(real.url, 'li', DEMO_ENGINEER.password)).toBe(401);
      expect(await signIn(real.url, DEMO_ENGINEER.account, DEMO_ENGINEER.password)).toBe(401);
      const info = await fetch(`${real.url}/api/csc/ucenter/info?token=${DEMO_VISITOR.token}`);
      expect(info.status).toBe(401);
      expect(real.logs.join('\n')).toContain('demo password refused');
    } finally {
      await real.stop();
    }
  });
});

describe('npm run engineer:add', () => {
  const cli = (dataDir: string, args: string[], input: string) =>
    spawnSync('node_modules/.bin/vite-node', ['server/node/cli/engineer-add.ts', '--', ...args], {
      input,
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, SIMULATE: 'off' },
      timeout: 60_000,
    });

  it('creates an account from the command line with a hashed password, and resets it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'webchat-cli-'));
    const dataDir = join(root, 'data');
    try {
      const added = cli(
        dataDir,
        ['--account', 'Zhang', '--name', '张工', '--supervisor'],
        'correct-horse-9\n',
      );
      expect(added.stderr).toBe('');
      expect(added.stdout).toContain('Added zhang (张工, E2001, supervisor)');
      const again = cli(dataDir, ['--account', 'zhang', '--name', '张工'], 'another-pass-1\n');
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('exists');
      const weak = cli(dataDir, ['--account', 'wu2', '--name', '吴'], 'short\n');
      expect(weak.stderr).toContain('at least 8 characters');

      const file = join(dataDir, 'webchat.db');
      const store = openSqliteStore(file);
      const zhang = (await store.engineers.all()).find((e) => e.account === 'zhang');
      store.close();
      expect(zhang).toMatchObject({ role: 'supervisor', simulated: false, status: 'offline' });
      expect(zhang?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(readFileSync(file).includes('correct-horse-9')).toBe(false);

      const server = await startTestServer({ simulate: false, demoAccounts: false, dataDir });
      try {
        expect(server.staff).toBe(1);
        expect(await signIn(server.url, 'zhang', 'correct-horse-9')).toBe(200);
      } finally {
        await server.stopKeepingData();
      }
      const reset = cli(dataDir, ['--account', 'zhang', '--reset'], 'brand-new-pass-2\n');
      expect(reset.stdout).toContain('New password set for zhang');
      const after = await startTestServer({ simulate: false, demoAccounts: false, dataDir });
      try {
        expect(await signIn(after.url, 'zhang', 'correct-horse-9')).toBe(401);
        expect(await signIn(after.url, 'zhang', 'brand-new-pass-2')).toBe(200);
      } finally {
        await after.stopKeepingData();
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);
});
