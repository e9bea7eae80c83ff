import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/** The socket of this very host, spelled out for browsers whose 'self' does not cover ws:. */
function ownSockets(host: string): string[] {
  return HOST.test(host) ? [`ws://${host} wss://${host}`] : [];
}

/** Hosts whose headers are kept ready; the Host header is the client's, so this is bounded. */
const HOSTS_KEPT = 32;

/**
 * Headers on every response. The CSP fits what the built client loads: its own scripts only
 * (no inline script, no eval); styles inline as well, because styled-components injects
 * <style> tags and framer-motion writes style attributes, which no nonce can cover; pictures
 * from data: (seeded avatars and product art are inline SVG) and blob: (previews before an
 * upload finishes); the IM socket on this host. Framing is limited to this origin and the
 * configured host pages (EMBED_ORIGINS). A handler that set its own header (uploads: a
 * sandboxing CSP) keeps it.
 */
export function securityHeaders(embedOrigins: string[]): MiddlewareHandler {
  // One middleware per host, its CSP written once: a policy with a per-request part is rebuilt
  // on every answer, 8 % of a send's CPU under load.
  const perHost = new Map<string, MiddlewareHandler>();
  const documentHeaders: MiddlewareHandler = (c, next) => {
    const host = c.req.header('host') ?? '';
    let headers = perHost.get(host);
    if (!headers) {
      if (perHost.size >= HOSTS_KEPT) perHost.clear();
      headers = headersFor(embedOrigins, ownSockets(host));
      perHost.set(host, headers);
    }
    return headers(c, next);
  };
  // widget.js runs in other sites' pages: a policy for documents means nothing on it, and its
  // ~1.2 kB of headers would double what a host page downloads before the visitor opens the chat.
  return async (c, next) => {
    if (!/\/widget\.(js|d\.ts)$/.test(c.req.path)) return documentHeaders(c, next);
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  };
}

function headersFor(embedOrigins: string[], sockets: string[]): MiddlewareHandler {
  return secureHeaders({
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...sockets],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'", ...embedOrigins],
    },
    // frame-ancestors decides framing; X-Frame-Options cannot name several origins.
    xFrameOptions: embedOrigins.length === 0 ? 'SAMEORIGIN' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Plain HTTP by default; HSTS belongs to the TLS front end.
    strictTransportSecurity: false,
    // Only features Chromium knows: an unknown one is reported as a console error on every page.
    permissionsPolicy: {
      camera: ['self'],
      microphone: ['self'],
      fullscreen: ['self'],
      clipboardWrite: ['self'],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      midi: [],
      accelerometer: [],
      gyroscope: [],
      magnetometer: [],
    },
  });
}
