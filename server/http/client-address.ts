import type { Context } from 'hono';

/**
 * The address a request came from, for per-address limits: the socket's peer on Node. Behind a
 * reverse proxy the peer is the proxy; `trustProxy` reads X-Forwarded-For instead, its last hop:
 * the address your proxy saw and appended (nginx's `$proxy_add_x_forwarded_for`). Hops before it
 * are whatever the client sent, so anyone could forge them. Set TRUST_PROXY only behind one
 * proxy you run. The in-browser backend has one client: 'local'.
 */
export function clientAddress(c: Context, trustProxy = false): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}
