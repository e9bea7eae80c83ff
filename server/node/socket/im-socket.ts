// The socket's whole life on Node: origin check, frame and rate limits, heartbeat, the cap per token, and the protocol's frames.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { IM_PATH, type ServerFrame } from '@/lib/contract';
import type { WebchatCore } from '../../core';
import {
  CLOSE_INVALID_IDENTITY,
  openImConnection,
  readFrame,
  type ImConnection,
  type ReadFrame,
} from '../../im/protocol';
import { DEFAULT_SOCKETS_PER_TOKEN, type SocketLimits } from '../config';
import { redactUrl, type Logger } from '../logger';
import { FrameGate, frameBuckets } from './rate-limit';

export const CLOSE_GOING_AWAY = 1001;
export const CLOSE_POLICY = 1008;

export interface ImSocketOptions {
  limits: SocketLimits;
  /** Origins besides the page's own (the Host it connects to) that may open the socket. */
  allowedOrigins: string[];
  logger: Logger;
}

type Bucket = 'chat' | 'call';

interface Peer {
  connection: ImConnection;
  /** Its frames through the chat's bucket and the calls' (SocketLimits.callFramesPerSecond). */
  gate: FrameGate<Bucket>;
  alive: boolean;
  warnedAt: number;
  /** Which slice of the heartbeat checks this socket (heartbeatSlices). */
  slice: number;
  /** The token it is counted under (maxPerToken), once it has one. */
  counted?: string;
}

/**
 * How many turns one heartbeat is split into: about one a second. Every socket is still pinged
 * and its token checked once per heartbeat, but a slice at a time: 10,000 sockets in one turn
 * stopped the loop for about 400 ms every 30 s (a p99 of 446 ms at 1,000 sends/s).
 */
export function heartbeatSlices(heartbeatMs: number): number {
  return Math.max(1, Math.min(30, Math.round(heartbeatMs / 1000)));
}

/**
 * A browser always sends Origin on a WebSocket handshake. It must be this host (compared with
 * the Host header, so a TLS proxy in front changes nothing) or one configured; clients that are
 * not browsers send none and are let through, since they could claim any Origin anyway.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: string[],
) {
  if (!origin) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (host !== undefined && url.host === host.toLowerCase()) || allowed.includes(url.origin);
}

/**
 * Whether a frame is counted in the calls' bucket: only a frame the contract reads as a call
 * step, the same reading the protocol acts on (a second "type" key that makes it a message is
 * a message). Anything else, unreadable frames included, is counted in the chat's.
 */
export const inCallBucket = (frame: ReadFrame) => frame.success && frame.data.type === 'call';

function refuse(socket: Duplex, status: number, text: string) {
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
  socket.destroy();
}

const frame = (f: ServerFrame) => JSON.stringify(f);

/**
 * The IM socket at /chat (SPEC §7) on the HTTP server, speaking server/im/protocol.ts: login,
 * resume, kickoff of an older console. Around it: Origin allow-list, a size limit per frame
 * (1009), a rate limit per connection ('rate_limited', then 1008 when it goes on), pings that
 * drop sockets which stop answering, and a check that the token has not expired meanwhile.
 */
export function attachImSocket(server: Server, core: WebchatCore, options: ImSocketOptions) {
  const { limits, logger } = options;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxMessageBytes,
    perMessageDeflate: false,
  });
  const peers = new Map<WebSocket, Peer>();
  /** Open sockets by token: a thousand on one token must not each cost a connection's upkeep. */
  const byToken = new Map<string, number>();
  const maxPerToken = limits.maxPerToken ?? DEFAULT_SOCKETS_PER_TOKEN;
  const slices = heartbeatSlices(limits.heartbeatMs);
  let joined = 0;
  let connections = 0;
  const buckets = frameBuckets<Bucket>({
    chat: { perSecond: limits.framesPerSecond, burst: limits.burst },
    call: { perSecond: limits.callFramesPerSecond, burst: limits.callBurst },
  });
  let turn = 0;

  const send = (ws: WebSocket, data: string) => {
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ws.bufferedAmount > limits.maxBufferedBytes) {
      logger.warn({ buffered: ws.bufferedAmount }, 'im: dropping a client that does not read');
      ws.terminate();
      return;
    }
    ws.send(data);
  };

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== IM_PATH) return refuse(socket, 404, 'Not Found');
    if (!originAllowed(req.headers.origin, req.headers.host, options.allowedOrigins)) {
      logger.warn(
        { origin: req.headers.origin, url: redactUrl(req.url ?? '') },
        'im: origin refused',
      );
      return refuse(socket, 403, 'Forbidden');
    }
    wss.handleUpgrade(req, socket, head, (ws) =>
      accept(ws, req, url.searchParams.get('token') ?? ''),
    );
  };

  /**
   * Counts the socket under its token once it has one (from the URL at once, from the login
   * frame later); one over the cap is closed with 1008, the ones already open stay (closing the
   * oldest instead would let two tabs that reconnect close each other for ever). False: closed.
   */
  const count = (ws: WebSocket, peer: Peer): boolean => {
    const token = peer.connection.pending ? '' : peer.connection.token;
    if (peer.counted !== undefined || !token) return true;
    const open = byToken.get(token) ?? 0;
    if (open >= maxPerToken) {
      logger.warn({ account: peer.connection.account, open }, 'im: too many sockets on a token');
      send(ws, frame({ type: 'error', code: 'rate_limited', message: 'too many sockets' }));
      ws.close(CLOSE_POLICY, 'too many sockets');
      return false;
    }
    byToken.set(token, open + 1);
    peer.counted = token;
    return true;
  };
  const uncount = (peer: Peer) => {
    if (peer.counted === undefined) return;
    const left = (byToken.get(peer.counted) ?? 1) - 1;
    if (left > 0) byToken.set(peer.counted, left);
    else byToken.delete(peer.counted);
    peer.counted = undefined;
  };

  const accept = (ws: WebSocket, req: IncomingMessage, token: string) => {
    ws.on('error', (error) => logger.debug({ err: error }, 'im: socket error'));
    const connection = openImConnection(
      core,
      { send: (data) => send(ws, data), close: (code, reason) => ws.close(code, reason) },
      token,
    );
    void connection.opened.then((ok) => {
      if (!ok) logger.info({ ip: req.socket.remoteAddress }, 'im: identity refused');
    });
    const peer: Peer = {
      connection,
      gate: new FrameGate(String((connections += 1)), buckets, limits.abuseAfter, (error) =>
        logger.error({ err: error, account: connection.account }, 'im: frame failed'),
      ),
      alive: true,
      warnedAt: 0,
      slice: (joined += 1) % slices,
    };
    peers.set(ws, peer);
    logger.info(
      { account: connection.account ?? '(login frame)', peers: peers.size },
      'im: connected',
    );
    ws.on('pong', () => (peer.alive = true));
    ws.on('message', (data) => receive(ws, peer, data.toString()));
    ws.on('close', (code) => {
      connection.dispose();
      peers.delete(ws);
      uncount(peer);
      logger.info({ account: connection.account, code }, 'im: closed');
    });
    count(ws, peer);
  };

  const receive = (ws: WebSocket, peer: Peer, text: string) => {
    // Read once, here: the bucket and the protocol go by the same reading.
    const read = readFrame(text);
    peer.gate.pass(
      inCallBucket(read) ? 'call' : 'chat',
      () => {
        // Counted after the socket closed: the connection is gone.
        if (!peers.has(ws)) return;
        const wasPending = peer.connection.pending;
        peer.connection.receive(read).then(
          // The login frame named the token (header mode): now it is counted.
          () => void (wasPending && !peer.connection.pending && count(ws, peer)),
          (error: unknown) => {
            logger.error({ err: error, account: peer.connection.account }, 'im: frame failed');
          },
        );
      },
      (verdict) => {
        const now = Date.now();
        // One warning a second is enough; answering every refused frame would amplify a flood.
        if (verdict === 'abuse' || now - peer.warnedAt >= 1000) {
          peer.warnedAt = now;
          send(ws, frame({ type: 'error', code: 'rate_limited', message: 'too many frames' }));
        }
        if (verdict === 'abuse') {
          logger.warn({ account: peer.connection.account }, 'im: closing a flooding client');
          ws.close(CLOSE_POLICY, 'rate limited');
        }
      },
    );
  };

  const heartbeat = setInterval(() => {
    const slice = turn++ % slices;
    for (const [ws, peer] of peers) {
      if (peer.slice !== slice) continue;
      if (!peer.alive) {
        logger.info({ account: peer.connection.account }, 'im: no pong, dropping the socket');
        ws.terminate();
        continue;
      }
      peer.alive = false;
      ws.ping();
      // A socket still waiting for its login frame has no token to check yet (LOGIN_WAIT_MS).
      if (peer.connection.pending) continue;
      void core.accountForToken(peer.connection.token).then((who) => {
        if (who) return;
        send(ws, frame({ type: 'error', code: 'invalid_identity', message: 'token expired' }));
        ws.close(CLOSE_INVALID_IDENTITY, 'invalid identity');
      });
    }
  }, limits.heartbeatMs / slices);

  server.on('upgrade', onUpgrade);

  return {
    get connections() {
      return peers.size;
    },
    /** Tells every client the server is going (they reconnect and resume), then lets go. */
    async close(graceMs = 1000): Promise<void> {
      clearInterval(heartbeat);
      server.off('upgrade', onUpgrade);
      const closed = [...peers.keys()].map(
        (ws) =>
          new Promise<void>((done) => {
            ws.once('close', () => done());
            ws.close(CLOSE_GOING_AWAY, 'server restarting');
          }),
      );
      await Promise.race([Promise.all(closed), new Promise((r) => setTimeout(r, graceMs))]);
      for (const ws of peers.keys()) ws.terminate();
      await new Promise<void>((done) => wss.close(() => done()));
    },
  };
}

export type ImSocketServer = ReturnType<typeof attachImSocket>;
