import type { Context } from 'hono';

/**
 * The address a request came from, for per-address limits: the socket's peer on Node. Behind a
 * reverse proxy the peer is the proxy; `trustProxy` reads the first hop of X-Forwarded-For
 * instead (set TRUST_PROXY only when a proxy you run sets that header, or anyone can forge it).
 * The in-browser backend has one client: 'local'.
 */
export function clientAddress(c: Context, trustProxy = false): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}
