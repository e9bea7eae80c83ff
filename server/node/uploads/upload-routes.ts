import type { Hono } from 'hono';
import { sendSource } from '../http/send-file';
import { UPLOADS_PREFIX, type Uploads } from './upload-sink';

const UPLOAD_PATH = /^(\d{4}\/\d{2}\/([0-9a-f-]{36})\.[a-z0-9]{1,5})$/;

/** RFC 6266: an ASCII fallback and the exact UTF-8 name. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Uploaded files, by the unguessable name the server gave them. Images are shown inline; every
 * other type downloads (attachment) under its original name. nosniff and a sandboxing CSP make
 * sure a file is never run as a page, whatever it contains.
 */
export function uploadRoutes(app: Hono, uploads: Uploads) {
  app.on(['GET', 'HEAD'], `${UPLOADS_PREFIX}*`, async (c) => {
    const match = c.req.path.slice(UPLOADS_PREFIX.length).match(UPLOAD_PATH);
    const row = match?.[2] ? await uploads.lookup(match[2]) : undefined;
    if (!row || row.path !== match?.[1]) return c.text('Not found', 404);
    const file = await uploads.files.open(row.path);
    if (!file) return c.text('Not found', 404);
    const inline = row.mime.startsWith('image/') && row.mime !== 'image/svg+xml';
    return sendSource(c, file, {
      'Content-Type': row.mime,
      'Content-Disposition': disposition(inline ? 'inline' : 'attachment', row.originalName),
      // The name never changes content; only this visitor's browser keeps a copy.
      'Cache-Control': 'private, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-origin',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
