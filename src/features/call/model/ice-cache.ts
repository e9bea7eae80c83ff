import type { IceServer } from '@/lib/contract';

/** The ICE servers are read when a call starts and kept this long for the next one. */
export const ICE_SERVERS_CACHE_MS = 60_000;

/**
 * The ICE servers, read at most once per ICE_SERVERS_CACHE_MS. A failed read gives none (a call
 * on one network still connects without STUN) and is tried again next time.
 */
export function cachedIceServers(read: () => Promise<IceServer[]>, now: () => number) {
  let cached: { at: number; servers: Promise<IceServer[]> } | undefined;
  return (): Promise<IceServer[]> => {
    if (!cached || now() - cached.at >= ICE_SERVERS_CACHE_MS) {
      const entry = {
        at: now(),
        servers: read().catch(() => {
          if (cached === entry) cached = undefined;
          return [];
        }),
      };
      cached = entry;
    }
    return cached.servers;
  };
}
