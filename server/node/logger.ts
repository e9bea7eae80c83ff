import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/** Query parameters that carry credentials (SPEC §7 sends the token in the query). */
const SECRET_PARAMS = new Set(['token', 'usersig', 'access_token', 'st', 'login_hash']);

/** A parameter's name as the server reads it: `%74oken` is `token` to Hono and URLSearchParams. */
function paramName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * Path segments that are personal data: the phone number (or address) a sign-in code is sent
 * to, SPEC §7 `/v2/login/code/{code}`: everything after it. Matched on the decoded path (any
 * case, a percent-encoded letter or slash included, as the router would read it).
 */
const SECRET_SEGMENTS = /(\/v2\/login\/code\/).+/i;

function redactPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not decodable: the router refuses it too; the raw text is matched.
  }
  if (!SECRET_SEGMENTS.test(decoded)) return path;
  return decoded.replace(SECRET_SEGMENTS, '$1[Redacted]');
}

/**
 * The URL as it may be logged: credential parameters and personal path segments replaced, the
 * rest kept for debugging.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) {
    const hash = url.indexOf('#');
    return hash < 0 ? redactPath(url) : `${redactPath(url.slice(0, hash))}${url.slice(hash)}`;
  }
  const path = redactPath(url.slice(0, start));
  const hash = url.indexOf('#', start);
  const end = hash < 0 ? url.length : hash;
  const query = url
    .slice(start + 1, end)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq >= 0 && SECRET_PARAMS.has(paramName(pair.slice(0, eq)))
        ? `${pair.slice(0, eq)}=[Redacted]`
        : pair;
    })
    .join('&');
  return `${path}?${query}${url.slice(end)}`;
}

/**
 * Paths pino censors wherever a caller logs them; URLs go through redactUrl first because a
 * path cannot reach inside a string.
 */
export const REDACT_PATHS = [
  'token',
  '*.token',
  'req.query.token',
  'req.body.token',
  'body.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'userSig',
  '*.userSig',
  'password',
  '*.password',
  'passwordHash',
  '*.passwordHash',
];

function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    // A production install without dev dependencies: plain JSON lines.
    return false;
  }
}

/**
 * Structured JSON logs; human-readable ones when a developer watches a terminal. Tests pass a
 * destination to read what would have been written.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'webchat' },
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  if (destination) return pino(options, destination);
  const pretty = process.stdout.isTTY && process.env.NODE_ENV !== 'production' && prettyAvailable();
  return pretty
    ? pino({
        ...options,
        transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
      })
    : pino(options);
}
