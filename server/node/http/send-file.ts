import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';

/** The file at `path` when it is a regular file, else undefined. */
export async function fileStats(path: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One byte range (RFC 9110 §14.1.2): `bytes=a-b`, `bytes=a-` or `bytes=-n`.
 * Several ranges or a malformed header are ignored (the whole file is sent, as the RFC allows);
 * a range that starts past the end is 'unsatisfiable'.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (!match[1] && !match[2])) return undefined;
  const [first, last] = [match[1], match[2]];
  if (!first) {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last ? Math.min(Number(last), size - 1) : size - 1;
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}

/** What sendSource answers with: a file on disk, or one in a bucket (upload-files.ts). */
export interface SendableSource {
  size: number;
  mtime: Date;
  /** Bytes start..end (inclusive). */
  stream(start: number, end: number): ReadableStream<Uint8Array>;
}

/**
 * Streams a file with validators (ETag, Last-Modified -> 304) and single ranges (206/416), so
 * audio and video can seek. `headers` carries the caller's type, caching and disposition.
 */
export function sendFile(
  c: Context,
  path: string,
  stats: Stats,
  headers: Record<string, string>,
  status: 200 | 404 = 200,
): Response {
  const source: SendableSource = {
    size: stats.size,
    mtime: stats.mtime,
    stream: (start, end) =>
      Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream<Uint8Array>,
  };
  return sendSource(c, source, headers, status);
}

/** sendFile's answer for any source of bytes. */
export function sendSource(
  c: Context,
  source: SendableSource,
  headers: Record<string, string>,
  status: 200 | 404 = 200,
): Response {
  const { size, mtime } = source;
  const etag = `W/"${size.toString(36)}-${Math.floor(mtime.getTime()).toString(36)}"`;
  const common: Record<string, string> = {
    ...headers,
    ETag: etag,
    'Last-Modified': mtime.toUTCString(),
    'Accept-Ranges': 'bytes',
  };
  const ifNoneMatch = c.req.header('if-none-match');
  if (status === 200 && ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(etag))
    return new Response(null, { status: 304, headers: common });

  const range = status === 200 ? parseRange(c.req.header('range'), size) : undefined;
  if (range === 'unsatisfiable')
    return new Response(null, {
      status: 416,
      headers: { ...common, 'Content-Range': `bytes */${size}` },
    });
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const length = Math.max(0, end - start + 1);
  const responseHeaders = {
    ...common,
    'Content-Length': String(length),
    ...(range ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}),
  };
  const body = c.req.method === 'HEAD' || length === 0 ? null : source.stream(start, end);
  return new Response(body, { status: range ? 206 : status, headers: responseHeaders });
}
