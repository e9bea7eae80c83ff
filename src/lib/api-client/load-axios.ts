import type { AxiosStatic } from 'axios';

let loading: Promise<AxiosStatic> | undefined;

/**
 * axios, fetched the first time a call goes to the network. A new visitor's first calls are
 * answered by the page's own fetch (./prefetch), so their first words do not wait for its 19 kB;
 * a page that sends nothing early (a returning visitor, the console) starts it with its own code.
 * A fetch that failed (offline) is tried again by the next call.
 */
export function loadAxios(): Promise<AxiosStatic> {
  loading ??= import('axios').then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
