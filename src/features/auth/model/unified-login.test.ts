import type { EndpointDef } from '@/lib/contract';
import { unifiedLoginApi } from '@/lib/contract';
import type { CookieOptions } from '@/lib/storage';
import {
  DEFAULT_LOCATION,
  UNIFIED_SOURCE,
  ensureLoginHash,
  exchangeLenovoId,
  unifiedLogin,
  type UnifiedLoginDeps,
} from './unified-login';

interface Call {
  path: string;
  query?: unknown;
  body?: unknown;
}

/** A fake client that records each call and answers from a table by path. */
function fakeDeps(options: { cookies?: Record<string, string>; token?: string } = {}) {
  const calls: Call[] = [];
  const jar = new Map(Object.entries(options.cookies ?? {}));
  const cookieWrites: { name: string; value: string; options?: CookieOptions }[] = [];
  const saved: { result: unknown; key?: string }[] = [];
  const answers: Record<string, unknown> = {
    '/api/csc/unified/identity': { IdentityInfo: { AccountID: 'lid-42' } },
    '/api/csc/unified/login': { cube_uid: 'u-42', token: 't-42' },
  };
  const deps: UnifiedLoginDeps = {
    api: {
      call: (async (endpoint: EndpointDef, opts: { query?: unknown; body?: unknown } = {}) => {
        calls.push({ path: endpoint.path, query: opts.query, body: opts.body });
        return answers[endpoint.path];
      }) as never,
    },
    cookies: {
      get: (name) => jar.get(name),
      set: (name, value, opts) => {
        jar.set(name, value);
        cookieWrites.push({ name, value, options: opts });
      },
    },
    store: {
      getToken: (key) => (key === 'DEFAULT_PROJECT' ? options.token : undefined),
      saveLogin: (result, key) => void saved.push({ result, key }),
    },
    newHash: () => 'fresh-hash',
  };
  return { deps, calls, jar, cookieWrites, saved };
}

const target = { key: 'DEFAULT_PROJECT' };

describe('unified login (SPEC §7)', () => {
  it('sends st, location mbgService and source pc_web, then lenovo_id, login_hash and the stored token', async () => {
    const { deps, calls } = fakeDeps({ cookies: { loginHash: 'h-1' }, token: 'old-token' });
    await unifiedLogin(deps, { st: 'st-abc' }, target);
    expect(DEFAULT_LOCATION).toBe('mbgService');
    expect(UNIFIED_SOURCE).toBe('pc_web');
    expect(calls).toEqual([
      {
        path: unifiedLoginApi.identity.path,
        query: undefined,
        body: { st: 'st-abc', location: 'mbgService', source: 'pc_web' },
      },
      {
        path: unifiedLoginApi.login.path,
        query: { project_id: 'DEFAULT_PROJECT' },
        body: { lenovo_id: 'lid-42', login_hash: 'h-1', token: 'old-token' },
      },
    ]);
  });

  it('passes a location the page names instead of the default', async () => {
    const { deps, calls } = fakeDeps();
    await unifiedLogin(deps, { st: 'st-abc', location: 'pcService' }, target);
    expect(calls[0]?.body).toMatchObject({ location: 'pcService' });
  });

  it('stores cube_uid and token under the login key and sets the pw_login cookie to 1', async () => {
    const { deps, saved, jar, cookieWrites } = fakeDeps();
    const result = await unifiedLogin(deps, { st: 'st-abc' }, { key: 'ThinkPad' });
    expect(result).toEqual({ cube_uid: 'u-42', token: 't-42' });
    expect(saved).toEqual([{ result: { cube_uid: 'u-42', token: 't-42' }, key: 'ThinkPad' }]);
    expect(jar.get('pw_login')).toBe('1');
    expect(cookieWrites.at(-1)).toEqual({ name: 'pw_login', value: '1', options: undefined });
  });

  it('sends no token when none is stored', async () => {
    const { deps, calls } = fakeDeps();
    await exchangeLenovoId(deps, 'lid-1', target);
    expect(calls[0]?.body).toEqual({
      lenovo_id: 'lid-1',
      login_hash: 'fresh-hash',
      token: undefined,
    });
  });

  it('stores nothing and sets no pw_login when a call fails', async () => {
    const { deps, saved, jar } = fakeDeps();
    deps.api.call = (async () => {
      throw new Error('非法身份');
    }) as never;
    await expect(unifiedLogin(deps, { st: 'bad' }, target)).rejects.toThrow('非法身份');
    expect(saved).toEqual([]);
    expect(jar.has('pw_login')).toBe(false);
  });
});

describe('loginHash cookie (SPEC §7/§9: 90 days)', () => {
  it('keeps an existing hash and renews its 90 days', () => {
    const { deps, cookieWrites } = fakeDeps({ cookies: { loginHash: 'h-1' } });
    expect(ensureLoginHash(deps)).toBe('h-1');
    expect(cookieWrites).toEqual([{ name: 'loginHash', value: 'h-1', options: { expires: 90 } }]);
  });
  it('creates a hash when the browser has none', () => {
    const { deps, jar } = fakeDeps();
    expect(ensureLoginHash(deps)).toBe('fresh-hash');
    expect(jar.get('loginHash')).toBe('fresh-hash');
  });
});
