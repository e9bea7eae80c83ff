import * as z from 'zod/mini';
import { post } from './endpoint';
import { loginResult } from './entities';

const str = z.string();
const optStr = z.optional(z.string());

/** SPEC §7: the user center is a separate host (JSON, credentials, 60 s, versioned accept). */
export const USER_CENTER_ACCEPT = 'application/vnd.usercenter.v2+json';

/** Not shown in SPEC: the user-center session as the calls return it. */
const userCenterSession = z.looseObject({
  lenovo_id: str,
  st: optStr,
  nickname: optStr,
  expires_at: z.optional(z.number()),
});

export const userCenterApi = {
  /** Payload not shown: account (phone or e-mail) and password. */
  login: post('/v2/login', userCenterSession, {
    host: 'userCenter',
    timeout: 'login',
    noToken: true,
    body: z.object({ account: str, password: str }),
  }),
  /** Quick login with a one-time code sent to the phone or e-mail. */
  quick: post('/v2/login/quick', userCenterSession, {
    host: 'userCenter',
    timeout: 'login',
    noToken: true,
    body: z.object({ account: str, code: str }),
  }),
  /**
   * Asks for a one-time code; `{code}` is the account it goes to (not shown). A demo (and the
   * in-browser backend) sends nobody anything: it answers the code in `shown_code`, to show.
   */
  sendCode: post(
    '/v2/login/code/{code}',
    z.optional(z.looseObject({ resend_after: z.number(), shown_code: optStr })),
    {
      host: 'userCenter',
      timeout: 'login',
      noToken: true,
    },
  ),
  /** Not shown: with the st ticket of the session, which the unified login needs as proof. */
  status: post(
    '/v2/login/status',
    z.looseObject({ logged_in: z.boolean(), lenovo_id: optStr, st: optStr }),
    {
      host: 'userCenter',
      timeout: 'login',
      noToken: true,
      body: z.object({ st: optStr }),
    },
  ),
} as const;

/**
 * SPEC §7 unified login, two calls whose paths are not shown. First the st ticket becomes an
 * IdentityInfo.AccountID (the lenovo_id); then lenovo_id, the loginHash cookie and the stored
 * webchat token become cube_uid and token.
 */
export const unifiedLoginApi = {
  identity: post(
    '/api/csc/unified/identity',
    // Not shown: `ticket` proves the account to the second call (once, for five minutes).
    z.looseObject({ IdentityInfo: z.looseObject({ AccountID: str }), ticket: optStr }),
    {
      timeout: 'login',
      noToken: true,
      body: z.object({
        st: str,
        location: z._default(z.string(), 'mbgService'),
        source: z.literal('pc_web'),
      }),
    },
  ),
  login: post('/api/csc/unified/login', loginResult, {
    timeout: 'login',
    noToken: true,
    body: z.object({ lenovo_id: str, login_hash: optStr, token: optStr, ticket: optStr }),
    /** Not shown: which project the login is for (as the own API's logins). */
    query: z.optional(z.object({ project_id: optStr })),
  }),
} as const;
