import { ownApi, imUrl } from '@/lib/contract';
import { createApiClient } from '@/lib/api-client';
import { mockBackend } from '@/mocks/backend';
import { chat } from '@/mocks/im-socket';
import { server } from '@/mocks/node';
import { ImClient } from './im-client';
import type { ImEvent } from './im-events';

async function visitor() {
  const login = await createApiClient().call(ownApi.loginAnon);
  const api = createApiClient({ getToken: () => login.token });
  return { ...login, api };
}

function client(
  token: string,
  identifier: string,
  last: () => string | undefined = () => undefined,
  options: { autoRead?: boolean } = {},
) {
  const events: ImEvent[] = [];
  const im = new ImClient({
    url: imUrl(`ws://${window.location.host}`, token, window.location.href),
    login: { appid: 'app', accountType: '1', identifier, userSig: `sig.${token}` },
    lastMessageId: last,
    backoff: { min: 10, max: 50, grow: 1.2 },
    ...options,
  });
  im.on((e) => events.push(e));
  return { im, events, names: () => events.map((e) => e.name) };
}

const until = async (check: () => boolean | Promise<boolean>, ms = 3000) => {
  const end = Date.now() + ms;
  while (!(await check()) && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  expect(await check()).toBe(true);
};

describe('ImClient (SPEC §4 events)', () => {
  it('connects (CONNECTRET), tries to log in (USER_TRY_LOGIN), logs in (LOGIN) and hears MSG', async () => {
    const { token, cube_uid, api } = await visitor();
    const { im, names, events } = client(token, cube_uid);
    im.connect();
    await until(() => names().includes('LOGIN'));
    expect(names().slice(0, 3)).toEqual(['CONNECTRET', 'USER_TRY_LOGIN', 'LOGIN']);
    await api.call(ownApi.robotStart, { query: { channel: 'webchat' } });
    await until(() => names().includes('MSG'));
    const msg = events.find((e) => e.name === 'MSG');
    expect(msg && 'message' in msg && msg.message.MessageBody.ClientType).toBe('robot');
    im.logout();
    expect(names().at(-1)).toBe('LOGOUT');
  });

  it('marks incoming chat messages read automatically (the sender hears READ)', async () => {
    const { token, cube_uid, api } = await visitor();
    const { im, names } = client(token, cube_uid);
    im.connect();
    await until(() => names().includes('LOGIN'));
    await api.call(ownApi.robotStart, { query: { channel: 'webchat' } });
    await until(() => names().includes('MSG'));
    const core = mockBackend().core;
    await until(async () =>
      (await core.ctx.store.messages.all()).some((m) => m.clientType === 'robot' && m.isRead === 2),
    );
    im.close();
  });

  it('with autoRead off, reads nothing on arrival nor on becoming visible: only markRead reads (#18)', async () => {
    const { token, cube_uid, api } = await visitor();
    const { im, names, events } = client(token, cube_uid, undefined, { autoRead: false });
    im.connect();
    await until(() => names().includes('LOGIN'));
    await api.call(ownApi.robotStart, { query: { channel: 'webchat' } });
    await until(() => names().includes('MSG'));
    const msg = events.find((e): e is Extract<ImEvent, { name: 'MSG' }> => e.name === 'MSG')!;
    const id = msg.message.MessageID;
    const core = mockBackend().core;
    const isRead = async () => (await core.ctx.store.messages.get(id))?.isRead;
    document.dispatchEvent(new Event('visibilitychange'));
    // The server handles one connection's frames in order: a typing frame after any read.
    im.typing(msg.message.MessageBody.SessionID ?? '', false);
    await new Promise((r) => setTimeout(r, 150));
    expect(await isRead()).toBe(1);
    im.markRead([id]);
    await until(async () => (await isRead()) === 2);
    im.close();
  });

  it('fires chatGetUserStatus with the body on CreateSession', async () => {
    const { token, cube_uid, api } = await visitor();
    const { im, names } = client(token, cube_uid);
    const heard = vi.fn();
    window.addEventListener('chatGetUserStatus', heard);
    im.connect();
    await until(() => names().includes('LOGIN'));
    const status = await api.call(ownApi.selectBigQueue, {
      body: { token, queue_code: 'SRV', pathway: 'webchat' },
    });
    const session_id = status?.session_id ?? '';
    await mockBackend().core.accept('E1005', session_id);
    await until(() => heard.mock.calls.length > 0);
    expect((heard.mock.calls[0]?.[0] as CustomEvent).detail).toMatchObject({
      SessionID: session_id,
      Body: { Type: 'CreateSession' },
    });
    window.removeEventListener('chatGetUserStatus', heard);
    im.close();
  });

  it('hears the engineer typing and stopping as TYPING', async () => {
    const { token, cube_uid, api } = await visitor();
    const { im, names, events } = client(token, cube_uid);
    im.connect();
    await until(() => names().includes('LOGIN'));
    const status = await api.call(ownApi.selectBigQueue, {
      body: { token, queue_code: 'SRV', pathway: 'webchat' },
    });
    const session_id = status?.session_id ?? '';
    await mockBackend().core.accept('E1005', session_id);
    await mockBackend().core.typing('E1005', session_id, true);
    await mockBackend().core.typing('E1005', session_id, false);
    await until(() => names().filter((n) => n === 'TYPING').length === 2);
    expect(events.filter((e) => e.name === 'TYPING')).toEqual([
      { name: 'TYPING', sessionId: session_id, typing: true },
      { name: 'TYPING', sessionId: session_id, typing: false },
    ]);
    im.close();
  });

  it('sends nothing before the login: typing is dropped, read receipts wait and leave after it', async () => {
    const { token, cube_uid, api } = await visitor();
    const status = await api.call(ownApi.selectBigQueue, {
      body: { token, queue_code: 'SRV', pathway: 'webchat' },
    });
    const sessionId = status?.session_id ?? '';
    await mockBackend().core.accept('E1005', sessionId);
    const engineerHears: { type: string }[] = [];
    mockBackend().core.bus.subscribe('E1005', (frame) => void engineerHears.push(frame));
    const reply = await mockBackend().core.sendFromEngineer('E1005', sessionId, {
      kind: 'Text',
      text: '您好',
    });
    const { im, names } = client(token, cube_uid);
    // Before the socket is even open: neither may be queued into a burst at the open.
    im.typing(sessionId, true);
    im.markRead([reply.id]);
    im.connect();
    await until(() => names().includes('LOGIN'));
    await until(() => engineerHears.some((f) => f.type === 'read'));
    expect(engineerHears.filter((f) => f.type === 'typing')).toEqual([]);
    im.close();
  });

  it('reports a drop as RECONNECT, reconnects and resumes without loss or duplicates', async () => {
    const { token, cube_uid, api } = await visitor();
    let drop: (() => void) | undefined;
    server.use(
      chat.addEventListener('connection', ({ client: socket }) => {
        drop = () => socket.close(4000, 'network');
      }),
    );
    const seen: string[] = [];
    const { im, names, events } = client(token, cube_uid, () => seen.at(-1));
    im.on((e) => {
      if (e.name === 'MSG' || e.name === 'NOTIFY') seen.push(e.message.MessageID);
    });
    im.connect();
    await until(() => names().includes('LOGIN'));
    await api.call(ownApi.robotStart, { query: { channel: 'webchat' } });
    await until(() => seen.length === 1);
    drop?.();
    await until(() => names().includes('RECONNECT'));
    // While disconnected the robot answers: the message must arrive after the reconnect.
    await api.call(ownApi.send, {
      body: { token, message_body: { MsgType: 'text', Content: '电脑开不了机', CreateTime: 1 } },
    });
    await until(() => events.filter((e) => e.name === 'CONNECTRET').length === 2);
    await until(() => seen.length >= 3, 4000);
    expect(new Set(seen).size).toBe(seen.length);
    expect(
      events.filter((e) => e.name === 'CONNECTRET').map((e) => 'resumed' in e && e.resumed),
    ).toEqual([false, true]);
    im.close();
  });

  it('stops on an invalid identity and says so', async () => {
    const { names, im } = client('forged-token', 'nobody');
    im.connect();
    await until(() => names().includes('INVALID_IDENTITY'));
    await new Promise((r) => setTimeout(r, 100));
    expect(names().filter((n) => n === 'CONNECTRET')).toHaveLength(1);
    im.close();
  });
});
