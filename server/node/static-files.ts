import { resolve, sep } from 'node:path';
import type { Context, Hono } from 'hono';
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
export function staticRoutes(app: Hono, options: { distDir: string; basePath: string }) {
  const root = resolve(options.distDir);
  const index = resolve(root, 'index.html');
  const base = options.basePath;

  const sendIndex = async (c: Context, status: 200 | 404) => {
    const stats = await fileStats(index);
    if (!stats) return c.text('The client is not built: run npm start or vite build.', 503);
    return sendFile(
      c,
      index,
      stats,
      { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': REVALIDATE },
      status,
    );
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
    if (stats) {
      const cache = relative.startsWith('assets/')
        ? IMMUTABLE
        : relative === 'index.html'
          ? REVALIDATE
          : SHORT;
      const type = getMimeType(file) ?? 'application/octet-stream';
      return sendFile(c, file, stats, { 'Content-Type': type, 'Cache-Control': cache });
    }
    const wantsPage = (c.req.header('accept') ?? '').includes('text/html');
    const looksLikeFile = /\.[a-z0-9]+$/i.test(relative);
    if (wantsPage && !looksLikeFile) return sendIndex(c, 404);
    return c.text('Not found', 404);
  });
}
