import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
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

/** A declared body gets a second more for every this many bytes: an upload on a slow phone. */
export const BODY_BYTES_PER_SECOND = 64 * 1024;

/**
 * How long after its headers a request's body may take, or undefined when it has none: the
 * body timeout, plus a second per BODY_BYTES_PER_SECOND of its Content-Length (a chunked body,
 * which declares none, gets the timeout alone).
 */
export function bodyDeadlineMs(
  headers: Pick<IncomingHttpHeaders, 'content-length' | 'transfer-encoding'>,
  bodyMs: number,
): number | undefined {
  const length = Number(headers['content-length'] ?? 0);
  const chunked = headers['transfer-encoding'] !== undefined;
  if (!chunked && !(length > 0)) return undefined;
  return bodyMs + (length > 0 ? Math.ceil((length / BODY_BYTES_PER_SECOND) * 1000) : 0);
}

/**
 * Drops a request whose body has not all arrived by its deadline (bodyDeadlineMs): 408 when
 * nothing was answered yet, and the connection closed either way. Node's own requestTimeout is
 * one figure for every request, so it would have to fit the largest upload (it was 5 minutes
 * for a JSON call too).
 */
export function armBodyDeadline(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  bodyMs: number,
  answer: string,
): void {
  const ms = bodyDeadlineMs(incoming.headers, bodyMs);
  if (ms === undefined || incoming.complete) return;
  const { socket } = incoming;
  const timer = setTimeout(() => {
    if (incoming.complete) return;
    if (!outgoing.headersSent && socket.writable) socket.end(answer);
    socket.destroy();
  }, ms);
  timer.unref();
  // Both listeners go with the first: a keep-alive socket serves many requests.
  const done = () => {
    clearTimeout(timer);
    incoming.off('end', done);
    socket.off('close', done);
  };
  incoming.once('end', done);
  socket.once('close', done);
}
