import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/** The socket of this very host, spelled out for browsers whose 'self' does not cover ws:. */
function ownSockets(host: string): string[] {
  return HOST.test(host) ? [`ws://${host} wss://${host}`] : [];
}

/**
 * Hosts (times the two kinds of page) whose headers are kept ready; the Host header is the
 * client's, so this is bounded.
 */
const HOSTS_KEPT = 64;

/**
 * The pages a host site may frame (SPEC §2: a page is embedded when isiframe=1 is in its URL):
 * the visitor's screens only, /webchat (the widget's iframe, src/embed/loader.ts) and the chat
 * queue it grew from ('' redirects there, /index/:project is the same screen). They hold a
 * visitor's own chat and nothing a click could be stolen for that the visitor could not do there
 * anyway. The console, review, login, projects and the test host pages are never framed, nor is
 * any other answer (API, files).
 */
const FRAMABLE_PAGES = [/^$/, /^chatQueue$/, /^index\/[^/]+$/, /^webchat$/];

/** Whether `path` (the request's, undecoded) is one of FRAMABLE_PAGES under `basePath`. */
export function framablePage(path: string, basePath: string): boolean {
  if (!path.startsWith(basePath) && `${path}/` !== basePath) return false;
  const relative = path.slice(basePath.length).replace(/\/$/, '');
  return FRAMABLE_PAGES.some((page) => page.test(relative));
}

/**
 * Headers on every response. The CSP fits what the built client loads: its own scripts only
 * (no inline script, no eval); styles inline as well, because styled-components injects
 * <style> tags and framer-motion writes style attributes, which no nonce can cover; pictures
 * from data: (seeded avatars and product art are inline SVG) and blob: (previews before an
 * upload finishes); the IM socket on this host. Framing: the visitor's pages (framablePage) by
 * this origin (the /test host pages) and the configured host pages (EMBED_ORIGINS); everything
 * else by nobody (frame-ancestors 'none' and X-Frame-Options DENY), so no site can frame a
 * signed-in console or review under a decoy. A handler that set its own header (uploads: a
 * sandboxing CSP) keeps it.
 */
export function securityHeaders(embedOrigins: string[], basePath = '/'): MiddlewareHandler {
  // One middleware per host and kind of page, its CSP written once: a policy with a
  // per-request part is rebuilt on every answer, 8 % of a send's CPU under load.
  const perHost = new Map<string, MiddlewareHandler>();
  const documentHeaders: MiddlewareHandler = (c, next) => {
    const host = c.req.header('host') ?? '';
    const framable = framablePage(c.req.path, basePath);
    const key = `${framable ? 'f' : 'n'} ${host}`;
    let headers = perHost.get(key);
    if (!headers) {
      if (perHost.size >= HOSTS_KEPT) perHost.clear();
      headers = headersFor(framable ? ["'self'", ...embedOrigins] : [], ownSockets(host));
      perHost.set(key, headers);
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

/** `framers`: who may frame the answer ('self' and host pages); none: nobody. */
function headersFor(framers: string[], sockets: string[]): MiddlewareHandler {
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
      frameAncestors: framers.length ? framers : ["'none'"],
    },
    // For browsers without frame-ancestors. It cannot name several origins: a framable page
    // with host pages leaves it to frame-ancestors.
    xFrameOptions: !framers.length ? 'DENY' : framers.length === 1 ? 'SAMEORIGIN' : false,
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
