import { createHmac } from 'node:crypto';
import { act, fireEvent, renderHook, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { loadSendPipeline } from '@/features/chat';
import { createApiClient } from '@/lib/api-client';
import { type ChatMessage, ownApi } from '@/lib/contract';
import { useEnvironment } from '@/lib/env';
import { createI18n } from '@/lib/i18n';
import { loginStore } from '@/lib/storage';
import { DEMO_IDENTITY_SECRET } from '@/mocks/backend';
import { HostSenders } from '../model/host-sender';
import { useHostBridge, type HostBridgeOptions } from './use-host-bridge';
import { useVisitorStore, visitorStore } from '../model/visitor-store';

const ORIGIN = window.location.origin;

/** What the host's backend sends with its user: HMAC-SHA256 with the demo backend's secret. */
const signed = (userId: string) =>
  createHmac('sha256', DEMO_IDENTITY_SECRET).update(userId).digest('hex');

/** The visitor a token belongs to, as the restarted chat would learn it. */
async function verifiedCube(token: string): Promise<string> {
  const api = createApiClient({ getToken: () => token });
  return (await api.call(ownApi.userSig)).identifier;
}

/** Where the chat screen below the bridge puts its sender (WebchatScreen's one). */
const senders = new HostSenders();

/** The hook needs no UI: its result is the chat's restart key. */
const mount = (options: Omit<HostBridgeOptions, 'senders'>) => {
  const i18n = createI18n();
  return renderHook(() => useHostBridge({ ...options, senders }), {
    wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
  });
};

/** A fake parent: a real window (jsdom iframe) whose postMessage we record. */
function fakeParent() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const parent = frame.contentWindow as Window;
  const posted = vi.spyOn(parent, 'postMessage').mockImplementation(() => undefined);
  const sent = () => posted.mock.calls.map(([data, target]) => ({ data, target }));
  const types = () => sent().map((c) => (c.data as { type: string }).type);
  const from = (data: unknown, source: Window = parent, origin = ORIGIN) =>
    act(() => window.dispatchEvent(new MessageEvent('message', { data, origin, source })));
  return { parent, posted, sent, types, from };
}

/** A visitor with a robot session on the mock backend, as the chat screen would set it up. */
async function startSession() {
  const api = createApiClient({ getToken: () => useVisitorStore.getState().login?.token });
  const login = await api.call(ownApi.loginAnon, { query: { project_id: 'DEFAULT_PROJECT' } });
  act(() => visitorStore.setLoginState(login));
  const robot = await api.call(ownApi.robotStart, { query: { channel: 'webchat' } });
  // The chat screen's pipeline, as VisitorSession builds it (before the session is known).
  const { createSender, memoryOutbox, newClientId, uploader, visitorPost } =
    await loadSendPipeline();
  senders.set(
    createSender({
      scope: `visitor:test:${login.cube_uid}`,
      store: { apply: (_s, reduce) => act(() => visitorStore.apply(reduce)) },
      draft: (patch) => ({
        id: newClientId(),
        sessionId: robot.session_id,
        type: 'Text',
        isEngineer: false,
        authorRole: 'user',
        avatar: '',
        authorName: useVisitorStore.getState().visitor.name,
        sentAt: Date.now(),
        timestamp: Date.now(),
        error: 'presending',
        read: false,
        ...patch,
      }),
      post: visitorPost({ api, token: () => login.token }),
      upload: uploader(api),
      outbox: memoryOutbox(),
      describe: String,
    }),
  );
  act(() => useVisitorStore.setState({ sessionId: robot.session_id }));
  return login;
}

const engineerSays = (id: string, text: string): ChatMessage => ({
  id,
  type: 'Text',
  text,
  isEngineer: true,
  authorRole: 'engineer',
  authorName: '王工',
  avatar: '',
  sentAt: Date.now(),
  timestamp: Date.now(),
  error: '',
  read: false,
});

beforeEach(() => {
  useEnvironment.setState({ embedded: true, projectId: 'DEFAULT_PROJECT' });
});

describe('useHostBridge', () => {
  it('says ready to the exact parent origin once the chat can take commands', async () => {
    const host = fakeParent();
    mount({ parent: host.parent, allow: [ORIGIN], parentOrigin: ORIGIN });
    expect(host.types()).toEqual([]);
    const login = await startSession();
    expect(host.sent()).toEqual([
      {
        data: {
          type: 'webchat:ready',
          v: 1,
          project_id: 'DEFAULT_PROJECT',
          loggedIn: false,
          cube_uid: login.cube_uid,
        },
        target: ORIGIN,
      },
    ]);
  });

  it('sends the host’s text as the visitor, under the name the host gives', async () => {
    const host = fakeParent();
    mount({ parent: host.parent, allow: [ORIGIN], parentOrigin: ORIGIN });
    // Sent before the session exists: it waits for it.
    host.from({ type: 'webchat:send', v: 1, text: '电脑开不了机', user: { name: '张先生' } });
    expect(useVisitorStore.getState().message).toEqual([]);
    await startSession();
    const mine = () => useVisitorStore.getState().message.find((m) => m.text === '电脑开不了机');
    expect(mine()).toMatchObject({ authorName: '张先生', authorRole: 'user' });
    // The server took it (statusCode 200 turns presending into '').
    await waitFor(() => expect(mine()?.error).toBe(''));
  });

  it('keeps a send that comes after the session starts but before its send pipeline does', async () => {
    const host = fakeParent();
    mount({ parent: host.parent, allow: [ORIGIN], parentOrigin: ORIGIN });
    // The chat is settled (login, session) but its pipeline comes in the round after the words.
    senders.set(undefined);
    act(() => visitorStore.setLoginState({ token: 't-early', cube_uid: 'u-early' }));
    act(() => visitorStore.enterSession('s-early', {}));
    host.from({ type: 'webchat:send', v: 1, text: '键盘失灵' });
    expect(host.types()).not.toContain('webchat:error');
    await startSession();
    const mine = () => useVisitorStore.getState().message.find((m) => m.text === '键盘失灵');
    await waitFor(() => expect(mine()?.error).toBe(''));
    expect(host.types()).not.toContain('webchat:error');
  });

  it('ignores the same command from another window, another origin or a bad shape', async () => {
    const host = fakeParent();
    const stranger = fakeParent();
    mount({ parent: host.parent, allow: [ORIGIN], parentOrigin: ORIGIN });
    await startSession();
    const send = { type: 'webchat:send', v: 1, text: '伪造的消息' };
    host.from(send, stranger.parent);
    host.from(send, host.parent, 'https://evil.test');
    host.from(send, host.parent, 'null');
    host.from({ ...send, v: 2 });
    host.from({ type: 'webchat:login', v: 1, token: '' });
    expect(useVisitorStore.getState().message).toEqual([]);
    expect(loginStore.getToken('DEFAULT_PROJECT')).toBeUndefined();
  });

  it('takes the host’s identity at once: its name is on the visitor’s messages, after a restart too', async () => {
    const host = fakeParent();
    mount({ parent: host.parent, allow: [ORIGIN], parentOrigin: ORIGIN });
    host.from({
      type: 'webchat:identify',
      v: 1,
      userId: '42',
      name: '李女士',
      email: 'li@example.com',
    });
    expect(useVisitorStore.getState().visitor.name).toBe('李女士');
    await startSession();
    host.from({ type: 'webchat:send', v: 1, text: '屏幕闪烁' });
    const mine = useVisitorStore.getState().message.find((m) => m.text === '屏幕闪烁');
    expect(mine).toMatchObject({ authorName: '李女士', authorRole: 'user' });
    // A login restarts the chat; the identity stays.
    host.from({
      type: 'webchat:login',
      v: 1,
      token: 'demo-visitor-token',
      cube_uid: 'demo-visitor',
    });
    expect(useVisitorStore.getState().visitor.name).toBe('李女士');
  });

  it('switches language when the host says so', async () => {
    const host = fakeParent();
    const i18n = createI18n();
    renderHook(
      () => useHostBridge({ parent: host.parent, allow: [ORIGIN], parentOrigin: ORIGIN, senders }),
      {
        wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
      },
    );
    host.from({ type: 'webchat:locale', v: 1, locale: 'en' });
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(document.documentElement.lang).toBe('en');
    host.from({ type: 'webchat:locale', v: 1, locale: 'zh-CN' });
    await waitFor(() => expect(i18n.language).toBe('zh-CN'));
  });

  it('refuses to send as someone else', async () => {
    const host = fakeParent();
    mount({ parent: host.parent, allow: [ORIGIN], parentOrigin: ORIGIN });
    await startSession();
    host.from({ type: 'webchat:send', v: 1, text: '你好', user: { cube_uid: 'somebody-else' } });
    expect(useVisitorStore.getState().message).toEqual([]);
    expect(host.sent().at(-1)?.data).toEqual({
      type: 'webchat:error',
      v: 1,
      reason: 'identity-mismatch',
      request: 'webchat:send',
    });
  });

  it('syncs a login: stores it for the project, restarts the chat, reports the new state', async () => {
    const host = fakeParent();
    const { result } = mount({ parent: host.parent, allow: [ORIGIN], parentOrigin: ORIGIN });
    await startSession();
    const login = { token: 'demo-visitor-token', cube_uid: 'demo-visitor' };
    host.from({ type: 'webchat:login', v: 1, ...login });
    expect(loginStore.getToken('DEFAULT_PROJECT')).toBe('demo-visitor-token');
    expect(loginStore.getTicketToken()).toBe('demo-visitor-token');
    expect(result.current).toBe(1);
    expect(useVisitorStore.getState().login).toBeUndefined();
    // The restarted chat logs in with the stored token.
    act(() => visitorStore.setLoginState(login));
    expect(host.sent().at(-1)?.data).toEqual({
      type: 'webchat:login-state',
      v: 1,
      loggedIn: true,
      cube_uid: 'demo-visitor',
    });

    act(() => useVisitorStore.setState({ sessionId: 's-demo' }));
    host.from({ type: 'webchat:logout', v: 1 });
    expect(loginStore.getToken('DEFAULT_PROJECT')).toBeUndefined();
    expect(result.current).toBe(2);
    act(() => visitorStore.setLoginState({ token: 't-anon', cube_uid: 'u-anon' }));
    expect(host.sent().at(-1)?.data).toMatchObject({ loggedIn: false, cube_uid: 'u-anon' });
  });

  it('signs in as the host’s verified user: the hash their backend made, on any device', async () => {
    const claim = { userId: 'shop-user-7', userHash: signed('shop-user-7') };
    const devices = [];
    for (const device of ['phone', 'laptop']) {
      sessionStorage.clear();
      localStorage.clear();
      const host = fakeParent();
      const { result, unmount } = mount({
        parent: host.parent,
        allow: [ORIGIN],
        parentOrigin: ORIGIN,
      });
      const anonymous = await startSession();
      host.from({ type: 'webchat:identify', v: 1, ...claim, name: `韩梅梅 (${device})` });
      // Verified by the server, the chat starts again as that user.
      await waitFor(() => expect(result.current).toBe(1));
      const token = loginStore.getToken('DEFAULT_PROJECT');
      expect(token).toBeDefined();
      expect(token).not.toBe(anonymous.token);
      const cube = await verifiedCube(token!);
      act(() => visitorStore.setLoginState({ token: token!, cube_uid: cube }));
      expect(host.sent().at(-1)?.data).toMatchObject({
        type: 'webchat:login-state',
        loggedIn: true,
      });
      devices.push(cube);
      unmount();
    }
    // The same visitor on both: the same conversations and history.
    expect(devices[0]).toBe(devices[1]);
  });

  it('keeps the visitor anonymous and tells the host when the hash does not match', async () => {
    const host = fakeParent();
    const { result } = mount({ parent: host.parent, allow: [ORIGIN], parentOrigin: ORIGIN });
    const anonymous = await startSession();
    host.from({
      type: 'webchat:identify',
      v: 1,
      userId: 'shop-user-7',
      userHash: signed('shop-user-8'),
    });
    await waitFor(() =>
      expect(host.sent().at(-1)?.data).toEqual({
        type: 'webchat:error',
        v: 1,
        reason: 'identity-refused',
        request: 'webchat:identify',
      }),
    );
    expect(result.current).toBe(0);
    expect(useVisitorStore.getState().login?.cubeUid).toBe(anonymous.cube_uid);
    expect(loginStore.getToken('DEFAULT_PROJECT')).toBeUndefined();
  });

  it('reports new messages, counts them unread while hidden, and clears the count when shown', async () => {
    const host = fakeParent();
    mount({ parent: host.parent, allow: [ORIGIN], parentOrigin: ORIGIN });
    await startSession();
    act(() => visitorStore.appendMessage(engineerSays('h1', '历史消息')));
    expect(host.types()).not.toContain('webchat:message');
    act(() => visitorStore.appendMessage(engineerSays('m1', '您好，请问电脑是什么型号？')));
    expect(
      host
        .sent()
        .slice(-2)
        .map((c) => c.data),
    ).toEqual([
      {
        type: 'webchat:message',
        v: 1,
        id: 'm1',
        client_type: 'engineer',
        author: '王工',
        message_type: 'Text',
        text: '您好，请问电脑是什么型号？',
      },
      { type: 'webchat:unread', v: 1, count: 1 },
    ]);
    host.from({ type: 'webchat:visibility', v: 1, visible: true });
    expect(host.sent().at(-1)?.data).toEqual({ type: 'webchat:unread', v: 1, count: 0 });
    act(() => visitorStore.appendMessage(engineerSays('m2', '还在吗？')));
    expect(host.types().at(-1)).toBe('webchat:message');
  });

  it('asks the host to close on Escape, unless a dialog of its own is open', async () => {
    const host = fakeParent();
    mount({ parent: host.parent, allow: [ORIGIN], parentOrigin: ORIGIN });
    await startSession();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(host.types()).not.toContain('webchat:close');
    dialog.remove();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(host.types().at(-1)).toBe('webchat:close');
  });

  it('does nothing when the page is not embedded', async () => {
    useEnvironment.setState({ embedded: false });
    const host = fakeParent();
    mount({ parent: host.parent, allow: [ORIGIN], parentOrigin: ORIGIN });
    await startSession();
    host.from({ type: 'webchat:send', v: 1, text: '你好' });
    expect(useVisitorStore.getState().message).toEqual([]);
    expect(host.types()).toEqual([]);
  });
});
