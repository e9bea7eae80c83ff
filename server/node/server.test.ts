// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import WebSocket from 'ws';
import { ConfigError, loadConfig } from './config';
import { createLogger, redactUrl } from './logger';
import { FrameGate, frameBuckets, type RateVerdict } from './socket/rate-limit';
import { openSqliteStore } from './sqlite/sqlite-store';
import { startTestServer, withoutMsw } from '../testing/test-server';

withoutMsw();

async function json<T>(response: Promise<Response>): Promise<T> {
  return ((await (await response).json()) as { data: T }).data;
}

describe('restart', () => {
  it('seeds once, and a restart keeps every message, the seq and the sessions', async () => {
    const first = await startTestServer({ simulate: true });
    expect(first.seeded?.counts.engineers).toBeGreaterThan(5);
    expect(existsSync(join(first.dataDir, 'webchat.db'))).toBe(true);
    const { token } = await json<{ token: string }>(
      fetch(`${first.url}/api/csc/login/anon`, { method: 'POST' }),
    );
    const { session_id } = await json<{ session_id: string }>(
      fetch(`${first.url}/api/csc/robot/start?channel=webchat&token=${token}`),
    );
    await fetch(`${first.url}/api/csc/core/webchat/main?token=${token}`, {
      method: 'POST',
      body: JSON.stringify({
        token,
        message_body: { MsgType: 'text', Content: '重启前', CreateTime: 1, ClientMsgId: 'c1' },
      }),
    });
    const history = `/api/csc/session/c/messages/${session_id}?token=${token}`;
    const before = await json<{ data: { message_id: string; seq: number }[] }>(
      fetch(`${first.url}${history}`),
    );
    // Stop without deleting the data, then start a second server on the same directory.
    await first.stopKeepingData();
    const second = await startTestServer({ simulate: true, dataDir: first.dataDir });
    try {
      expect(second.seeded).toBeUndefined();
      const after = await json<{ data: { message_id: string; seq: number }[] }>(
        fetch(`${second.url}${history}`),
      );
      // Everything is still there (the robot's answer may have been written before the stop).
      expect(after.data.slice(0, before.data.length)).toEqual(before.data);
      // A retried send is still recognised; a new message continues the order.
      const send = (Content: string, ClientMsgId?: string) =>
        json<{ messageID: string }>(
          fetch(`${second.url}/api/csc/core/webchat/main?token=${token}`, {
            method: 'POST',
            body: JSON.stringify({
              token,
              message_body: { MsgType: 'text', Content, CreateTime: 1, ClientMsgId },
            }),
          }),
        );
      const retried = await send('重启前', 'c1');
      expect(before.data.map((m) => m.message_id)).toContain(retried.messageID);
      const fresh = await send('重启后');
      const latest = await json<{ data: { message_id: string; seq: number }[] }>(
        fetch(`${second.url}${history}`),
      );
      const added = latest.data.find((m) => m.message_id === fresh.messageID);
      expect(added?.seq).toBeGreaterThan(Math.max(...after.data.map((m) => m.seq)));
    } finally {
      await second.stop();
      await first.stop();
    }
  });

  it('closes what the simulation forgot: sessions of simulated visitors', async () => {
    const first = await startTestServer({ simulate: false });
    const { dataDir } = first;
    await first.stopKeepingData();
    const db = openSqliteStore(join(dataDir, 'webchat.db'));
    await db.visitors.put({
      cubeUid: 'sim-abc1',
      projectId: 'DEFAULT_PROJECT',
      name: '访客1',
      nickname: '访客1',
      avatar: '',
      anonymous: true,
      createdAt: 1,
    });
    await db.sessions.put({
      id: 's-sim',
      projectId: 'DEFAULT_PROJECT',
      cubeUid: 'sim-abc1',
      state: 'queueing',
      queueCode: 'NB',
      pathway: 'simulation',
      createdAt: 1,
      queuedAt: 1,
      queueSeq: await db.nextSeq(),
    });
    db.close();
    const second = await startTestServer({ simulate: false, dataDir });
    expect(second.reconciled).toBe(1);
    await second.stop();
    await first.stop();
  });
});

describe('graceful shutdown', () => {
  it('tells connected sockets it is going (1001) and stops listening', async () => {
    const server = await startTestServer();
    const { token } = await json<{ token: string }>(
      fetch(`${server.url}/api/csc/login/anon`, { method: 'POST' }),
    );
    const ws = new WebSocket(`${server.wsUrl}/chat?token=${token}`);
    await new Promise((resolve) => ws.once('open', resolve));
    const closed = new Promise<number>((resolve) => ws.once('close', resolve));
    await server.stop();
    expect(await closed).toBe(1001);
    await expect(fetch(`${server.url}/chatQueue`)).rejects.toThrow();
  });
});

describe('configuration', () => {
  it('reads the documented variables with their defaults', () => {
    const config = loadConfig({}, '/srv/webchat');
    expect(config).toMatchObject({
      port: 4173,
      host: '127.0.0.1',
      dataDir: '/srv/webchat/data',
      distDir: '/srv/webchat/dist',
      basePath: '/',
      tokenTtlMs: 168 * 3_600_000,
      embedOrigins: [],
      logLevel: 'info',
      maxUploadBytes: 50 * 1024 * 1024,
      simulate: true,
      demoAccounts: true,
      trustProxy: false,
    });
    const custom = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: '/var/lib/webchat',
        TOKEN_TTL_HOURS: '12',
        EMBED_ORIGINS: 'https://shop.example.com, https://m.example.com',
        MAX_UPLOAD_MB: '5',
        WEBCHAT_BASE: '/webchat',
        SIMULATE: 'off',
        TRUST_PROXY: 'on',
      },
      '/srv',
    );
    expect(custom).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/webchat',
      tokenTtlMs: 12 * 3_600_000,
      embedOrigins: ['https://shop.example.com', 'https://m.example.com'],
      maxUploadBytes: 5 * 1024 * 1024,
      basePath: '/webchat/',
      simulate: false,
      // Off with the simulation unless asked for (#19: no public sign-ins in production).
      demoAccounts: false,
      trustProxy: true,
    });
    expect(loadConfig({ SIMULATE: 'off', DEMO_ACCOUNTS: 'on' }).demoAccounts).toBe(true);
  });

  it('reads where the nodes of a cluster find PostgreSQL, Redis and the uploads (#20)', () => {
    expect(loadConfig({ DATA_DIR: 'state' }, '/srv')).toMatchObject({
      ...{ databaseUrl: undefined, redisUrl: undefined, nodeId: undefined },
      ...{ dbPoolSize: 10, uploadsDir: '/srv/state/uploads' },
    });
    const cluster = {
      ...{ DATABASE_URL: 'postgresql://webchat:pw@db:5432/webchat', DB_POOL_SIZE: '1000' },
      ...{ REDIS_URL: 'rediss://cache:6380', UPLOADS_DIR: 'shared', NODE_ID: 'node-2' },
    };
    expect(loadConfig(cluster, '/mnt')).toMatchObject({
      ...{ databaseUrl: cluster.DATABASE_URL, redisUrl: cluster.REDIS_URL, nodeId: 'node-2' },
      ...{ dbPoolSize: 1000, uploadsDir: '/mnt/shared' },
    });
    const postgresOnly = { DATABASE_URL: 'postgres://127.0.0.1/w', DB_POOL_SIZE: '1' };
    expect(loadConfig(postgresOnly)).toMatchObject({ redisUrl: undefined, dbPoolSize: 1 });
  });

  it('reads the host hardening settings (#37): deadlines, sockets per token, the public address', () => {
    expect(loadConfig({})).toMatchObject({
      httpTimeouts: { headersMs: 10_000, bodyMs: 30_000 },
      socket: { maxPerToken: 10 },
      publicUrl: undefined,
    });
    const env = {
      HTTP_HEADERS_TIMEOUT_SECONDS: '5',
      HTTP_BODY_TIMEOUT_SECONDS: '60',
      IM_SOCKETS_PER_TOKEN: '3',
      PUBLIC_URL: 'https://chat.example.com/',
    };
    expect(loadConfig(env)).toMatchObject({
      httpTimeouts: { headersMs: 5_000, bodyMs: 60_000 },
      socket: { maxPerToken: 3 },
      publicUrl: 'https://chat.example.com',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ TOKEN_TTL_HOURS: '0' }, /TOKEN_TTL_HOURS/],
    [{ EMBED_ORIGINS: 'https://shop.example.com/path' }, /EMBED_ORIGINS/],
    [{ EMBED_ORIGINS: '*' }, /EMBED_ORIGINS/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ MAX_UPLOAD_MB: '-1' }, /MAX_UPLOAD_MB/],
    [{ WEBCHAT_BASE: '../x' }, /WEBCHAT_BASE/],
    [{ DATABASE_URL: 'http://db.example.com/webchat' }, /DATABASE_URL/],
    [{ DATABASE_URL: 'postgres://db/webchat', REDIS_URL: 'http://r:6379' }, /REDIS_URL/],
    [{ REDIS_URL: 'redis://127.0.0.1:6379' }, /DATABASE_URL/],
    [{ DB_POOL_SIZE: '0' }, /DB_POOL_SIZE/],
    [{ DB_POOL_SIZE: '1001' }, /DB_POOL_SIZE/],
    [{ PUBLIC_URL: 'chat.example.com' }, /PUBLIC_URL/],
    [{ PUBLIC_URL: 'https://chat.example.com/webchat' }, /PUBLIC_URL/],
    [{ HTTP_HEADERS_TIMEOUT_SECONDS: '0' }, /HTTP_HEADERS_TIMEOUT_SECONDS/],
    [{ HTTP_BODY_TIMEOUT_SECONDS: 'soon' }, /HTTP_BODY_TIMEOUT_SECONDS/],
    [{ IM_SOCKETS_PER_TOKEN: '0' }, /IM_SOCKETS_PER_TOKEN/],
  ])('refuses %o with a message naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe('logs and limits', () => {
  it('redacts tokens in URLs and wherever a caller logs them', () => {
    const lines: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _e, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    logger.info(
      {
        req: {
          url: redactUrl('/api/x?a=1&token=SECRET1&b=2'),
          headers: { authorization: 'Bearer SECRET2' },
        },
        body: { token: 'SECRET3', password: 'SECRET4' },
        engineer: { code: 'E1', passwordHash: '$argon2id$SECRET5' },
      },
      'request',
    );
    const line = lines.join('');
    expect(line).toContain('/api/x?a=1&token=[Redacted]&b=2');
    expect(line).not.toMatch(/SECRET/);
  });

  it('redacts the phone number a sign-in code is sent to, however the path spells it (#37)', () => {
    expect(redactUrl('/v2/login/code/13800138000')).toBe('/v2/login/code/[Redacted]');
    expect(redactUrl('/v2/login/code/13800138000?token=t1#x')).toBe(
      '/v2/login/code/[Redacted]?token=[Redacted]#x',
    );
    expect(redactUrl('/V2/Login/%63ode/138%2F00138000')).not.toMatch(/138/);
    expect(redactUrl('/v2/login/code/a%40b.example.com')).not.toContain('b.example');
    // Other paths are kept as they were sent.
    expect(redactUrl('/api/csc/nope/%41?a=1')).toBe('/api/csc/nope/%41?a=1');
  });

  it('lets a burst through, refuses the rest, and calls a client that keeps going abusive', async () => {
    vi.useFakeTimers();
    try {
      const buckets = frameBuckets({ chat: { perSecond: 2, burst: 3 } });
      const gate = new FrameGate('peer-1', buckets, 3);
      const take = () =>
        new Promise<RateVerdict>((resolve) => gate.pass('chat', () => resolve('ok'), resolve));
      expect([await take(), await take(), await take()]).toEqual(['ok', 'ok', 'ok']);
      expect(await take()).toBe('limited');
      await vi.advanceTimersByTimeAsync(1_000); // a second's worth again
      expect(await take()).toBe('ok');
      expect([await take(), await take(), await take(), await take()]).toEqual([
        'ok',
        'limited',
        'limited',
        'abuse',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
