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
    'visitor login by phone: the same visitor again; a wrong code is 401, no account 400',
    [ownApi.login],
    async (t) => {
      const api = t.api();
      const first = await api.call(ownApi.login, {
        body: { phone: '13912345678', code: '123456' },
      });
      const again = await api.call(ownApi.login, {
        body: { phone: '13912345678', code: '654321' },
      });
      expect(again).toEqual(first);
      const name = await t.api(first.token).call(ownApi.userInfo, { query: {} });
      expect(name.nickname).toBe('139****5678');
      const wrong = await t.failure(
        api.call(ownApi.login, { body: { phone: '13912345678', code: '000000' } }),
      );
      expect(wrong).toEqual({ code: 'http', status: 401, info: '非法身份' });
      const nobody = await t.failure(api.call(ownApi.login, { body: { code: '123456' } }));
      expect(nobody).toEqual({ code: 'http', status: 400, info: '请输入手机号或邮箱' });
      t.record('login', first);
      t.record('masked name', name);
      t.record('wrong code', wrong);
      t.record('no account', nobody);
    },
  ),

  contractCase(
    'verified identity: a matching hash is the same visitor on every device; a wrong or missing one is 401',
    [ownApi.loginIdentified],
    async (t) => {
      const claim = { user_id: 'shop-user-42', user_hash: userHash('shop-user-42') };
      // One device, then another: the same visitor, so the same conversations and history.
      const first = await t.api().call(ownApi.loginIdentified, {
        body: { ...claim, name: '李雷', email: 'li@example.com' },
      });
      const again = await t.api().call(ownApi.loginIdentified, { body: { ...claim } });
      expect(again).toEqual(first);
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
    'user centre: password and quick-code login, sending a code, login status; bad ones 401',
    [userCenterApi.login, userCenterApi.quick, userCenterApi.sendCode, userCenterApi.status],
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
      const code = await api.call(userCenterApi.sendCode, { params: { code: '13912345678' } });
      expect(code).toEqual({ resend_after: 60 });
      const quick = await api.call(userCenterApi.quick, {
        body: { account: '13912345678', code: '246810' },
      });
      const badCode = await t.failure(
        api.call(userCenterApi.quick, { body: { account: '13912345678', code: '000000' } }),
      );
      expect(badCode.status).toBe(401);
      const status = await api.call(userCenterApi.status, { body: { st: login.st } });
      expect(status).toEqual({ logged_in: true, lenovo_id: login.lenovo_id });
      const out = await api.call(userCenterApi.status, { body: {} });
      expect(out.logged_in).toBe(false);
      t.record('login', login);
      t.record('short password', short);
      t.record('send code', code);
      t.record('quick', quick);
      t.record('bad code', badCode);
      t.record('status', status);
      t.record('status without st', out);
    },
  ),

  contractCase(
    'unified login: the st becomes an account id, then a visitor; a stored token keeps its visitor',
    [unifiedLoginApi.identity, unifiedLoginApi.login],
    async (t) => {
      const api = t.api();
      const identity = await api.call(unifiedLoginApi.identity, {
        body: { st: 'st-zhang', source: 'pc_web' },
      });
      const lenovoId = identity.IdentityInfo.AccountID;
      expect(lenovoId).toBe('lid-zhang');
      const login = await api.call(unifiedLoginApi.login, { body: { lenovo_id: lenovoId } });
      const again = await api.call(unifiedLoginApi.login, { body: { lenovo_id: lenovoId } });
      expect(again.cube_uid).toBe(login.cube_uid);
      const anon = await t.visitor();
      const kept = await api.call(unifiedLoginApi.login, {
        body: { lenovo_id: lenovoId, token: anon.token, login_hash: 'h' },
      });
      expect(kept).toEqual({ cube_uid: anon.cubeUid, token: anon.token });
      t.record('identity', identity);
      t.record('login', login);
      t.record('again', again);
      t.record('with a stored token', kept);
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
