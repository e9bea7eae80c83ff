import type { ApiClient, ApiClientConfig } from './client';

const loadClient = () => import('./client');

/**
 * Fetches the client's code (its checks and the contract's schemas) ahead of the first call, in
 * parallel with the code that will make it.
 */
export function preloadApiClient(): Promise<unknown> {
  return loadClient();
}

/**
 * An API client whose code loads on its first call: the services are built with the first
 * screen, and the client and the contract's schemas are not on the first screen's path.
 */
export function createLazyApiClient(config: ApiClientConfig): ApiClient {
  let client: Promise<ApiClient> | undefined;
  const made = () => (client ??= loadClient().then((m) => m.createApiClient(config)));
  return {
    call: ((endpoint, options) =>
      made().then((c) => c.call(endpoint, options))) as ApiClient['call'],
    http: () => made().then((c) => c.http()),
  };
}
