import { createLazyApiClient, currentToken } from '@/lib/api-client';
import type { ApiClient, ApiClientConfig, Prefetched } from '@/lib/api-client';
import { config } from '@/lib/config';
import { localStore, loginStore, sessionStore } from '@/lib/storage';
import type { KeyValueStore, LoginStore } from '@/lib/storage';

/** Someone whose calls carry a token: the page's visitor, an engineer, a supervisor. */
export interface TokenHolder {
  /** The token this holder's calls carry, where the token mode says (query or header). */
  token(): string | undefined;
  /** Answers the page fetched before the client existed (the visitor's early start). */
  prefetched?: Prefetched;
}

/**
 * What features reach the outside world through, built once by the app (src/app/providers):
 * the API client with the token mode and hosts, the IM socket's origin, storage and the clock.
 * No feature constructs a client, so a setting such as VITE_TOKEN_MODE or VITE_SOCKET_URL holds
 * for every call and every socket the page opens.
 */
export interface Services {
  /** The API client of `holder`'s calls: one per holder, made on first use. */
  api(holder: TokenHolder): ApiClient;
  /** The page's own login (visitor or customer, SPEC §7): the ticket when embedded. */
  readonly page: TokenHolder;
  /** The real-time socket's origin: VITE_SOCKET_URL, else this page's origin as ws(s)://. */
  socketHost(location?: Pick<Location, 'origin'>): string;
  readonly storage: { local: KeyValueStore; session: KeyValueStore; login: LoginStore };
  /** The clock every timestamp the client writes comes from. */
  now(): number;
}

export interface ServicesOptions {
  /** @default config.tokenMode (VITE_TOKEN_MODE) */
  tokenMode?: ApiClientConfig['tokenMode'];
  /** Where each API host lives; '' is this origin. */
  hosts?: ApiClientConfig['hosts'];
  /** @default config.socketUrl (VITE_SOCKET_URL) */
  socketUrl?: string;
  /** For tests: how requests leave (axios's adapter), e.g. into a server in-process. */
  adapter?: ApiClientConfig['adapter'];
  storage?: Partial<Services['storage']>;
  now?: () => number;
}

export function createServices(options: ServicesOptions = {}): Services {
  const clients = new WeakMap<TokenHolder, ApiClient>();
  const settings: ApiClientConfig = {
    tokenMode: options.tokenMode ?? config.tokenMode,
    hosts: options.hosts,
    adapter: options.adapter,
  };
  const socketUrl = options.socketUrl ?? config.socketUrl;
  return {
    api(holder) {
      let client = clients.get(holder);
      if (!client) {
        client = createLazyApiClient({
          ...settings,
          getToken: () => holder.token(),
          prefetched: holder.prefetched,
        });
        clients.set(holder, client);
      }
      return client;
    },
    page: { token: currentToken },
    socketHost: (location = window.location) => socketUrl || location.origin.replace(/^http/, 'ws'),
    storage: {
      local: options.storage?.local ?? localStore,
      session: options.storage?.session ?? sessionStore,
      login: options.storage?.login ?? loginStore,
    },
    now: options.now ?? (() => Date.now()),
  };
}
