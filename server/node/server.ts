// The reference server's start and stop, in order: data directory, storage, cluster, core, HTTP, socket and timers.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { ReasonCode } from '@/lib/contract';
import { hostMessenger, OUTBOUND_TIMEOUT_MS } from './outbound/outbound';
import { createCore, OUTBOX_SWEEP_MS, withTokenExpiry } from '../core';
import type { SeedSummary } from '../demo/seed';
import type { ServerConfig } from './config';
import { createHostClock } from './host-clock';
import { securePrivateDirs } from './data-dir';
import { createServerApp } from './http/http-app';
import { attachImSocket } from './socket/im-socket';
import type { Logger } from './logger';
import { armBodyDeadline, bodyDeadlineMs } from './http/request-body';
import { reconcileAfterRestart, seedOnFirstRun } from './restore';
import { openHostStorage } from './storage';
import { joinCluster, type ClusterNode } from './cluster/cluster-node';
import { NO_ACCOUNT_HASH } from '../core/passwords';
import { nativePasswords } from './passwords';
import { loadIdentitySecrets } from './secrets';
import { diskFiles, s3Files } from './uploads/upload-files';
import { createUploads } from './uploads/upload-sink';
import { simulatedPeople } from '../demo/simulation';

export interface StartedServer {
  url: string;
  port: number;
  /** Set when this start seeded an empty database. */
  seeded: SeedSummary | undefined;
  /** Sessions of simulated visitors closed because the simulation forgot them. */
  reconciled: number;
  /** Accounts locked at this start because they still had the demo's password. */
  lockedDemoAccounts: string[];
  /** People (not simulated engineers) who can sign in to the console. */
  staff: number;
  /** Where the rows are: SQLite's file, or PostgreSQL's host and database. */
  storage: string;
  /** Where uploaded files go (a directory or a bucket), for the start-up log. */
  uploads: string;
  /** In a cluster: this node's name, and whether it leads now. */
  node?: { id: string; leads(): boolean };
  stop(): Promise<void>;
}

/** Node's own statuses for requests its parser refuses, with the API's JSON envelope. */
const MALFORMED: Record<string, [number, string, string, ReasonCode]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', '请求头过大', 'header_too_large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large', '请求内容过大', 'request_too_large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', '请求超时', 'request_timeout'],
};
const BAD_REQUEST: [number, string, string, ReasonCode] = [
  400,
  'Bad Request',
  '请求格式错误',
  'invalid_request',
];

export function malformedRequestAnswer(code: string | undefined): string {
  const [status, reason, info, reasonCode] = MALFORMED[code ?? ''] ?? BAD_REQUEST;
  const message = { info, code: reasonCode, values: {} };
  const body = JSON.stringify({ statusCode: status, message, data: null });
  return (
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\n` +
    `Content-Type: application/json; charset=UTF-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

export interface StartOptions {
  /** The wall clock; tests move it forward to see tokens expire. @default Date.now */
  now?: () => number;
}

/**
 * The reference server: one process, one port. The core runs on SQLite in DATA_DIR with every
 * call atomic, tokens that expire, uploads on disk, the HTTP app and the IM socket.
 */
export async function startServer(
  config: ServerConfig,
  logger: Logger,
  options: StartOptions = {},
): Promise<StartedServer> {
  securePrivateDirs(config.dataDir, config.uploadsS3 ? undefined : config.uploadsDir);
  const storage = await openHostStorage(config);
  const clock = createHostClock(
    (error) => logger.error({ err: error }, 'timer failed'),
    options.now,
  );
  const store = withTokenExpiry(storage.store, {
    ttlMs: config.tokenTtlMs,
    now: () => clock.now(),
    ledger: storage.ledger,
  });
  const seeded = await seedOnFirstRun(store, clock, { demo: config.demoAccounts });
  // A node of a cluster (REDIS_URL): frames through Redis; the leader runs the simulation.
  const nodeId = config.nodeId ?? `${config.host}:${config.port}:${process.pid}`;
  let node: ClusterNode | undefined;
  // The core is made after joining (it needs the bus); the cluster's handlers find it here.
  const made: { core?: ReturnType<typeof createCore> } = {};
  const wake = coalesced(async () => {
    await made.core?.kick();
  });
  const lead = coalesced(async () => {
    if (!made.core) return;
    const closed = await reconcileAfterRestart(made.core);
    logger.info({ node: nodeId, closed }, 'this node leads the cluster');
  });
  if (config.redisUrl)
    node = await joinCluster(config.redisUrl, nodeId, {
      onLead: () => void lead().catch((err: unknown) => logger.error({ err }, 'leading failed')),
      onWake: () => void wake().catch((err: unknown) => logger.error({ err }, 'wake failed')),
      onError: (err) => logger.warn({ err }, 'redis'),
    });
  const identitySecrets = loadIdentitySecrets(
    config.dataDir,
    (await store.projects.all()).map((project) => project.id),
    config.identitySecrets,
    logger,
  );
  // Every call of the core is a unit of work: one database transaction, its frames and timers
  // after the commit (server/core/unit.ts).
  const core = (made.core = createCore({
    store,
    clock,
    bus: node?.bus,
    cluster: node?.cluster,
    simulation: config.simulate ? simulatedPeople : undefined,
    config: { queuedPerAddress: config.abuse.queuedPerAddress, tokenTtlMs: config.tokenTtlMs },
    passwords: nativePasswords,
    identitySecrets,
    ice: config.ice,
    messenger: hostMessenger(config.outbound, config.demoAccounts),
    onError: (error) => logger.error({ err: error }, 'timer failed'),
  }));
  // Data written before passwords were hashed: hash them, then rewrite the file so no page of
  // it keeps the plain text (VACUUM copies only live rows).
  const rehashed = await core.rehashPlainPasswords();
  // Tokens stored by older data become digests (tokens.ts); the compaction below drops them.
  const digested = await core.digestPlainTokens();
  // The robot reads its articles once, here, not on a connection of its own inside a unit.
  await core.ctx.robot();
  // Without the demo, the demo's public sign-ins are locked (#19): a data directory made by the
  // demo and then run for real keeps its history, not its open doors.
  const lockedDemoAccounts = config.demoAccounts ? [] : await core.lockDemoAccounts();
  if (lockedDemoAccounts.length)
    logger.warn(
      { accounts: lockedDemoAccounts },
      'demo password refused: these accounts are locked until `npm run engineer:add -- --reset --account <name>` sets a password',
    );
  if (rehashed > 0 || digested > 0) {
    await storage.compact();
    if (rehashed > 0) logger.info({ rehashed }, 'stored passwords hashed');
    if (digested > 0) logger.info({ digested }, 'stored tokens replaced by their digests');
  }
  // Mails and short messages that are due: queued before a restart, or a retry another node
  // set. Every node sweeps; taking an item is a unit of its own, so each is sent once.
  const sweep = () =>
    void core.sweepOutbox().catch((err: unknown) => logger.error({ err }, 'outbox sweep failed'));
  const sweeper = setInterval(sweep, OUTBOX_SWEEP_MS);
  sweeper.unref();
  sweep();
  // Alone, this process leads; in a cluster the lease decides (and `lead` tidies up then).
  const reconciled = node ? 0 : await reconcileAfterRestart(core);
  if (node?.lease.leads()) await lead();
  const uploads = createUploads({
    files: config.uploadsS3 ? s3Files(config.uploadsS3) : diskFiles(config.uploadsDir),
    index: storage.uploads,
    maxBytes: config.maxUploadBytes,
  });
  const app = createServerApp({ core, uploads, config, logger, redis: node?.redis });

  const { headersMs, bodyMs } = config.httpTimeouts;
  // The largest body a client may send: an upload with its multipart frame.
  const largest = { 'content-length': String(config.maxUploadBytes + 64 * 1024) };
  const server = createAdaptorServer({
    fetch: app.fetch,
    serverOptions: {
      headersTimeout: headersMs,
      // A backstop only: each body has its own deadline (armBodyDeadline), this is the longest.
      requestTimeout: headersMs + (bodyDeadlineMs(largest, bodyMs) ?? bodyMs),
      // Node looks for requests past these deadlines on this interval (30 s by default, which
      // let a slow client hold a connection half a minute past its deadline).
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersMs / 4))),
    },
  }) as Server;
  // Registered after the app's listener: it only watches the body arrive.
  server.on('request', (incoming: IncomingMessage, outgoing: ServerResponse) =>
    armBodyDeadline(incoming, outgoing, bodyMs, malformedRequestAnswer('ERR_HTTP_REQUEST_TIMEOUT')),
  );
  // Malformed HTTP never reaches Hono; answer it like bad input anywhere else. The parser's
  // error carries the raw request (its token too): only the code is logged.
  server.on('clientError', (error: NodeJS.ErrnoException & { reason?: string }, socket) => {
    logger.debug({ code: error.code, reason: error.reason }, 'http: malformed request');
    if (socket.writable) socket.end(malformedRequestAnswer(error.code));
  });
  const im = attachImSocket(server, core, {
    limits: config.socket,
    allowedOrigins: config.socketOrigins,
    logger,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      const drained = new Promise<void>((r) => server.close(() => r()));
      await im.close();
      server.closeIdleConnections();
      // Requests still running get a moment; then the database closes under nothing.
      await Promise.race([drained, new Promise((r) => setTimeout(r, 2000))]);
      server.closeAllConnections();
      clearInterval(sweeper);
      clock.stop();
      // A mail or short message on its way records that it went before the database closes
      // (or it would be sent again after the restart); a gateway's own timeout bounds the wait.
      await Promise.race([
        core.outboxSettled(),
        new Promise((r) => setTimeout(r, OUTBOUND_TIMEOUT_MS + 2000)),
      ]);
      await node?.stop();
      await storage.close();
    })());

  return {
    url: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`,
    port,
    seeded,
    reconciled,
    lockedDemoAccounts,
    storage: storage.where,
    uploads: uploads.files.where,
    node: node && { id: nodeId, leads: () => node.lease.leads() },
    staff: (await core.ctx.store.engineers.all()).filter(
      (e) => !e.simulated && e.passwordHash !== NO_ACCOUNT_HASH,
    ).length,
    stop,
  };
}

/** `run`, never twice at once: a call while it runs asks for one more run after it. */
function coalesced(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  const go = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        void go();
      }
    });
    return running;
  };
  return go;
}
