/**
 * Requests sent before the API client's code has arrived. The visitor's chat loads its client
 * (axios, the contract's schemas) after the first paint; the first calls of its start flow
 * depend on nothing the chunk brings, so the page sends them with the platform's fetch at once
 * and the client, when it makes the same call, takes the answer instead of asking again. The answer
 * goes through the client's own checks (status, envelope, schema) as if it had fetched it.
 *
 * Nothing here imports the client: this module is on the first screen's path.
 */

import { pageLanguage } from './page-language';

/** What came back, before any check. */
export interface EarlyAnswer {
  status: number;
  data: unknown;
}

/** The answers a client may take (each once). */
export interface Prefetched {
  take(
    method: string,
    path: string,
    params: Record<string, unknown>,
  ): Promise<EarlyAnswer> | undefined;
}

/**
 * One request, however its parameters are ordered or encoded: the client builds its URL with
 * axios, the page with URLSearchParams, and both describe the same request.
 */
export function requestKey(method: string, path: string, params: Record<string, unknown>): string {
  const entries = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]): [string, string] => [name, String(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${method.toUpperCase()} ${path} ${JSON.stringify(entries)}`;
}

export interface PrefetchOptions {
  fetch?: typeof fetch;
  /** The reader's language, sent as Accept-Language. @default pageLanguage (`<html lang>`) */
  language?: () => string | undefined;
  now?: () => number;
  /** An answer older than this is not used (the client asks again). @default 60 s */
  maxAgeMs?: number;
}

export function createPrefetch(options: PrefetchOptions = {}) {
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const pending = new Map<string, { at: number; answer: Promise<EarlyAnswer> }>();

  return {
    /**
     * Sends a request without a body now (a token, if any, in its parameters, as the client
     * sends it). A request that gets no answer (offline) is left to the client, which sends it
     * again; one that times out is the call's timeout. Returns the answer.
     */
    send(
      method: 'GET' | 'POST',
      path: string,
      params: Record<string, string>,
      timeoutMs: number,
    ): Promise<EarlyAnswer> {
      const key = requestKey(method, path, params);
      const sent = pending.get(key);
      if (sent) return sent.answer;
      const doFetch = options.fetch ?? fetch;
      const language = (options.language ?? pageLanguage)();
      const answer = doFetch(`${path}?${new URLSearchParams(params)}`, {
        method,
        headers: {
          'Content-Type': 'application/json;charset=utf-8',
          ...(language ? { 'Accept-Language': language } : {}),
        },
        credentials: 'same-origin',
        signal: AbortSignal.timeout(timeoutMs),
      }).then(async (response) => {
        const text = await response.text();
        let data: unknown = text;
        try {
          data = text ? JSON.parse(text) : text;
        } catch {
          // Not JSON: the client's envelope check says so.
        }
        return { status: response.status, data };
      });
      // Taken later, or never (the visitor left first): no unhandled rejection either way.
      answer.catch(() => undefined);
      pending.set(key, { at: now(), answer });
      return answer;
    },

    take(method: string, path: string, params: Record<string, unknown>) {
      const key = requestKey(method, path, params);
      const hit = pending.get(key);
      if (!hit) return undefined;
      pending.delete(key);
      return now() - hit.at > maxAgeMs ? undefined : hit.answer;
    },
  };
}
