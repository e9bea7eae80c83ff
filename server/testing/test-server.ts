import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { server as msw } from '@/mocks/node';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig, type ServerConfig } from '../node/config';
import { createLogger } from '../node/logger';
import { startServer, type StartedServer } from '../node/server';

/**
 * tests/setup.ts answers every /api request with the in-memory mock backend (MSW patches fetch,
 * http and WebSocket). Tests of the real server must talk to the network: MSW is switched off
 * for the file. The setup's afterAll closes it again, which is harmless.
 */
export function withoutMsw(): void {
  beforeAll(() => msw.close());
  afterAll(() => msw.listen({ onUnhandledRequest: 'error' }));
}

/** A built-client stand-in: an index page, a hashed asset, public files, widget.js, a dot file. */
export function fakeDist(root: string): string {
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'static', 'emoji'), { recursive: true });
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  const script = `console.log(${'"webchat";'.repeat(400)})`;
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
  // The build's Brotli copy (scripts/precompress.ts).
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'static', 'emoji', 'smile.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(dist, 'widget.js'), '(function(){window.webchat=function(){}})();');
  writeFileSync(join(dist, 'widget.d.ts'), 'export interface Webchat {}\n');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  return dist;
}

export interface TestServer extends StartedServer {
  dataDir: string;
  config: ServerConfig;
  /** Every log line written so far, as JSON text. */
  logs: string[];
  wsUrl: string;
  /** Moves the server's clock forward (tokens expire by it); its timers keep real time. */
  advanceTime(ms: number): void;
  /** Stops the server and leaves its data directory for the next one (a restart). */
  stopKeepingData(): Promise<void>;
}

/** Starts the real server on an ephemeral port with its own data dir; `stop` removes both. */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  env: Record<string, string> = {},
): Promise<TestServer> {
  const root = mkdtempSync(join(tmpdir(), 'webchat-server-'));
  const base = loadConfig({ PORT: '0', DATA_DIR: join(root, 'data'), ...env }, root);
  const config: ServerConfig = {
    ...base,
    distDir: fakeDist(root),
    logLevel: 'debug',
    simulate: false,
    // Tests drive many visitors from one address; the limits have tests of their own.
    limits: {
      requestsPerMinute: 1_000_000,
      visitorsPerHour: 1_000_000,
      writesPerMinute: 1_000_000,
    },
    abuse: {
      queuedPerAddress: 1_000_000,
      smsPerEngineerPerDay: 1_000_000,
      leaveMessagesPerVisitorPerHour: 1_000_000,
      leaveMessagesPerAddressPerHour: 1_000_000,
    },
    ...overrides,
    socket: { ...base.socket, ...overrides.socket },
  };
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  let offset = 0;
  const started = await startServer(config, createLogger(config.logLevel, sink), {
    now: () => Date.now() + offset,
  });
  return {
    ...started,
    advanceTime: (ms) => void (offset += ms),
    dataDir: config.dataDir,
    config,
    logs,
    wsUrl: started.url.replace(/^http/, 'ws'),
    stopKeepingData: () => started.stop(),
    async stop() {
      await started.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
