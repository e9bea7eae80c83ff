// It is the app's one HTTP client: SPEC §7's rules (where the token goes, envelope,
// status and schema checks, timeouts, answers the page prefetched) in one place on purpose.
import type { AxiosInstance, AxiosStatic, CreateAxiosDefaults } from 'axios';
import { config as appConfig } from '@/lib/config';
import type * as z from 'zod/mini';
import { TIMING } from '../constants';
import { yieldToBrowser } from '../idle';
import {
  describeIssues,
  envelope,
  fillPath,
  RAW_ERRORS,
  USER_CENTER_ACCEPT,
  type BodyOf,
  type DataOf,
  type EndpointDef,
  type Host,
  type QueryOf,
  type TimeoutKind,
} from '../contract';
import { ApiError, nestedInfo } from './api-error';
import { loadAxios } from './load-axios';
import { pageLanguage } from './page-language';
import type { EarlyAnswer, Prefetched } from './prefetch';

/** SPEC §9: API 20 s; login and file upload 60 s. */
export const TIMEOUTS: Record<TimeoutKind, number> = {
  api: TIMING.apiTimeoutMs,
  login: TIMING.loginTimeoutMs,
  upload: TIMING.uploadTimeoutMs,
};

export interface ApiClientConfig {
  /** Where each host lives; '' is this origin. */
  hosts?: Partial<Record<Host, string>>;
  /**
   * 'query' is SPEC's ?token=...; 'header' sends `Authorization: Bearer` instead, so tokens stay
   * out of URLs, logs and Referer (CWE-598). @default config.tokenMode (VITE_TOKEN_MODE)
   */
  tokenMode?: 'query' | 'header';
  getToken?: () => string | undefined;
  /** For tests: a preconfigured axios instance. */
  axiosInstance?: AxiosInstance;
  /** For tests: how requests leave (axios's adapter), e.g. straight into a server in-process. */
  adapter?: CreateAxiosDefaults['adapter'];
  /**
   * Answers of requests the page sent before this client existed (./prefetch): a call that makes
   * the same request, without a token or a body, takes the answer instead of asking again.
   */
  prefetched?: Prefetched;
  /** The reader's language, sent as Accept-Language. @default pageLanguage (`<html lang>`) */
  language?: () => string | undefined;
}

export interface CallOptions<E extends EndpointDef> {
  query?: QueryOf<E>;
  body?: BodyOf<E> | FormData;
  params?: Record<string, string | number>;
  noToken?: boolean;
  doNotCheck?: boolean;
  signal?: AbortSignal;
  /** Upload progress as a fraction 0..1. */
  onUploadProgress?: (fraction: number) => void;
}

/** SPEC §5: project_id is removed from a message body when empty (top level and message_body). */
export function stripEmptyProjectId<T>(body: T): T {
  if (!body || typeof body !== 'object' || Array.isArray(body) || body instanceof FormData)
    return body;
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  if (copy.project_id === '' || copy.project_id === null || copy.project_id === undefined)
    delete copy.project_id;
  if (copy.message_body && typeof copy.message_body === 'object') {
    copy.message_body = stripEmptyProjectId(copy.message_body);
  }
  return copy as T;
}

function checkRequest(
  schema: z.ZodMiniType | undefined,
  value: unknown,
  what: string,
  path: string,
) {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ApiError(
    'schema',
    `Invalid request ${what} for ${path}: ${describeIssues(result.error, what)}`,
    {
      path,
      info: value,
    },
  );
}

/** SPEC §7: a status outside 200-299, in the server's words when it gave any. */
function httpError(path: string, status: number, data: unknown, fallback: string, cause?: unknown) {
  const info = nestedInfo(data);
  const text = typeof info === 'string' && info ? info : fallback;
  return new ApiError('http', text, { path, info, status, cause, data });
}

/** `axios` when it was loaded: an error from before that is not one of its errors. */
function toApiError(error: unknown, path: string, axios?: AxiosStatic): ApiError {
  if (error instanceof ApiError) return error;
  if (axios?.isCancel(error)) return new ApiError('cancelled', 'canceled', { path, cause: error });
  if (axios?.isAxiosError(error)) {
    if (error.code === RAW_ERRORS.timeoutCode || error.code === 'ETIMEDOUT') {
      return new ApiError('timeout', error.message, { path, cause: error });
    }
    if (error.response) {
      return httpError(path, error.response.status, error.response.data, error.message, error);
    }
    return new ApiError('network', RAW_ERRORS.network, { path, cause: error });
  }
  return new ApiError('network', error instanceof Error ? error.message : String(error), {
    path,
    cause: error,
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(config: ApiClientConfig = {}) {
  let instance: AxiosInstance | undefined;
  /** The client's axios instance, made on the first call that goes to the network. */
  const instanceOf = (axios: AxiosStatic): AxiosInstance =>
    (instance ??=
      config.axiosInstance ??
      axios.create({
        headers: { 'Content-Type': 'application/json;charset=utf-8' },
        // SPEC §7: HTTP 200-299 is a response; anything else is an error.
        validateStatus: (status) => status >= 200 && status < 300,
        ...(config.adapter ? { adapter: config.adapter } : {}),
      }));
  /** The same instance, loading axios first (the contract tests send raw requests with it). */
  const http = async () => instanceOf(await loadAxios());
  const tokenMode = config.tokenMode ?? appConfig.tokenMode;

  function validate<E extends EndpointDef>(
    endpoint: E,
    raw: unknown,
    path: string,
    doNotCheck: boolean,
    status: number,
  ) {
    const parsed = envelope.safeParse(raw);
    if (!parsed.success) {
      throw new ApiError(
        'schema',
        `Unexpected response from ${path}: ${describeIssues(parsed.error, 'response')}`,
        {
          path,
          info: raw,
          status,
        },
      );
    }
    if (!doNotCheck && parsed.data.statusCode !== 200) {
      const info = nestedInfo(raw);
      const text = typeof info === 'string' && info ? info : `statusCode ${parsed.data.statusCode}`;
      throw new ApiError('status', text, { path, info, status, data: raw });
    }
    const data = endpoint.data.safeParse(parsed.data.data);
    if (!data.success) {
      throw new ApiError(
        'schema',
        `Unexpected response from ${path}: ${describeIssues(data.error, 'data')}`,
        {
          path,
          info: raw,
          status,
        },
      );
    }
    return data.data as DataOf<E>;
  }

  /**
   * A request the page may have sent already: on this origin, no body, no Authorization header
   * (a token in the query is part of the request's key, so only the same token matches).
   */
  function plain(endpoint: EndpointDef, body: unknown, headers: Record<string, string | false>) {
    return (
      !config.hosts?.[endpoint.host] && body === undefined && headers.Authorization === undefined
    );
  }

  /** An answer fetched before this client existed, checked as the client checks its own. */
  function accept<E extends EndpointDef>(
    endpoint: E,
    answer: EarlyAnswer,
    path: string,
    doNotCheck: boolean,
  ) {
    if (answer.status < 200 || answer.status >= 300)
      throw httpError(
        path,
        answer.status,
        answer.data,
        `Request failed with status code ${answer.status}`,
      );
    return validate(endpoint, answer.data, path, doNotCheck, answer.status);
  }

  async function call<E extends EndpointDef>(
    endpoint: E,
    options: CallOptions<E> = {},
  ): Promise<DataOf<E>> {
    const path = fillPath(endpoint.path, options.params);
    const query = checkRequest(endpoint.query, options.query, 'query', path) as
      Record<string, unknown> | undefined;
    const body =
      options.body instanceof FormData
        ? options.body
        : checkRequest(endpoint.body, stripEmptyProjectId(options.body), 'body', path);
    const noToken = options.noToken ?? endpoint.noToken;
    const doNotCheck = options.doNotCheck ?? endpoint.doNotCheck;
    const params: Record<string, unknown> = { ...query };
    const headers: Record<string, string | false> = {};
    const token = config.getToken?.();
    // SPEC §7: the token goes along unless noToken, and still when an openid parameter is present.
    if (token && (!noToken || (query && 'openid' in query))) {
      if (tokenMode === 'query') params.token = token;
      else headers.Authorization = `Bearer ${token}`;
    }
    if (endpoint.host === 'userCenter') headers.Accept = USER_CENTER_ACCEPT;
    const language = (config.language ?? pageLanguage)();
    if (language) headers['Accept-Language'] = language;
    // Let the platform write multipart/form-data with its boundary.
    if (endpoint.multipart) headers['Content-Type'] = false;
    let axios: AxiosStatic | undefined;
    try {
      const early = plain(endpoint, body, headers)
        ? config.prefetched?.take(endpoint.method, path, params)
        : undefined;
      // No answer in time is the call's timeout; any other failure (offline for a moment) is
      // left to the request below.
      const answer =
        early &&
        (await early.catch((error: unknown) => {
          // A DOMException, which is no Error in every realm.
          if ((error as { name?: unknown } | null)?.name === 'TimeoutError')
            throw new ApiError('timeout', `timeout of ${TIMEOUTS[endpoint.timeout]}ms exceeded`, {
              path,
              cause: error,
            });
          return undefined;
        }));
      if (answer) return accept(endpoint, answer, path, doNotCheck);
      axios = await loadAxios();
      // Where the browser can do it cheaply, each call is a task of its own: the five calls the
      // chat's first effects make together are five short tasks on a slow phone, not one long one.
      await yieldToBrowser();
      const response = await instanceOf(axios).request({
        method: endpoint.method,
        url: `${config.hosts?.[endpoint.host] ?? ''}${path}`,
        params,
        data: body,
        headers,
        timeout: TIMEOUTS[endpoint.timeout],
        withCredentials: endpoint.host === 'userCenter',
        signal: options.signal,
        onUploadProgress: options.onUploadProgress
          ? (event) => options.onUploadProgress?.(event.total ? event.loaded / event.total : 0)
          : undefined,
      });
      return validate(endpoint, response.data, path, doNotCheck, response.status);
    } catch (error) {
      throw toApiError(error, path, axios);
    }
  }

  return { call, http };
}
