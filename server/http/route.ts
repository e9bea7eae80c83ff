import type { Context, Hono } from 'hono';
import type * as z from 'zod/mini';
import { describeIssues } from '@/lib/contract';
import type { BodyOf, DataOf, EndpointDef, Reason } from '@/lib/contract';
import { CoreError, localeFromHeader, type Locale, type TranscriptOptions } from '../core';

const encoder = new TextEncoder();

/**
 * JSON with its Content-Length: the Node host then compresses only answers of a kilobyte or
 * more, without reading each answer's body back to measure it (server/node/http/http-app.ts).
 */
function json(c: Context, body: unknown, status = 200) {
  const text = JSON.stringify(body);
  return c.body(text, status as 200, {
    'Content-Type': 'application/json',
    'Content-Length': String(encoder.encode(text).byteLength),
  });
}

/** SPEC §7 envelope: statusCode 200 and message.info 'Success'. */
export function ok(c: Context, data: unknown) {
  return json(c, { statusCode: 200, message: { info: 'Success' }, data: data ?? null });
}

/**
 * A refusal: SPEC's envelope with its words in message.info, and the reason's code and values
 * in message.code / message.values for the client to word in the reader's language.
 */
export function fail(
  c: Context,
  status: number,
  info: string,
  reason: Reason,
  statusCode = status,
) {
  const message = { info, code: reason.code, values: reason.values ?? {} };
  // A refusal to wait out says how long, for clients and proxies that read only the header.
  const seconds = reason.values?.seconds;
  if (status === 429 && typeof seconds === 'number') c.header('Retry-After', String(seconds));
  return json(c, { statusCode, message, data: null }, status);
}

const INVALID_REQUEST: Reason = { code: 'invalid_request' };

/** The caller's token: SPEC's ?token=, or an Authorization bearer (header mode). */
export function tokenOf(c: Context): string | undefined {
  const header = c.req.header('authorization');
  if (header?.startsWith('Bearer ')) return header.slice(7);
  return c.req.query('token') || undefined;
}

function check(schema: z.ZodMiniType | undefined, value: unknown, what: string) {
  if (!schema) return { ok: true as const, data: value };
  const result = schema.safeParse(value);
  return result.success
    ? { ok: true as const, data: result.data }
    : { ok: false as const, info: `Invalid ${what}: ${describeIssues(result.error, what)}` };
}

export interface Input<E extends EndpointDef> {
  query: E['query'] extends z.ZodMiniType ? z.output<E['query']> : undefined;
  body: BodyOf<E> extends undefined ? undefined : z.output<NonNullable<E['body']>>;
  /** The multipart body of upload calls. */
  form: FormData | undefined;
  params: Record<string, string>;
  token: string | undefined;
  /** The reader's language (Accept-Language): content comes in it where it is translated. */
  locale: Locale;
  c: Context;
}

/**
 * Registers one contract endpoint: validates the query and body with the contract (400 with a
 * clear message, never a 500 for bad input), runs the handler and wraps its result.
 */
export function route<E extends EndpointDef>(
  app: Hono,
  endpoint: E,
  handler: (input: Input<E>) => DataOf<E> | Promise<DataOf<E>> | Response | Promise<Response>,
) {
  const path = endpoint.path.replace(/\{(\w+)\}/g, ':$1');
  const method = endpoint.method === 'GET' ? 'get' : 'post';
  app[method](path, async (c) => {
    const queryValues: Record<string, string> = { ...c.req.query() };
    delete queryValues.token;
    const query = check(
      endpoint.query,
      Object.keys(queryValues).length || endpoint.query ? queryValues : undefined,
      'query',
    );
    if (!query.ok) return fail(c, 400, query.info, INVALID_REQUEST);
    let body: unknown;
    let form: FormData | undefined;
    if (endpoint.multipart) {
      form = await c.req.formData().catch(() => undefined);
      if (!form) return fail(c, 400, 'Invalid body: expected multipart/form-data', INVALID_REQUEST);
    } else if (endpoint.body) {
      const json: unknown = await c.req.json().catch(() => undefined);
      const parsed = check(endpoint.body, json ?? {}, 'body');
      if (!parsed.ok) return fail(c, 400, parsed.info, INVALID_REQUEST);
      body = parsed.data;
    }
    try {
      const result = await handler({
        query: query.data,
        body,
        form,
        params: c.req.param() as Record<string, string>,
        token: tokenOf(c),
        locale: localeFromHeader(c.req.header('accept-language')),
        c,
      } as Input<E>);
      return result instanceof Response ? result : ok(c, result);
    } catch (error) {
      if (error instanceof CoreError)
        return fail(c, error.status, error.info, error.reason, error.statusCode);
      throw error;
    }
  });
}

/**
 * What a host tells the app about links (the Node host: PUBLIC_URL): the origin absolute links
 * in transcripts start with, or null for relative links. A host that says nothing (the
 * in-browser backend, tests) links to the request's own origin.
 */
export interface LinkEnv {
  linkOrigin?: string | null;
}

/** How a transcript file is written for this request: the reader's language, zone and origin. */
export function transcriptOptions(
  c: Context,
  locale: Locale,
  timeZone: string | undefined,
): TranscriptOptions {
  const env = c.env as LinkEnv | undefined;
  // The Host header is the client's: a host that knows its address never links by it.
  const origin =
    env && 'linkOrigin' in env ? (env.linkOrigin ?? undefined) : new URL(c.req.url).origin;
  return { locale, timeZone, ...(origin && { origin }) };
}
