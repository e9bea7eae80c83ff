import { COOKIE_DEFAULTS, LOGIN_COOKIE_DAYS, cookies } from './cookies';

describe('cookies (SPEC §9)', () => {
  afterEach(() => {
    document.cookie.split(';').forEach((c) => {
      const name = c.split('=')[0]?.trim();
      if (name) cookies.remove(name);
    });
  });

  it('defaults to 1 day, root path, SameSite Lax; the login cookie lasts 90 days', () => {
    expect(COOKIE_DEFAULTS).toEqual({ expires: 1, path: '/', sameSite: 'Lax' });
    expect(LOGIN_COOKIE_DAYS).toBe(90);
  });

  it('round-trips a value', () => {
    cookies.set('isWechat', 'true');
    expect(cookies.get('isWechat')).toBe('true');
    cookies.remove('isWechat');
    expect(cookies.get('isWechat')).toBeUndefined();
  });

  it.each(['', 'a b', 'a;b', 'a=b', 'é'])('throws on the empty or illegal name %j', (name) => {
    expect(() => cookies.set(name, 'x')).toThrow(TypeError);
    expect(() => cookies.get(name)).toThrow(TypeError);
  });
});
