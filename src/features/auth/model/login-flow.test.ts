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
    expect(await sendCode(deps(), '13800138000')).toEqual({
      resendAt: 61_000,
      // The in-browser backend sends nobody anything: it answers the code to show (#37).
      shownCode: expect.stringMatching(/^\d{6}$/),
    });
  });

  it('logs in by phone with the code; the token is stored under the key and is valid', async () => {
    const { shownCode: code = '' } = await sendCode(deps(), '13800138000');
    const result = await loginWithCode(
      deps(),
      { method: 'phone', account: '13800138000', code },
      { key: 'DEFAULT_PROJECT' },
    );
    expect(loginStore.getToken()).toBe(result.token);
    expect(loginStore.getCubeUid()).toBe(result.cube_uid);
    const visitor = await mockBackend().core.visitorByToken(result.token);
    expect(visitor).toMatchObject({ phone: '13800138000', anonymous: false });
  });

  it('files a per-project login under its project', async () => {
    const { shownCode: code = '' } = await sendCode(deps(), 'li@example.com');
    const result = await loginWithCode(
      deps(),
      { method: 'email', account: 'li@example.com', code },
      { key: 'ThinkPad' },
    );
    expect(loginStore.getToken('ThinkPad')).toBe(result.token);
    expect(loginStore.getToken()).toBeUndefined();
    expect((await mockBackend().core.visitorByToken(result.token)).projectId).toBe('ThinkPad');
  });

  it('words a wrong code from its reason; clearing the session forgets the login (SPEC §8)', async () => {
    loginStore.saveLogin({ cube_uid: 'u-old', token: 't-old' });
    const { shownCode } = await sendCode(deps(), '13800138000');
    const error = await failure(
      loginWithCode(
        deps(),
        { method: 'phone', account: '13800138000', code: shownCode === '000000' ? '1' : '000000' },
        { key: 'DEFAULT_PROJECT' },
      ),
    );
    expect(classifyLoginError(error)).toEqual({ kind: 'catalogue', error });
    expect(errorMessage(error)).toEqual({ key: 'errors.reasons.wrong_code', values: {} });
    expect(loginStore.getToken()).toBe('t-old');
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
    // The same account comes back as the same visitor, with a token of this sign-in.
    const { shownCode: code = '' } = await sendCode(deps(), 'li@example.com');
    const byCode = await loginWithLenovoAccount(
      deps(),
      { account: 'li@example.com', code },
      { key: 'DEFAULT_PROJECT' },
    );
    expect(byCode.cube_uid).toBe(byPassword.cube_uid);
    expect(byCode.token).not.toBe(byPassword.token);
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
    expect(await userCenterSession(deps(), 'st-li')).toEqual({ lenovoId: 'lid-li', st: 'st-li' });
  });

  it('leaves other failures to the error catalogue', async () => {
    server.use(http.post('/api/csc/login/anon', () => HttpResponse.error()));
    const error = await failure(loginAnonymously(deps(), { key: 'DEFAULT_PROJECT' }));
    expect(classifyLoginError(error)).toEqual({ kind: 'catalogue', error });
    expect(loginStore.getToken()).toBeUndefined();
  });
});
