/** A STUN or TURN server as a browser's RTCConfiguration takes it. */
export type IceServer = { urls: string | string[]; username?: string; credential?: string };

/**
 * The STUN and TURN servers a call's browsers use (#18), handed out by the video-setting call.
 * None by default: on loopback and on a LAN the browsers reach each other directly.
 */
export interface IceConfig {
  /**
   * Servers everyone gets as they are, visitors who never called included: STUN, or a TURN
   * server whose fixed credentials are then public.
   */
  servers: IceServer[];
  /**
   * TURN with coturn's REST auth (`use-auth-secret`): each caller who may call (calls.ts
   * mayRelay) gets a username and password of their own that expire, made from the secret coturn
   * shares (`static-auth-secret`).
   */
  turn?: { urls: string[]; secret: string; ttlSeconds: number };
}

/**
 * How long a TURN credential is good for, unless configured: ten minutes from when it is read
 * (#37: it was the longest call and ten minutes, so a credential outlived its call by up to
 * 12 h). coturn checks the expiry only when an allocation is made (a relay allocated in time
 * lives on with its refreshes), so the credential needs to last the ring and the set-up only: a
 * page reads the servers when a call starts (kept a minute, ice-cache.ts) and reads them again
 * before an ICE restart (call-peer.ts renew), however late in the call.
 */
export const DEFAULT_TURN_TTL_SECONDS = 600;

const encoder = new TextEncoder();

/** coturn's REST credential for `username`: base64(HMAC-SHA1(secret, username)) (WebCrypto). */
export async function turnCredential(secret: string, username: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(username)));
  let binary = '';
  for (const byte of mac) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The servers for one caller at `nowMs`. TURN relays media through the centre's server, so it
 * is only for someone who may call (`account`: an engineer's code, or the cubeUid of a visitor
 * an engineer serves); the username is `expiry:account` (expiry in Unix seconds), as coturn's
 * REST auth reads it.
 */
export async function iceServersFor(
  config: IceConfig | undefined,
  account: string | undefined,
  nowMs: number,
): Promise<IceServer[]> {
  if (!config) return [];
  const servers = [...config.servers];
  if (config.turn && account) {
    const username = `${Math.floor(nowMs / 1000) + config.turn.ttlSeconds}:${account}`;
    servers.push({
      urls: config.turn.urls,
      username,
      credential: await turnCredential(config.turn.secret, username),
    });
  }
  return servers;
}
