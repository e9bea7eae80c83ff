import { http, HttpResponse } from 'msw';
import { ApiError, createApiClient, errorMessage } from '@/lib/api-client';
import { cookies, loginStore } from '@/lib/storage';
import { mockBackend } from '@/mocks/backend';
import { server } from '@/mocks/node';
import {
  classifyLoginError,
  clearSession,
  loginAnonymously,
  loginWithCode,
  loginWithLenovoAccount,
  sendCode,
  userCenterSession,
  type LoginDeps,
} from './login-flow';

// The real client against the full mock backend (MSW), with the real storage and cookies.
function deps(): LoginDeps {
  return {
    api: createApiClient(),
    store: loginStore,
    cookies,
    newHash: () => 'hash-1',
    now: () => 1_000,
  };
}
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

afterEach(() => {
  ['loginHash', 'pw_login'].forEach((name) => cookies.remove(name));
});

describe('login flows against the mock backend', () => {
  it('sends a code and says when another may be asked for (resend_after)', async () => {
    expect(await sendCode(deps(), '13800138000')).toBe(61_000);
  });

  it('logs in by phone with the code; the token is stored under the key and is valid', async () => {
    const result = await loginWithCode(
      deps(),
      { method: 'phone', account: '13800138000', code: '123456' },
      { key: 'DEFAULT_PROJECT' },
    );
    expect(loginStore.getToken()).toBe(result.token);
    expect(loginStore.getCubeUid()).toBe(result.cube_uid);
    const visitor = await mockBackend().core.visitorByToken(result.token);
    expect(visitor).toMatchObject({ phone: '13800138000', anonymous: false });
  });

  it('files a per-project login under its project', async () => {
    const result = await loginWithCode(
      deps(),
      { method: 'email', account: 'li@example.com', code: '123456' },
      { key: 'ThinkPad' },
    );
    expect(loginStore.getToken('ThinkPad')).toBe(result.token);
    expect(loginStore.getToken()).toBeUndefined();
    expect((await mockBackend().core.visitorByToken(result.token)).projectId).toBe('ThinkPad');
  });

  it('reads a refused code as an invalid identity (SPEC §8) and clearing forgets the login', async () => {
    loginStore.saveLogin({ cube_uid: 'u-old', token: 't-old' });
    const error = await failure(
      loginWithCode(
        deps(),
        { method: 'phone', account: '13800138000', code: '000000' },
        { key: 'DEFAULT_PROJECT' },
      ),
    );
    expect(classifyLoginError(error)).toEqual({ kind: 'invalid_identity' });
    clearSession(deps(), { key: 'DEFAULT_PROJECT' });
    expect(loginStore.getToken()).toBeUndefined();
  });

  it('logs in anonymously', async () => {
    const result = await loginAnonymously(deps(), { key: 'DEFAULT_PROJECT' });
    expect(loginStore.getToken()).toBe(result.token);
    expect((await mockBackend().core.visitorByToken(result.token)).anonymous).toBe(true);
  });

  it('logs in with a Lenovo account by password or by code, through the unified login', async () => {
    const byPassword = await loginWithLenovoAccount(
      deps(),
      { account: 'li@example.com', password: 'secret1' },
      { key: 'DEFAULT_PROJECT' },
    );
    expect(loginStore.getToken()).toBe(byPassword.token);
    expect(cookies.get('pw_login')).toBe('1');
    expect(cookies.get('loginHash')).toBe('hash-1');
    // The stored token goes along, so the same visitor comes back.
    const byCode = await loginWithLenovoAccount(
      deps(),
      { account: 'li@example.com', code: '123456' },
      { key: 'DEFAULT_PROJECT' },
    );
    expect(byCode.token).toBe(byPassword.token);
  });

  it("words a wrong password from the reason the server names, in the reader's language", async () => {
    const error = await failure(
      loginWithLenovoAccount(
        deps(),
        { account: 'li@example.com', password: '123' },
        { key: 'DEFAULT_PROJECT' },
      ),
    );
    expect(classifyLoginError(error)).toEqual({ kind: 'catalogue', error });
    expect(errorMessage(error)).toEqual({ key: 'errors.reasons.wrong_password', values: {} });
  });

  it("keeps a user center's own words when it names no reason", () => {
    const error = new ApiError('http', 'Request failed with status code 401', {
      status: 401,
      info: '账号或密码错误',
      path: '/v2/login',
      data: { statusCode: 401, message: { info: '账号或密码错误' } },
    });
    expect(classifyLoginError(error)).toEqual({ kind: 'server', text: '账号或密码错误' });
  });

  it('asks the user center whether this browser is logged in', async () => {
    expect(await userCenterSession(deps())).toBeUndefined();
    expect(await userCenterSession(deps(), 'st-li')).toBe('lid-li');
  });

  it('leaves other failures to the error catalogue', async () => {
    server.use(http.post('/api/csc/login/anon', () => HttpResponse.error()));
    const error = await failure(loginAnonymously(deps(), { key: 'DEFAULT_PROJECT' }));
    expect(classifyLoginError(error)).toEqual({ kind: 'catalogue', error });
    expect(loginStore.getToken()).toBeUndefined();
  });
});
