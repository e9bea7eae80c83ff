import type { Hono } from 'hono';
import { userCenterApi } from '@/lib/contract';
import { refused, type WebchatCore } from '../core';
import { codeAddress } from '../core/one-time-codes';
import type { SignInGuard } from './sign-in-guard';
import { route } from './route';

/**
 * The user centre, a separate host (SPEC §7), as the unified login asks it: whose is this st
 * ticket? The reference server asks the one at USER_CENTER_URL (server/node/outbound/user-centre-client.ts),
 * server to server; nothing the browser says about an account is taken on its word.
 */
export interface UserCentre {
  /** The account `st` is a live sign-in of, or undefined when it is none. */
  accountOf(st: string, location: string): Promise<string | undefined>;
}

/** The user centre did not answer: nobody is signed in on a guess. */
export const userCentreDown = () =>
  refused(502, '联想账号服务暂不可用，请稍后再试', { code: 'user_centre_unavailable' });

/** A demo's st tickets: st-<account>, as the stand-in below hands them out. */
const DEMO_TICKET = /^st-([^\s]{1,120})$/;
const demoAccount = (account: string) => `lid-${account}`;

/**
 * The demo's user centre (and the in-browser backend's): only where nothing is real. Its
 * password sign-in takes any password of six or more characters; its code sign-in takes the
 * code the demo showed (the same one-time codes as the own code login); an st ticket of its own
 * form is a live sign-in. Never mounted in production (server/node/http/http-app.ts).
 */
export const demoUserCentre: UserCentre = {
  accountOf: async (st) => {
    const account = DEMO_TICKET.exec(st)?.[1];
    return account && demoAccount(account);
  },
};

export function demoUserCentreRoutes(app: Hono, core: WebchatCore, guard: SignInGuard) {
  const session = (account: string) => ({
    lenovo_id: demoAccount(account),
    st: `st-${account}`,
    nickname: account,
  });
  route(app, userCenterApi.login, ({ body, c }) =>
    guard.throttle.attempt(`ucenter:${body.account}`, guard.address(c), () => {
      if (body.password.length < 6)
        throw refused(401, '账号或密码错误', { code: 'wrong_password' });
      return session(body.account);
    }),
  );
  route(app, userCenterApi.quick, ({ body, c }) =>
    guard.throttle.attempt(
      `ucenter:${codeAddress(body.account)?.to ?? body.account}`,
      guard.address(c),
      async () => {
        await core.verifyCode(body.account, body.code);
        return session(body.account);
      },
    ),
  );
  route(app, userCenterApi.status, async ({ body }) => {
    const account = body.st ? await demoUserCentre.accountOf(body.st, '') : undefined;
    return {
      logged_in: Boolean(account),
      ...(account && { lenovo_id: account, st: body.st }),
    };
  });
}
