// Every setting of the Node host, read from the environment in one place, each
// with its default and its refusal (README lists the same variables).
import { resolve } from 'node:path';
import { DEFAULT_TOKEN_TTL_HOURS } from '../core/token-expiry';
import { DEFAULT_CONFIG } from '../core/context';
import { DEFAULT_ABUSE_LIMITS, type AbuseLimits } from '../http/abuse-limits';
import { DEFAULT_HTTP_LIMITS, type HttpLimits } from './http/http-limits';
import type { S3Options } from './uploads/upload-files';
import type { IceConfig } from '../core';
import { iceConfig } from './ice-config';
import { outboundConfig, type OutboundConfig } from './outbound/outbound';
import { ConfigError, flag, identitySecrets, integer, origins, url, type Env } from './env-readers';

export { ConfigError, MIN_SECRET_LENGTH } from './env-readers';

/** Everything the Node host can be told; env vars in README, the rest has safe defaults. */
export interface ServerConfig {
  port: number;
  host: string;
  /** SQLite database and uploaded files live here. */
  dataDir: string;
  /** The built client (vite build). */
  distDir: string;
  /** The base path the client was built with (WEBCHAT_BASE), always with a trailing slash. */
  basePath: string;
  tokenTtlMs: number;
  /** Host pages allowed to frame the widget (CSP frame-ancestors). */
  embedOrigins: string[];
  /** Origins besides the page's own that may open the IM socket (e.g. the Vite dev server). */
  socketOrigins: string[];
  logLevel: string;
  maxUploadBytes: number;
  /** Simulated engineers and visitors, so the demo support centre answers by itself. */
  simulate: boolean;
  /**
   * The demo's people: engineers who sign in with the demo password and a visitor whose token is
   * in the source. Seeded into a new data directory only when on (DEMO_ACCOUNTS, on with
   * SIMULATE), and their sign-in refused when off.
   */
  demoAccounts: boolean;
  /** Largest JSON body accepted by the API. */
  maxJsonBytes: number;
  /** Read client addresses from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  /**
   * Caps on abuse (#37 item 6): visitors waiting per address (the core's queuedPerAddress),
   * short messages per engineer a day, left messages per visitor and per address an hour.
   */
  abuse: AbuseLimits & { queuedPerAddress: number };
  /** Requests, new visitors and writes per address or token (http-limits.ts). */
  limits: HttpLimits;
  socket: SocketLimits;
  /**
   * Identity-verification secrets by project (IDENTITY_SECRETS); a project not named here takes
   * its secret from the data directory's secrets file (secrets.ts).
   */
  identitySecrets: Record<string, string>;
  /** PostgreSQL instead of SQLite (DATABASE_URL): the storage of a cluster's nodes. */
  databaseUrl: string | undefined;
  /** Connections each node keeps to PostgreSQL (DB_POOL_SIZE). */
  dbPoolSize: number;
  /** Redis (REDIS_URL): frames between nodes and the leader lease; needs DATABASE_URL. */
  redisUrl: string | undefined;
  /** Uploaded files (UPLOADS_DIR): DATA_DIR/uploads; one directory all nodes of a cluster mount. */
  uploadsDir: string;
  /** Uploaded files in an S3-compatible bucket instead (UPLOADS_S3_BUCKET and its settings). */
  uploadsS3: S3Options | undefined;
  /** This node's name in logs and in Redis (NODE_ID); host and port unless set. */
  nodeId: string | undefined;
  /** STUN and TURN servers for calls (ICE_SERVERS, TURN_URLS, TURN_SECRET; ice-config.ts). */
  ice: IceConfig | undefined;
  /** Mail, SMS and the user centre (SMTP_URL, MAIL_FROM, SMS_GATEWAY_*, USER_CENTER_URL). */
  outbound: OutboundConfig;
  /** How long a client may take over a request's headers and its body (request-body.ts). */
  httpTimeouts: HttpTimeouts;
  /**
   * The address people reach the centre at (PUBLIC_URL, e.g. https://chat.example.com): the
   * links in transcripts and their e-mails. Unset: the request's own origin in demo mode
   * (DEMO_ACCOUNTS), relative links otherwise, never a Host header a client chose.
   */
  publicUrl: string | undefined;
}

export interface HttpTimeouts {
  /** All of a request's headers within this (HTTP_HEADERS_TIMEOUT_SECONDS), or 408 and closed. */
  headersMs: number;
  /**
   * A body within this after its headers (HTTP_BODY_TIMEOUT_SECONDS), plus a second for every
   * BODY_BYTES_PER_SECOND it declares (an upload on a slow phone), or 408 and closed.
   */
  bodyMs: number;
}

export interface SocketLimits {
  /** Largest frame a client may send; bigger ones close the socket with 1009. */
  maxMessageBytes: number;
  /** Ping period; a socket that has not answered the previous ping by the next one is dropped. */
  heartbeatMs: number;
  /** Frames per second a connection may send on average, and the burst it may save up. */
  framesPerSecond: number;
  burst: number;
  /** Refused frames in a row before the connection counts as abusive and is closed. */
  abuseAfter: number;
  /**
   * Call frames (#18) have a bucket of their own: setting up a call trickles a burst of ICE
   * candidates (30 in a second is usual), which must neither be refused nor eat the chat's.
   */
  callFramesPerSecond: number;
  callBurst: number;
  /** A client that reads slower than this many unsent bytes is dropped. */
  maxBufferedBytes: number;
  /**
   * Sockets open at once on one token (IM_SOCKETS_PER_TOKEN); one more is closed with 1008
   * ('too many sockets'), the ones already open stay. @default 10
   */
  maxPerToken?: number;
}

export const DEFAULT_SOCKETS_PER_TOKEN = 10;

export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  maxMessageBytes: 64 * 1024,
  heartbeatMs: 30_000,
  framesPerSecond: 10,
  burst: 40,
  abuseAfter: 40,
  callFramesPerSecond: 20,
  callBurst: 80,
  maxBufferedBytes: 4 * 1024 * 1024,
  maxPerToken: DEFAULT_SOCKETS_PER_TOKEN,
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function basePath(raw: string | undefined): string {
  const trimmed = (raw ?? '/').trim() || '/';
  if (!/^\/[\w\-./]*$/.test(trimmed) || trimmed.includes('..'))
    throw new ConfigError(`WEBCHAT_BASE must be a path like /webchat/ (got "${trimmed}")`);
  return trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
}

/** PUBLIC_URL: an origin (a path after it is refused: links are made from the origin). */
function publicUrl(env: Env): string | undefined {
  const raw = env.PUBLIC_URL?.trim().replace(/\/$/, '');
  if (!raw) return undefined;
  const parsed = url(env, 'PUBLIC_URL', ['http:', 'https:']);
  if (!parsed || new URL(parsed).origin !== raw)
    throw new ConfigError(
      `PUBLIC_URL must be an origin like https://chat.example.com (got "${raw}")`,
    );
  return raw;
}

/** Reads the configuration from environment variables; throws ConfigError naming what is wrong. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const logLevel = env.LOG_LEVEL?.trim().toLowerCase() || 'info';
  if (!LOG_LEVELS.includes(logLevel))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  return {
    port: integer(env, 'PORT', 4173, 0, 65_535),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: resolve(cwd, env.DATA_DIR?.trim() || 'data'),
    distDir: resolve(cwd, env.DIST_DIR?.trim() || 'dist'),
    basePath: basePath(env.WEBCHAT_BASE),
    tokenTtlMs: integer(env, 'TOKEN_TTL_HOURS', DEFAULT_TOKEN_TTL_HOURS, 1, 24 * 366) * 3_600_000,
    embedOrigins: origins(env, 'EMBED_ORIGINS'),
    socketOrigins: origins(env, 'SOCKET_ORIGINS'),
    logLevel,
    maxUploadBytes: integer(env, 'MAX_UPLOAD_MB', 50, 1, 1024) * 1024 * 1024,
    simulate: flag(env, 'SIMULATE', true),
    demoAccounts: flag(env, 'DEMO_ACCOUNTS', flag(env, 'SIMULATE', true)),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    abuse: {
      queuedPerAddress: integer(
        env,
        'QUEUED_PER_ADDRESS',
        DEFAULT_CONFIG.queuedPerAddress,
        1,
        1_000_000,
      ),
      smsPerEngineerPerDay: integer(
        env,
        'SMS_PER_ENGINEER_PER_DAY',
        DEFAULT_ABUSE_LIMITS.smsPerEngineerPerDay,
        1,
        1_000_000,
      ),
      leaveMessagesPerVisitorPerHour: integer(
        env,
        'LEFT_MESSAGES_PER_VISITOR',
        DEFAULT_ABUSE_LIMITS.leaveMessagesPerVisitorPerHour,
        1,
        1_000_000,
      ),
      leaveMessagesPerAddressPerHour: integer(
        env,
        'LEFT_MESSAGES_PER_ADDRESS',
        DEFAULT_ABUSE_LIMITS.leaveMessagesPerAddressPerHour,
        1,
        1_000_000,
      ),
    },
    limits: {
      requestsPerMinute: integer(
        env,
        'RATE_REQUESTS_PER_MINUTE',
        DEFAULT_HTTP_LIMITS.requestsPerMinute,
        1,
        10_000_000,
      ),
      visitorsPerHour: integer(
        env,
        'RATE_VISITORS_PER_HOUR',
        DEFAULT_HTTP_LIMITS.visitorsPerHour,
        1,
        10_000_000,
      ),
      writesPerMinute: integer(
        env,
        'RATE_WRITES_PER_MINUTE',
        DEFAULT_HTTP_LIMITS.writesPerMinute,
        1,
        10_000_000,
      ),
    },
    maxJsonBytes: 256 * 1024,
    socket: {
      ...DEFAULT_SOCKET_LIMITS,
      maxPerToken: integer(env, 'IM_SOCKETS_PER_TOKEN', DEFAULT_SOCKETS_PER_TOKEN, 1, 1000),
    },
    httpTimeouts: {
      headersMs: integer(env, 'HTTP_HEADERS_TIMEOUT_SECONDS', 10, 1, 600) * 1000,
      bodyMs: integer(env, 'HTTP_BODY_TIMEOUT_SECONDS', 30, 1, 3600) * 1000,
    },
    publicUrl: publicUrl(env),
    identitySecrets: identitySecrets(env),
    ice: iceConfig(env, (message) => new ConfigError(message)),
    outbound: outboundConfig(env),
    ...cluster(env, resolve(cwd, env.DATA_DIR?.trim() || 'data'), cwd),
  };
}

/** Where a node of a cluster finds what the nodes share. */
function cluster(env: Env, dataDir: string, cwd: string) {
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const redisUrl = url(env, 'REDIS_URL', ['redis:', 'rediss:']);
  if (redisUrl && !databaseUrl)
    throw new ConfigError(
      'REDIS_URL joins a cluster, whose nodes share one database: set DATABASE_URL too',
    );
  return {
    databaseUrl,
    redisUrl,
    dbPoolSize: integer(env, 'DB_POOL_SIZE', 10, 1, 1000),
    uploadsDir: resolve(cwd, env.UPLOADS_DIR?.trim() || resolve(dataDir, 'uploads')),
    uploadsS3: s3(env),
    nodeId: env.NODE_ID?.trim() || undefined,
  };
}

/**
 * An S3-compatible bucket for uploads: UPLOADS_S3_BUCKET turns it on; the endpoint defaults to
 * AWS's for the region; the keys are the usual AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.
 */
function s3(env: Env): S3Options | undefined {
  const bucket = env.UPLOADS_S3_BUCKET?.trim();
  if (!bucket) return undefined;
  if (env.UPLOADS_DIR?.trim())
    throw new ConfigError('UPLOADS_DIR and UPLOADS_S3_BUCKET both say where uploads go: set one');
  const region = env.UPLOADS_S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1';
  const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim();
  if (!accessKeyId || !secretAccessKey)
    throw new ConfigError(
      "UPLOADS_S3_BUCKET needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (the bucket's keys)",
    );
  return {
    bucket,
    region,
    endpoint:
      url(env, 'UPLOADS_S3_ENDPOINT', ['http:', 'https:']) ?? `https://s3.${region}.amazonaws.com`,
    accessKeyId,
    secretAccessKey,
    prefix: env.UPLOADS_S3_PREFIX?.trim() || undefined,
  };
}
