import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { Context, Hono } from 'hono';
import { accepts } from 'hono/accepts';
import { getMimeType } from 'hono/utils/mime';
import { fileStats, sendFile } from './send-file';

/** SPEC §2: the screens the client routes itself; each one loads index.html. */
const APP_ROUTES = [
  /^$/,
  /^test$/,
  /^testsaas$/,
  /^projects$/,
  /^index\/[^/]+$/,
  /^chatQueue$/,
  /^chatEngieer$/,
  /^webchat$/,
  /^login$/,
  /^review$/,
];

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed bundles: always ask again (a 304 is cheap). */
const REVALIDATE = 'no-cache';
/** Emoji and demo pictures keep their names across builds. */
const SHORT = 'public, max-age=3600';
/**
 * widget.js keeps its name for ever (host pages link to it), so a new build reaches them only
 * when their copy expires: five minutes. Any origin may load it (and its types).
 */
const EMBED_FILES: Record<string, Record<string, string>> = {
  'widget.js': { 'Content-Type': 'text/javascript; charset=utf-8' },
  'widget.d.ts': { 'Content-Type': 'text/plain; charset=utf-8' },
};
const EMBED_HEADERS = {
  'Cache-Control': 'public, max-age=300',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/**
 * The page with the server's EMBED_ORIGINS in a meta tag, which the widget reads at run time
 * (src/features/visitor-chat/model/host-bridge.ts): the list that makes the CSP's
 * frame-ancestors is the list the widget talks to, with no request to learn it and nothing
 * baked into the build. Origins are checked by config.ts, so they hold no quote or bracket.
 */
export function withEmbedOrigins(html: string, origins: readonly string[]): string {
  if (origins.length === 0) return html;
  const meta = `<meta name="webchat-embed-origins" content="${origins.join(' ')}">`;
  return html.replace(/<head[^>]*>/i, (head) => head + meta);
}

/** Whether the request's Accept-Encoding takes Brotli (`br`, not `br;q=0`). */
function wantsBrotli(c: Context): boolean {
  return accepts(c, { header: 'Accept-Encoding', supports: ['br'], default: '' }) === 'br';
}

function decode(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * The built client: hashed assets cached for a year, the SPEC §2 routes answered with
 * index.html, other page addresses with index.html and a 404 status (the app shows its
 * not-found screen), anything else a plain 404. Dot files (.vite/manifest.json) are not served.
 */
export function staticRoutes(
  app: Hono,
  options: { distDir: string; basePath: string; embedOrigins?: readonly string[] },
) {
  const root = resolve(options.distDir);
  const index = resolve(root, 'index.html');
  const base = options.basePath;
  const origins = options.embedOrigins ?? [];
  const pageHeaders = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': REVALIDATE };
  /** index.html with the meta tag, read again only when the file changes (a new build). */
  let page: { stats: Stats; html: string } | undefined;

  const sendIndex = async (c: Context, status: 200 | 404) => {
    const stats = await fileStats(index);
    if (!stats) return c.text('The client is not built: run npm start or vite build.', 503);
    if (origins.length === 0) return sendFile(c, index, stats, pageHeaders, status);
    if (page?.stats.mtimeMs !== stats.mtimeMs || page.stats.size !== stats.size)
      page = { stats, html: withEmbedOrigins(await readFile(index, 'utf8'), origins) };
    const etag = `W/"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}-e"`;
    const headers = { ...pageHeaders, ETag: etag };
    const ifNoneMatch = c.req.header('if-none-match');
    if (status === 200 && ifNoneMatch?.split(/\s*,\s*/).includes(etag))
      return new Response(null, { status: 304, headers });
    return new Response(c.req.method === 'HEAD' ? null : page.html, { status, headers });
  };

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const path = decode(c.req.path);
    if (path === undefined) return c.text('Not found', 404);
    if (`${path}/` === base) return c.redirect(base, 301);
    if (!path.startsWith(base)) return c.text('Not found', 404);
    const relative = path.slice(base.length).replace(/\/$/, '');
    if (APP_ROUTES.some((route) => route.test(relative))) return sendIndex(c, 200);

    const segments = relative.split('/');
    const hidden = segments.some((s) => s.startsWith('.') || s === '');
    const file = resolve(root, ...segments);
    const stats = hidden || !file.startsWith(root + sep) ? undefined : await fileStats(file);
    if (stats && EMBED_FILES[relative])
      return sendFile(c, file, stats, { ...EMBED_FILES[relative], ...EMBED_HEADERS });
    if (stats) {
      const asset = relative.startsWith('assets/');
      const cache = asset ? IMMUTABLE : relative === 'index.html' ? REVALIDATE : SHORT;
      const type = getMimeType(file) ?? 'application/octet-stream';
      const headers = { 'Content-Type': type, 'Cache-Control': cache, Vary: 'Accept-Encoding' };
      // The build's Brotli copy (scripts/precompress.ts) to a browser that takes it; the others
      // get the file gzipped on the way out (the compress middleware).
      const packed = asset && wantsBrotli(c) ? await fileStats(`${file}.br`) : undefined;
      if (packed)
        return sendFile(c, `${file}.br`, packed, { ...headers, 'Content-Encoding': 'br' });
      return sendFile(c, file, stats, headers);
    }
    const wantsPage = (c.req.header('accept') ?? '').includes('text/html');
    const looksLikeFile = /\.[a-z0-9]+$/i.test(relative);
    if (wantsPage && !looksLikeFile) return sendIndex(c, 404);
    return c.text('Not found', 404);
  });
}
