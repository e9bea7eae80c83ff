import { ownApi, unifiedLoginApi, userCenterApi } from '@/lib/contract';
import { contractCase } from '../support/define';
import { userHash } from '../support/identity';

/** Who is who: anonymous and known visitors, the user centre, the unified login, bad tokens. */
export const accountCases = [
  contractCase(
    'anonymous login, the IM signature and the user info of a new and of the demo visitor',
    [ownApi.loginAnon, ownApi.userSig, ownApi.userInfo],
    async (t) => {
      const visitor = await t.visitor();
      const sig = await visitor.api.call(ownApi.userSig);
      expect(sig).toMatchObject({ identifier: visitor.cubeUid, userSig: `sig.${visitor.token}` });
      const info = await visitor.api.call(ownApi.userInfo, { query: {} });
      expect(info).toMatchObject({ nickname: 'guest', name: 'guest' });
      const demo = await t.api('demo-visitor-token').call(ownApi.userInfo, { query: {} });
      expect(demo).toMatchObject({ name: '张先生', phone: '13800138000' });
      const legion = await t.visitor('Legion');
      t.record('login', { token: visitor.token, cube_uid: visitor.cubeUid });
      t.record('login Legion', { token: legion.token, cube_uid: legion.cubeUid });
      t.record('user sig', sig);
      t.record('user info', info);
      t.record('demo user info', demo);
    },
  ),

  contractCase(
    'visitor login by code: a one-time code (shown on a demo) signs in once; a forged, spent or missing one is refused',
    [ownApi.login, userCenterApi.sendCode, ownApi.logout],
    async (t) => {
      const api = t.api();
      const sent = await api.call(userCenterApi.sendCode, { params: { code: '13912345678' } });
      const code = sent?.shown_code ?? '';
      expect(code).toMatch(/^\d{6}$/);
      const forged = await t.failure(
        api.call(ownApi.login, {
          body: { phone: '13912345678', code: code === '000000' ? '111111' : '000000' },
        }),
      );
      expect(forged).toEqual({ code: 'http', status: 401, info: '验证码错误' });
      const first = await api.call(ownApi.login, { body: { phone: '13912345678', code } });
      const name = await t.api(first.token).call(ownApi.userInfo, { query: {} });
      expect(name.nickname).toBe('139****5678');
      const spent = await t.failure(
        api.call(ownApi.login, { body: { phone: '13912345678', code } }),
      );
      expect(spent).toEqual({ code: 'http', status: 401, info: '验证码已失效，请重新获取' });
      const never = await t.failure(
        api.call(ownApi.login, { body: { email: 'nobody@example.com', code: '123456' } }),
      );
      expect(never).toEqual(spent);
      const nobody = await t.failure(api.call(ownApi.login, { body: { code: '123456' } }));
      expect(nobody).toEqual({ code: 'http', status: 400, info: '请输入手机号或邮箱' });
      // Signing out ends this token (and its sockets); it signs nobody in after.
      await t.api().call(ownApi.logout, { body: { token: first.token } });
      const after = await t.failure(t.api(first.token).call(ownApi.userInfo, { query: {} }));
      expect(after).toEqual({ code: 'http', status: 401, info: '非法身份' });
      t.record('send code', { ...sent, shown_code: '<six digits>' });
      t.record('forged code', forged);
      t.record('login', first);
      t.record('masked name', name);
      t.record('spent code', spent);
      t.record('code never sent', never);
      t.record('no account', nobody);
      t.record('after logout', after);
    },
  ),

  contractCase(
    'verified identity: a matching hash is the same visitor on every device, each with its own token; a wrong or missing one is 401',
    [ownApi.loginIdentified],
    async (t) => {
      const claim = { user_id: 'shop-user-42', user_hash: userHash('shop-user-42') };
      // One device, then another: the same visitor, so the same conversations and history.
      const first = await t.api().call(ownApi.loginIdentified, {
        body: { ...claim, name: '李雷', email: 'li@example.com' },
      });
      const again = await t.api().call(ownApi.loginIdentified, { body: { ...claim } });
      expect(again.cube_uid).toBe(first.cube_uid);
      expect(again.token).not.toBe(first.token);
      // Both devices stay signed in.
      await t.api(again.token).call(ownApi.userInfo, { query: {} });
      const info = await t.api(first.token).call(ownApi.userInfo, { query: {} });
      expect(info).toMatchObject({ name: '李雷', nickname: '李雷' });
      // An anonymous visitor is someone else: nothing of theirs becomes the verified one's.
      const anonymous = await t.visitor();
      expect(anonymous.cubeUid).not.toBe(first.cube_uid);
      const forged = await t.failure(
        t.api().call(ownApi.loginIdentified, {
          body: { user_id: 'shop-user-42', user_hash: userHash('shop-user-43') },
        }),
      );
      expect(forged).toEqual({ code: 'http', status: 401, info: '身份验证失败' });
      const unsigned = await t.failure(
        t.api().call(ownApi.loginIdentified, { body: { user_id: 'shop-user-42', user_hash: '' } }),
      );
      expect(unsigned.status).toBe(401);
      // Each project signs with its own secret: the default project's hash is no one's in another.
      const otherProject = await t.failure(
        t.api().call(ownApi.loginIdentified, { body: claim, query: { project_id: 'Legion' } }),
      );
      expect(otherProject).toEqual({ code: 'http', status: 401, info: '身份验证失败' });
      t.record('login', first);
      t.record('user info', info);
      t.record('forged hash', forged);
      t.record('no hash', unsigned);
      t.record('another project', otherProject);
    },
  ),

  contractCase(
    "the demo's user centre: password and quick-code login, login status; bad ones 401",
    [userCenterApi.login, userCenterApi.quick, userCenterApi.status],
    async (t) => {
      const api = t.api();
      const login = await api.call(userCenterApi.login, {
        body: { account: 'zhang@example.com', password: 'secret1' },
      });
      expect(login.lenovo_id).toBe('lid-zhang@example.com');
      const short = await t.failure(
        api.call(userCenterApi.login, { body: { account: 'zhang@example.com', password: '123' } }),
      );
      expect(short).toEqual({ code: 'http', status: 401, info: '账号或密码错误' });
      const sent = await api.call(userCenterApi.sendCode, { params: { code: '13912345678' } });
      const code = sent?.shown_code ?? '';
      const badCode = await t.failure(
        api.call(userCenterApi.quick, {
          body: { account: '13912345678', code: code === '000000' ? '111111' : '000000' },
        }),
      );
      expect(badCode.status).toBe(401);
      const quick = await api.call(userCenterApi.quick, { body: { account: '13912345678', code } });
      const status = await api.call(userCenterApi.status, { body: { st: login.st } });
      expect(status).toEqual({ logged_in: true, lenovo_id: login.lenovo_id, st: login.st });
      const out = await api.call(userCenterApi.status, { body: {} });
      expect(out.logged_in).toBe(false);
      t.record('login', login);
      t.record('short password', short);
      t.record('quick', quick);
      t.record('bad code', badCode);
      t.record('status', status);
      t.record('status without st', out);
    },
  ),

  contractCase(
    'unified login: the st becomes an account id and a ticket, the ticket a visitor once; no guest of the browser is merged into it',
    [unifiedLoginApi.identity, unifiedLoginApi.login],
    async (t) => {
      const api = t.api();
      const identify = () =>
        api.call(unifiedLoginApi.identity, { body: { st: 'st-zhang', source: 'pc_web' } });
      const identity = await identify();
      const lenovoId = identity.IdentityInfo.AccountID;
      expect(lenovoId).toBe('lid-zhang');
      // No ticket, or a lenovo_id the ticket does not prove: nobody is signed in (#37).
      const bare = await t.failure(
        api.call(unifiedLoginApi.login, { body: { lenovo_id: lenovoId } }),
      );
      expect(bare).toEqual({ code: 'http', status: 401, info: '联想账号登录已过期，请重新登录' });
      const other = await t.failure(
        api.call(unifiedLoginApi.login, {
          body: { lenovo_id: 'lid-li', ticket: (await identify()).ticket },
        }),
      );
      expect(other).toEqual(bare);
      const anon = await t.visitor();
      const login = await api.call(unifiedLoginApi.login, {
        body: { lenovo_id: lenovoId, ticket: identity.ticket, token: anon.token, login_hash: 'h' },
      });
      expect(login.cube_uid).not.toBe(anon.cubeUid);
      const replay = await t.failure(
        api.call(unifiedLoginApi.login, { body: { lenovo_id: lenovoId, ticket: identity.ticket } }),
      );
      expect(replay).toEqual(bare);
      const again = await api.call(unifiedLoginApi.login, {
        body: { lenovo_id: lenovoId, ticket: (await identify()).ticket },
      });
      expect(again.cube_uid).toBe(login.cube_uid);
      expect(again.token).not.toBe(login.token);
      const unknown = await t.failure(
        api.call(unifiedLoginApi.identity, { body: { st: 'forged st', source: 'pc_web' } }),
      );
      expect(unknown).toEqual({ code: 'http', status: 401, info: '非法身份' });
      t.record('identity', identity);
      t.record('no ticket', bare);
      t.record('a ticket of another account', other);
      t.record('login with a stored guest token', login);
      t.record('the ticket again', replay);
      t.record('again', again);
      t.record('an st nobody issued', unknown);
    },
  ),

  contractCase(
    'a token nobody issued: 401 非法身份 from the API, INVALID_IDENTITY from the socket',
    [ownApi.userSig, ownApi.ticketList],
    async (t) => {
      const api = t.api('not-a-token');
      const sig = await t.failure(api.call(ownApi.userSig));
      expect(sig).toEqual({ code: 'http', status: 401, info: '非法身份' });
      const tickets = await t.failure(api.call(ownApi.ticketList));
      expect(tickets).toEqual(sig);
      const socket = t.socket({ token: 'not-a-token', cubeUid: 'u-nobody' });
      // Once for the error frame, once for the 4401 close that follows it.
      await socket.count('INVALID_IDENTITY', 2);
      t.record('user sig', sig);
      t.record(
        'socket events',
        socket.events.map((e) => e.name),
      );
    },
  ),
];
