import { isApiError } from '@/lib/api-client';
import { ownApi, RAW_ERRORS, userCenterApi, type LoginResult } from '@/lib/contract';
import type { LoginStore } from '@/lib/storage';
import { codeLoginPayload, normaliseAccount, normaliseCode, type CodeMethod } from './login-form';
import { resendDeadline } from './countdown';
import { unifiedLogin, type LoginTarget, type UnifiedLoginDeps } from './unified-login';

export interface LoginDeps extends UnifiedLoginDeps {
  store: Pick<LoginStore, 'getToken' | 'saveLogin' | 'clearLogin'>;
  now: () => number;
}

/** When another code may be asked for; on a demo, also the code to show (nothing is sent). */
export interface CodeRequested {
  resendAt: number;
  shownCode?: string;
}

/** Asks for a one-time code; returns when another may be requested. */
export async function sendCode(
  deps: Pick<LoginDeps, 'api' | 'now'>,
  account: string,
): Promise<CodeRequested> {
  const answer = await deps.api.call(userCenterApi.sendCode, { params: { code: account } });
  return {
    resendAt: resendDeadline(deps.now(), answer?.resend_after),
    ...(answer?.shown_code && { shownCode: answer.shown_code }),
  };
}

/** SPEC §7 POST /api/csc/login by phone or e-mail with the code; the result is stored. */
export async function loginWithCode(
  deps: Pick<LoginDeps, 'api' | 'store'>,
  input: { method: CodeMethod; account: string; code: string; accessesId?: string | null },
  target: LoginTarget,
): Promise<LoginResult> {
  const result = await deps.api.call(ownApi.login, {
    query: { project_id: target.key },
    body: codeLoginPayload(input.method, input.account, input.code, input.accessesId),
  });
  deps.store.saveLogin(result, target.key);
  return result;
}

/** SPEC §7 POST /api/csc/login/anon: a guest identity, stored like any other. */
export async function loginAnonymously(
  deps: Pick<LoginDeps, 'api' | 'store'>,
  target: LoginTarget,
): Promise<LoginResult> {
  const result = await deps.api.call(ownApi.loginAnon, { query: { project_id: target.key } });
  deps.store.saveLogin(result, target.key);
  return result;
}

/**
 * A Lenovo account login at the user center, by password (/v2/login) or by a one-time code
 * (/v2/login/quick). Either gives an st ticket, which the unified login turns into a webchat
 * identity.
 */
export async function loginWithLenovoAccount(
  deps: UnifiedLoginDeps,
  input: { account: string; password?: string; code?: string; location?: string | null },
  target: LoginTarget,
): Promise<LoginResult> {
  const account = normaliseAccount(input.account);
  const session =
    input.code !== undefined
      ? await deps.api.call(userCenterApi.quick, {
          body: { account, code: normaliseCode(input.code) },
        })
      : await deps.api.call(userCenterApi.login, {
          body: { account, password: input.password ?? '' },
        });
  if (!session.st) throw new Error('The user center gave no st ticket');
  return unifiedLogin(deps, { st: session.st, location: input.location }, target);
}

/** What went wrong with a login, in terms the screen can show. */
export type LoginFailure =
  | { kind: 'invalid_identity' }
  | { kind: 'server'; text: string }
  | { kind: 'catalogue'; error: unknown };

/**
 * SPEC §8: the server's word for an illegal identity ('非法身份'), or a bare 401, is an invalid
 * identity. Other refusals carry the server's own words (e.g. '账号或密码错误').
 */
export function classifyLoginError(error: unknown): LoginFailure {
  if (!isApiError(error)) return { kind: 'catalogue', error };
  if (error.reason?.code === 'invalid_identity') return { kind: 'invalid_identity' };
  // A reason our server named is worded in the reader's language.
  if (error.reason) return { kind: 'catalogue', error };
  const info = error.infoText;
  if (info === RAW_ERRORS.invalidIdentity || (error.status === 401 && !info))
    return { kind: 'invalid_identity' };
  if (info && (error.code === 'status' || error.code === 'http'))
    return { kind: 'server', text: info };
  return { kind: 'catalogue', error };
}

/**
 * The visitor signs out (#37 item 2): the server ends the token stored for this key (and its
 * sockets), then the browser forgets it. A token the server no longer knows is forgotten too.
 */
export async function signOut(
  deps: Pick<LoginDeps, 'api' | 'store'>,
  target: LoginTarget,
): Promise<void> {
  const token = deps.store.getToken(target.key);
  if (!token) return;
  try {
    await deps.api.call(ownApi.logout, { body: { token } });
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
  }
  deps.store.clearLogin(target.key);
}

/** SPEC §8: an invalid identity clears the session (the stored login of this key). */
export function clearSession(deps: Pick<LoginDeps, 'store'>, target: LoginTarget): void {
  deps.store.clearLogin(target.key);
}

/**
 * The user center's status check: whether this browser already has a Lenovo account session
 * (its cookie rides along, credentials on), whose, and its st ticket, which the unified login
 * needs to prove it. Undefined when not logged in (or the answer has no ticket to prove it).
 */
export async function userCenterSession(
  deps: Pick<LoginDeps, 'api'>,
  st?: string | null,
): Promise<{ lenovoId: string; st: string } | undefined> {
  const status = await deps.api.call(userCenterApi.status, { body: { st: st || undefined } });
  const ticket = status.st ?? st;
  return status.logged_in && status.lenovo_id && ticket
    ? { lenovoId: status.lenovo_id, st: ticket }
    : undefined;
}
