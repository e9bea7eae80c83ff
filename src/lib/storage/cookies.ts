import Cookies from 'js-cookie';

/** SPEC §9: cookies last one day on the root path with SameSite Lax unless told otherwise. */
export const COOKIE_DEFAULTS = { expires: 1, path: '/', sameSite: 'Lax' } as const;
/** SPEC §7/§9: the unified-login cookie (loginHash) lasts 90 days. */
export const LOGIN_COOKIE_DAYS = 90;

// RFC 6265 token: visible ASCII except separators.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

function assertName(name: string): void {
  if (!name) throw new TypeError('Cookie name must not be empty');
  if (!COOKIE_NAME.test(name)) throw new TypeError(`Illegal cookie name: ${JSON.stringify(name)}`);
}

export interface CookieOptions {
  /** Days until expiry. @default 1 */
  expires?: number;
  /** @default '/' */
  path?: string;
  /** @default 'Lax' */
  sameSite?: 'Strict' | 'Lax' | 'None';
  secure?: boolean;
}

export const cookies = {
  get(name: string): string | undefined {
    assertName(name);
    return Cookies.get(name);
  },
  set(name: string, value: string, options: CookieOptions = {}): void {
    assertName(name);
    Cookies.set(name, value, { ...COOKIE_DEFAULTS, ...options });
  },
  remove(name: string, options: Pick<CookieOptions, 'path'> = {}): void {
    assertName(name);
    Cookies.remove(name, { path: options.path ?? COOKIE_DEFAULTS.path });
  },
};
