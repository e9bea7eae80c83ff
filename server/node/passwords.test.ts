import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DEMO_PASSWORD_HASH, wasmPasswords } from '../core/passwords';
import { nativePasswords } from './passwords';
import { startTestServer, withoutMsw } from '../testing/test-server';

withoutMsw();

/** Every byte the data directory holds on disk (the database, its WAL and journal). */
const dataBytes = (dataDir: string) =>
  readdirSync(dataDir)
    .filter((name) => name.startsWith('webchat.db'))
    .map((name) => readFileSync(join(dataDir, name)).toString('latin1'))
    .join('');

const login = (url: string, password: string) =>
  fetch(`${url}/api/csc/engineer/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: 'demo', password }),
  });

describe('passwords on the reference server (#19)', () => {
  it('native and WebAssembly argon2id read each other’s hashes', async () => {
    expect(await nativePasswords.verify(DEMO_PASSWORD_HASH, 'demo123')).toBe(true);
    const native = await nativePasswords.hash('s3cret!');
    expect(native).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await wasmPasswords.verify(native, 's3cret!')).toBe(true);
    expect(await nativePasswords.verify(native, 's3cret?')).toBe(false);
    expect(await nativePasswords.verify('garbage', 's3cret!')).toBe(false);
  });

  it('a fresh data directory holds no plain password; the demo signs in by its hash', async () => {
    const server = await startTestServer({ simulate: true });
    try {
      expect((await login(server.url, 'demo123')).status).toBe(200);
      expect((await login(server.url, 'demo1234')).status).toBe(401);
      const bytes = dataBytes(server.dataDir);
      expect(bytes).toContain('$argon2id$');
      expect(bytes).not.toContain('demo123');
    } finally {
      await server.stop();
    }
  });

  it('hashes plain passwords left by older data at start, and no page of the file keeps them', async () => {
    const first = await startTestServer({ simulate: true });
    await first.stopKeepingData();
    const db = new Database(join(first.dataDir, 'webchat.db'));
    const row = db.prepare("SELECT data FROM engineers WHERE id = 'E0001'").get() as {
      data: string;
    };
    const { passwordHash: _hash, ...old } = JSON.parse(row.data) as Record<string, unknown>;
    db.prepare("UPDATE engineers SET data = ? WHERE id = 'E0001'").run(
      JSON.stringify({ ...old, password: 'plain-old-secret' }),
    );
    db.close();
    expect(dataBytes(first.dataDir)).toContain('plain-old-secret');

    const second = await startTestServer({ simulate: true, dataDir: first.dataDir });
    try {
      expect(second.logs.some((line) => line.includes('stored passwords hashed'))).toBe(true);
      expect(dataBytes(second.dataDir)).not.toContain('plain-old-secret');
      expect((await login(second.url, 'plain-old-secret')).status).toBe(200);
      expect(second.logs.join('\n')).not.toContain('plain-old-secret');
    } finally {
      await second.stop();
      await first.stop();
    }
  });
});
