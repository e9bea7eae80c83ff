import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { AddressInfo } from 'node:net';
import httpProxy from 'http-proxy';

export interface BalancerOptions {
  port: number;
  host?: string;
  /** The nodes, e.g. http://127.0.0.1:4201 */
  targets: string[];
  /** How often each node's /healthz is asked. @default 500 ms */
  checkEveryMs?: number;
  /** A node this request would rather reach, while it is up (the tests place a browser so). */
  prefer?: (req: IncomingMessage) => string | undefined;
}

export interface Balancer {
  url: string;
  port: number;
  /** The nodes that answered their last health check. */
  healthy(): string[];
  stop(): Promise<void>;
}

/**
 * The cluster's front door for `npm run cluster` and its tests: requests and WebSocket
 * upgrades go round-robin to the nodes that are up (http-proxy), with no stickiness, so any
 * node must be able to serve any request. A node that stops answering its /healthz, or refuses
 * a connection, gets nothing until it answers again; a request that was on its way there is
 * answered 502 and the client retries, as it would after any dropped request.
 */
export async function startBalancer(options: BalancerOptions): Promise<Balancer> {
  const proxy = httpProxy.createProxyServer({ xfwd: true, ws: true, proxyTimeout: 30_000 });
  const up = new Set(options.targets);
  let next = 0;
  const pick = () => {
    const healthy = options.targets.filter((t) => up.has(t));
    if (healthy.length === 0) return undefined;
    next = (next + 1) % healthy.length;
    return healthy[next];
  };
  proxy.on('error', (_error, req, res) => {
    const target = (req as IncomingMessage & { target?: string }).target;
    if (target) up.delete(target);
    if ('writeHead' in res) {
      const response = res as ServerResponse;
      if (!response.headersSent)
        response.writeHead(502, { 'Content-Type': 'application/json; charset=UTF-8' });
      response.end(JSON.stringify({ statusCode: 502, message: 'node unavailable', data: null }));
    } else (res as Duplex).destroy();
  });
  const route = (req: IncomingMessage) => {
    const preferred = options.prefer?.(req);
    const target = preferred && up.has(preferred) ? preferred : pick();
    (req as IncomingMessage & { target?: string }).target = target;
    return target;
  };
  const server: Server = createServer((req, res) => {
    const target = route(req);
    if (!target) {
      res.writeHead(503, { 'Content-Type': 'text/plain', 'Retry-After': '1' });
      res.end('no node is up');
      return;
    }
    proxy.web(req, res, { target });
  });
  const sockets = new Set<Duplex>();
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    const target = route(req);
    if (!target) return void socket.destroy();
    proxy.ws(req, socket, head, { target });
  });

  const check = async (target: string) => {
    try {
      const response = await fetch(`${target}/healthz`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) up.add(target);
      else up.delete(target);
    } catch {
      up.delete(target);
    }
  };
  const timer = setInterval(
    () => void Promise.all(options.targets.map(check)),
    options.checkEveryMs ?? 500,
  );
  await Promise.all(options.targets.map(check));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'}:${port}`,
    port,
    healthy: () => options.targets.filter((t) => up.has(t)),
    async stop() {
      clearInterval(timer);
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      proxy.close();
    },
  };
}
