import * as z from 'zod/mini';

/** Which timeout of SPEC §9 applies: API 20 s, login 60 s, file upload 60 s. */
export type TimeoutKind = 'api' | 'login' | 'upload';
/** Which server answers: our own API, the user center (separate host) or the video service. */
export type Host = 'api' | 'userCenter' | 'cubevca';

type Schema = z.ZodMiniType;

export interface EndpointDef<
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  D extends Schema = Schema,
> {
  method: 'GET' | 'POST';
  /** Path on its host; `{name}` segments are filled from path params. */
  path: string;
  host: Host;
  query: Q;
  body: B;
  /** The `data` of the response envelope. */
  data: D;
  timeout: TimeoutKind;
  /** The call's own result decides success, not statusCode 200 (SPEC §7 "no check"). */
  doNotCheck: boolean;
  /** No token parameter (still added when the query has an openid, SPEC §7). */
  noToken: boolean;
  /** Body is multipart/form-data (uploads). */
  multipart: boolean;
}

type Options<Q, B> = {
  query?: Q;
  body?: B;
  host?: Host;
  timeout?: TimeoutKind;
  doNotCheck?: boolean;
  noToken?: boolean;
  multipart?: boolean;
};

// Declaring an endpoint only builds a description, so a bundler may drop the ones a screen never
// calls (the visitor's first load need not carry the console's or the review's schemas).
/* @__NO_SIDE_EFFECTS__ */
export function get<D extends Schema, Q extends Schema | undefined = undefined>(
  path: string,
  data: D,
  options: Omit<Options<Q, never>, 'body' | 'multipart'> = {},
): EndpointDef<Q, undefined, D> {
  return define('GET', path, data, options) as EndpointDef<Q, undefined, D>;
}

/* @__NO_SIDE_EFFECTS__ */
export function post<
  D extends Schema,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
>(path: string, data: D, options: Options<Q, B> = {}): EndpointDef<Q, B, D> {
  return define('POST', path, data, options) as EndpointDef<Q, B, D>;
}

/* @__NO_SIDE_EFFECTS__ */
function define(
  method: 'GET' | 'POST',
  path: string,
  data: Schema,
  options: Options<Schema | undefined, Schema | undefined>,
): EndpointDef {
  return {
    method,
    path,
    host: options.host ?? 'api',
    query: options.query,
    body: options.body,
    data,
    timeout: options.timeout ?? 'api',
    doNotCheck: options.doNotCheck ?? false,
    noToken: options.noToken ?? false,
    multipart: options.multipart ?? false,
  };
}

export type QueryOf<E> =
  E extends EndpointDef<infer Q, Schema | undefined, Schema>
    ? Q extends Schema
      ? z.input<Q>
      : undefined
    : never;
export type BodyOf<E> =
  E extends EndpointDef<Schema | undefined, infer B, Schema>
    ? B extends Schema
      ? z.input<B>
      : undefined
    : never;
export type DataOf<E> =
  E extends EndpointDef<Schema | undefined, Schema | undefined, infer D> ? z.output<D> : never;

/**
 * The envelope of every own-API response (SPEC §7/§8): success is statusCode 200; failures
 * carry `message.info`. The user center is assumed to use the same envelope (not shown).
 */
export const envelope = z.looseObject({
  statusCode: z.number(),
  message: z.optional(
    z.union([z.string(), z.looseObject({ info: z.optional(z.string()) }), z.null()]),
  ),
  data: z.optional(z.unknown()),
});
export type Envelope = z.infer<typeof envelope>;

/** Fills `{name}` segments; values are URI-encoded so an id can never change the path. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
