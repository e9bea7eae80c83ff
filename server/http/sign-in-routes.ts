import type { Hono } from 'hono';
import { ownApi, unifiedLoginApi, userCenterApi } from '@/lib/contract';
import { imSignature, refused, type WebchatCore } from '../core';
import { codeAddress } from '../core/one-time-codes';
import * as view from '../wire/views';
import { CODE_LIMITS } from './code-limit';
import type { SignInGuard } from './sign-in-guard';
import { route } from './route';
import { demoUserCentreRoutes, userCentreDown, type UserCentre } from './user-centre';

export interface SignInOptions {
  /** Who vouches for a user-centre st ticket; undefined: the unified login is off. */
  userCentre?: UserCentre;
  /** The demo's user centre answers /v2/login, /quick and /status (never in production). */
  demoUserCentre?: boolean;
}

const unifiedOff = () => refused(503, '暂不支持联想账号登录', { code: 'unified_login_off' });

/**
 * Every way a visitor signs in (SPEC §7): a guest, a phone or e-mail with a one-time code, a
 * host site's verified user, a user-centre account (the unified login); and signing out. Each
 * sign-in issues a fresh token (accounts.ts); the guessable ones go through the throttle.
 */
export function signInRoutes(
  app: Hono,
  core: WebchatCore,
  guard: SignInGuard,
  options: SignInOptions,
) {
  // One phone or address however it is written (+86, spaces, case): the limits count what the
  // code is for, not the spelling (one-time-codes.ts codeAddress).
  const accountKey = (account: string) => codeAddress(account)?.to ?? account.trim().toLowerCase();
  route(app, userCenterApi.sendCode, async ({ params, c, locale }) => {
    const account = params.code ?? '';
    await guard.codes.take(accountKey(account), guard.address(c));
    const sent = await core.sendCode(account, locale);
    return {
      resend_after: CODE_LIMITS.resendMs / 1000,
      ...(sent.shown !== undefined && { shown_code: sent.shown }),
    };
  });
  route(app, ownApi.login, async ({ body, c }) => {
    const account = accountKey(body.phone ?? body.email ?? '');
    const visitor = await guard.throttle.attempt(`visitor:${account}`, guard.address(c), () =>
      core.loginVisitor(body, c.req.query('project_id')),
    );
    return view.loginResult(visitor);
  });
  route(app, ownApi.loginAnon, async ({ c }) =>
    view.loginResult(await core.loginAnon(c.req.query('project_id'))),
  );
  // A hash that does not match counts against the address. Not against the site's user alone: a
  // 256-bit HMAC is not guessed, and a per-user count would let anyone lock any user out.
  route(app, ownApi.loginIdentified, async ({ body, c }) => {
    const project = c.req.query('project_id');
    const address = guard.address(c);
    const visitor = await guard.throttle.attempt(
      `identity:${address}:${project ?? ''}:${body.user_id}`,
      address,
      () =>
        core.loginIdentified(
          { userId: body.user_id, userHash: body.user_hash, name: body.name, email: body.email },
          project,
        ),
    );
    return view.loginResult(visitor);
  });
  route(app, ownApi.logout, async ({ body }) => {
    await core.visitorLogout(body.token);
    return null;
  });
  // The IM signature is made from the token the caller holds (the store keeps only its digest).
  route(app, ownApi.userSig, async ({ token }) =>
    view.userSig(await core.visitorByToken(token), imSignature(token ?? '')),
  );

  // The unified login: the user centre vouches for the st ticket, server to server; the
  // ticket this call answers is the only proof the second call takes.
  const { userCentre } = options;
  route(app, unifiedLoginApi.identity, async ({ body, c }) => {
    if (!userCentre) throw unifiedOff();
    const account = await guard.throttle.attempt(`st:${guard.address(c)}`, guard.address(c), () =>
      userCentre.accountOf(body.st, body.location).then(
        (found) => found ?? Promise.reject(refused(401, '非法身份', { code: 'invalid_identity' })),
        (error: unknown) => {
          console.error('user centre', error);
          throw userCentreDown();
        },
      ),
    );
    return { IdentityInfo: { AccountID: account }, ticket: await core.issueUnifiedTicket(account) };
  });
  route(app, unifiedLoginApi.login, async ({ body, c }) => {
    if (!userCentre) throw unifiedOff();
    const address = guard.address(c);
    const visitor = await guard.throttle.attempt(`unified:${address}`, address, () =>
      // SPEC's stored token rides along; no guest is merged (accounts.ts loginAccountHolder).
      core.loginAccountHolder(
        { accountId: body.lenovo_id, ticket: body.ticket ?? '' },
        c.req.query('project_id'),
      ),
    );
    return view.loginResult(visitor);
  });
  if (options.demoUserCentre) demoUserCentreRoutes(app, core, guard);
}
