import type { ApiClient } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/constants';
import { unifiedLoginApi, type LoginResult } from '@/lib/contract';
import { LOGIN_COOKIE_DAYS, type CookieOptions, type LoginStore } from '@/lib/storage';

/** SPEC §7: the unified login's first call says where the visitor logs in from. */
export const DEFAULT_LOCATION = 'mbgService';
export const UNIFIED_SOURCE = 'pc_web';

export interface UnifiedLoginDeps {
  api: Pick<ApiClient, 'call'>;
  cookies: {
    get(name: string): string | undefined;
    set(name: string, value: string, options?: CookieOptions): void;
  };
  store: Pick<LoginStore, 'getToken' | 'saveLogin'>;
  /** A fresh random login hash when the browser has none yet. */
  newHash: () => string;
}

/** Where the login is stored and which project the backend files it under (see loginKey). */
export interface LoginTarget {
  key: string;
}

/**
 * SPEC §7 login_hash is the loginHash cookie, kept 90 days. A browser without one gets a new
 * random hash; each login renews the 90 days so a returning visitor keeps the same hash.
 */
export function ensureLoginHash(deps: Pick<UnifiedLoginDeps, 'cookies' | 'newHash'>): string {
  const hash = deps.cookies.get(STORAGE_KEYS.loginHashCookie) || deps.newHash();
  deps.cookies.set(STORAGE_KEYS.loginHashCookie, hash, { expires: LOGIN_COOKIE_DAYS });
  return hash;
}

/**
 * SPEC §7 first call: the st ticket becomes IdentityInfo.AccountID, the lenovo_id, and (not
 * shown) a ticket of ours that proves it to the second call: the server signs nobody in on a
 * lenovo_id alone.
 */
export async function identityFromTicket(
  deps: Pick<UnifiedLoginDeps, 'api'>,
  st: string,
  location?: string | null,
): Promise<{ lenovoId: string; ticket?: string }> {
  const identity = await deps.api.call(unifiedLoginApi.identity, {
    body: { st, location: location || DEFAULT_LOCATION, source: UNIFIED_SOURCE },
  });
  return { lenovoId: identity.IdentityInfo.AccountID, ticket: identity.ticket };
}

/**
 * SPEC §7 second call: lenovo_id, login_hash (cookie loginHash) and the stored webchat token
 * become the visitor's id and token, which are stored; then the pw_login cookie is set to 1.
 */
export async function exchangeLenovoId(
  deps: UnifiedLoginDeps,
  lenovoId: string,
  target: LoginTarget,
  ticket?: string,
): Promise<LoginResult> {
  const result = await deps.api.call(unifiedLoginApi.login, {
    query: { project_id: target.key },
    body: {
      lenovo_id: lenovoId,
      login_hash: ensureLoginHash(deps),
      token: deps.store.getToken(target.key),
      ...(ticket !== undefined && { ticket }),
    },
  });
  deps.store.saveLogin(result, target.key);
  deps.cookies.set(STORAGE_KEYS.pwLoginCookie, '1');
  return result;
}

/** The whole unified login of SPEC §7, from an st ticket (?st= in the URL, or a user-center login). */
export async function unifiedLogin(
  deps: UnifiedLoginDeps,
  input: { st: string; location?: string | null },
  target: LoginTarget,
): Promise<LoginResult> {
  const { lenovoId, ticket } = await identityFromTicket(deps, input.st, input.location);
  return exchangeLenovoId(deps, lenovoId, target, ticket);
}
