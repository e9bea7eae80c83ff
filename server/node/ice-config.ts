import * as z from 'zod/mini';
import { iceServer } from '@/lib/contract';
import { DEFAULT_TURN_TTL_SECONDS, type IceConfig } from '../core';

type Env = Record<string, string | undefined>;

/** Schemes a browser's RTCIceServer takes (RFC 7064, RFC 7065). */
const ICE_URL = /^(stun|stuns|turn|turns):[^\s]+$/;
const TURN_URL = /^(turn|turns):[^\s]+$/;
/** Shorter than this is guessable enough to forge TURN credentials offline. */
export const MIN_TURN_SECRET_LENGTH = 16;
/** TURN_TTL_SECONDS from a minute to a week. */
export const TURN_TTL_RANGE = [60, 7 * 86_400] as const;

const urlsOf = (server: z.infer<typeof iceServer>) =>
  typeof server.urls === 'string' ? [server.urls] : server.urls;

/**
 * The ICE servers of calls (#18) from the environment: ICE_SERVERS (a JSON array of
 * RTCIceServer, e.g. `[{"urls":"stun:stun.example.com:3478"}]`), and TURN with coturn's REST
 * auth: TURN_URLS (turn: or turns: URLs, separated by commas or spaces), TURN_SECRET (coturn's
 * static-auth-secret) and TURN_TTL_SECONDS (how long a credential lasts,
 * default ten minutes: DEFAULT_TURN_TTL_SECONDS, which says why).
 * None set: no servers (loopback and a LAN need none). `fail` words a refusal.
 */
export function iceConfig(env: Env, fail: (message: string) => Error): IceConfig | undefined {
  const raw = env.ICE_SERVERS?.trim();
  let servers: IceConfig['servers'] = [];
  if (raw) {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      json = undefined;
    }
    const parsed = z.array(iceServer).safeParse(json);
    if (!parsed.success || parsed.data.some((s) => !urlsOf(s).every((u) => ICE_URL.test(u))))
      throw fail(
        'ICE_SERVERS must be a JSON array of RTCIceServer, e.g. [{"urls":"stun:stun.example.com:3478"}]',
      );
    servers = parsed.data;
  }
  const urls = (env.TURN_URLS ?? '').split(/[\s,]+/).filter(Boolean);
  const secret = env.TURN_SECRET?.trim() ?? '';
  if (!urls.length && !secret) return servers.length ? { servers } : undefined;
  if (!urls.length || !urls.every((u) => TURN_URL.test(u)))
    throw fail('TURN_URLS must list turn: or turns: URLs, e.g. turn:turn.example.com:3478');
  if (secret.length < MIN_TURN_SECRET_LENGTH)
    throw fail(
      `TURN_SECRET must be coturn's static-auth-secret, at least ${MIN_TURN_SECRET_LENGTH} characters`,
    );
  const ttlRaw = env.TURN_TTL_SECONDS?.trim();
  const ttlSeconds = ttlRaw ? Number(ttlRaw) : DEFAULT_TURN_TTL_SECONDS;
  const [min, max] = TURN_TTL_RANGE;
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < min || ttlSeconds > max)
    throw fail(`TURN_TTL_SECONDS must be a whole number from ${min} to ${max} (got "${ttlRaw}")`);
  return { servers, turn: { urls, secret, ttlSeconds } };
}
