/** Storage keys of SPEC §3; the names are part of the contract with existing deployments. */
export const STORAGE_KEYS = {
  token: 'WEBCHAT_TOKEN',
  cubeUid: 'WEBCHAT_CUBE_UID_KEY',
  currentProject: 'CURRENT_PROJECT_KEY',
  /** Stored landing address that the native app clears shortly after start (SPEC §1). */
  href: 'HREF',
  language: 'WEBCHAT_LANGUAGE',
  /** Session storage: the ticket an embedding host hands over (SPEC §3; name not shown). */
  sessionTicket: 'WEBCHAT_SESSION_TICKET',
  /** Cookies of SPEC §1/§7. */
  wechatCookie: 'isWechat',
  loginHashCookie: 'loginHash',
  pwLoginCookie: 'pw_login',
} as const;

/** Project used when neither the URL nor storage names one (SPEC §2, §3). */
export const DEFAULT_PROJECT = 'DEFAULT_PROJECT';
