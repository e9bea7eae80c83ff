// The visitor's login (SPEC §6, §7): the permission tree decides where the login lives, a kept
// login is used again, else an anonymous one is made, and the chat store hears both at once.
import { ownApi, RAW_ERRORS, toVisitorLogin } from '@/lib/contract';
import { isApiError, type ApiClient } from '@/lib/api-client';
import { setLoginScope } from '@/lib/env';
import { clientSwitches, loginScope, loginScopes } from '@/lib/permissions';
import { loginStore, sessionStore } from '@/lib/storage';
import { visitorStore } from './visitor-store';

export interface VisitorLogin {
  token: string;
  /** Where the login is kept: the project, or the account scope the permission tree chose. */
  scope: string;
  /** Created just now (anonymous): nothing of it exists yet (no status, no past sessions). */
  fresh: boolean;
}

/** SPEC §6: the permission tree decides where the login lives and what the screen offers. */
async function permissions(api: ApiClient, projectId: string) {
  const permission = await api
    .call(ownApi.customerRules, { query: { project_id: projectId } })
    .catch(() => undefined);
  const scope = loginScope(projectId, clientSwitches(permission));
  setLoginScope(scope);
  return { scope, permission };
}

/** Logs the visitor in; `onScope` hears where the login lives as soon as the tree says. */
export async function visitorLogin(
  api: ApiClient,
  projectId: string,
  onScope: (scope: string) => void,
): Promise<VisitorLogin> {
  const anon = () => api.call(ownApi.loginAnon, { query: { project_id: projectId } });
  // With no login kept in either scope the permission tree can choose, the anonymous login is
  // what happens whichever it chooses: it leaves with the tree's call, not after it.
  const kept = loginScopes(projectId).some((s) => loginStore.getToken(s));
  const early = kept ? undefined : anon();
  early?.catch(() => undefined);
  // The permission tree is written with the login (one render of the screen, not two), or
  // alone when no login comes.
  const { scope, permission } = await permissions(api, projectId);
  onScope(scope);
  const stored = loginStore.getToken(scope);
  if (stored) {
    visitorStore.signedIn(
      { cubeUid: loginStore.getCubeUid(scope) ?? '', token: stored },
      permission,
    );
    return { token: stored, scope, fresh: false };
  }
  const result = await (early ?? anon()).catch((error: unknown) => {
    visitorStore.setPermission(permission);
    throw error;
  });
  loginStore.saveLogin(result, scope);
  visitorStore.signedIn(toVisitorLogin(result), permission);
  return { token: result.token, scope, fresh: true };
}

/** A 401, or the server's word for an illegal identity (SPEC §8). */
export function isInvalidIdentity(error: unknown): boolean {
  return (
    isApiError(error) && (error.status === 401 || error.infoText === RAW_ERRORS.invalidIdentity)
  );
}

const RELOADED_KEY = 'WEBCHAT_IDENTITY_RELOAD';
const RELOAD_GUARD_MS = 10_000;

/**
 * SPEC §8: an invalid identity clears the session and reloads the page. A second refusal right
 * after such a reload would loop forever, so then the screen says so instead.
 */
export function forgetInvalidLogin(
  scope: string,
  deps: { alert: (kind: 'invalid_identity') => void; reload: () => void },
): void {
  console.error(RAW_ERRORS.invalidIdentityLog);
  loginStore.clearLogin(scope);
  visitorStore.reset();
  const last = Number(sessionStore.getItem(RELOADED_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return deps.alert('invalid_identity');
  sessionStore.setItem(RELOADED_KEY, String(Date.now()));
  deps.reload();
}
