import type { IncomingMessage } from 'node:http';
import getRawBody from 'raw-body';

/** A body over its limit: the rest of it is never read. */
export const TOO_LARGE = Symbol('too large');
/** A body that ended before its Content-Length, or a client that went away while sending it. */
export const BROKEN = Symbol('broken');

/**
 * A JSON call's body, read straight from Node's request stream (raw-body: the limit, a length
 * that does not match Content-Length, a client that went away), as UTF-8 text. Hono's web
 * Request would first wrap the stream in a WHATWG ReadableStream and build a Request and an
 * AbortController around it: about 12 % of a send's CPU under load, for a body of a few hundred
 * bytes. A body over `max` stops being read; the socket stays open for the 413.
 */
export async function readBodyText(
  incoming: IncomingMessage,
  max: number,
): Promise<string | typeof TOO_LARGE | typeof BROKEN> {
  try {
    return await getRawBody(incoming, {
      limit: max,
      length: incoming.headers['content-length'],
      encoding: 'utf-8',
    });
  } catch (error) {
    const { type, status } = error as { type?: string; status?: number };
    if (type === 'entity.too.large') return TOO_LARGE;
    // raw-body says 400 for a short body or an aborted request: the client's doing, not a 500.
    if (status !== undefined && status >= 400 && status < 500) return BROKEN;
    throw error;
  }
}
