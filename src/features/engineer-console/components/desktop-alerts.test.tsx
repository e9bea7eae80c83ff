import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend, resetMockBackend } from '@/mocks/backend';
import { fakeNotifications } from '@/testing/fake-notifications';
import { useConsoleStore } from '../model/console-store';
import {
  clearDialogs,
  conversation,
  eventually,
  freshConsole,
  logIn,
  renderConsole,
  sessionButton,
} from './test-helpers';

/** The browser's Notification, recording what the console shows and asks. */
function stubNotifications(permission: NotificationPermission, answer = permission) {
  const fake = fakeNotifications(permission, answer);
  vi.stubGlobal('Notification', fake.FakeNotification);
  return fake;
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

beforeEach(() => {
  resetMockBackend({ simulate: false });
  freshConsole();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
});
afterEach(() => {
  clearDialogs();
  vi.unstubAllGlobals();
  // Back to jsdom's own (visible) state.
  delete (document as { visibilityState?: unknown }).visibilityState;
});

async function visitorNamed(name: string) {
  const core = mockBackend().core;
  const login = await core.loginAnon();
  const visitor = { ...(await core.visitorByToken(login.token)), nickname: name };
  await core.ctx.store.visitors.put(visitor);
  return visitor;
}

describe('engineer console: desktop notifications (#18 item 3)', { timeout: 40_000 }, () => {
  it('asks on a click, never on load, and says when the browser blocks them', async () => {
    const user = userEvent.setup();
    const { FakeNotification } = stubNotifications('default', 'denied');
    renderConsole();
    await logIn(user);
    const ask = await screen.findByRole('button', { name: '开启桌面通知' });
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    await user.click(ask);
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    const blocked = await screen.findByRole('button', { name: '桌面通知已被浏览器阻止' });
    expect(blocked).toHaveAttribute('aria-disabled', 'true');
    expect(blocked).toHaveAttribute('title', '请在浏览器的网站设置中允许本站的通知');
    expect(await screen.findByText(/桌面通知已被浏览器阻止/, { selector: 'li *' })).toBeTruthy();
  });

  it('while the tab is hidden, a queued visitor and a visitor’s line show; a click opens the conversation', async () => {
    const user = userEvent.setup();
    const { shown } = stubNotifications('granted');
    const core = mockBackend().core;
    const a = await visitorNamed('访客甲');
    const b = await visitorNamed('访客乙');
    await core.selectBigQueue(a, 'NB', 'webchat');
    await core.selectBigQueue(b, 'NB', 'webchat');
    renderConsole();
    await logIn(user);
    expect(await screen.findByRole('button', { name: '桌面通知已开启' })).toBeInTheDocument();
    const queue = await screen.findByRole('region', { name: /排队中/ });
    await user.click(await within(queue).findByRole('button', { name: '接入 访客甲' }));
    await eventually(() => expect(sessionButton('访客甲')).toBeInTheDocument());
    await user.click(within(queue).getByRole('button', { name: '接入 访客乙' }));
    await eventually(() => expect(sessionButton('访客乙')).toHaveAttribute('aria-current', 'true'));
    await eventually(() => expect(useConsoleStore.getState().connection).toBe('online'));

    // Visible: the lists and the chime say it; no desktop notification.
    await act(() => core.sendFromVisitor(a, { kind: 'Text', text: '在吗' }));
    await eventually(() => expect(sessionButton('访客甲')).toHaveTextContent('1'));
    expect(shown).toEqual([]);

    setVisibility('hidden');
    const c = await visitorNamed('访客丙');
    await act(() => core.selectBigQueue(c, 'NB', 'webchat'));
    await eventually(() =>
      expect(shown.map((n) => [n.title, n.options.body])).toEqual([
        ['新访客等待接入', '访客丙 正在 NB 排队'],
      ]),
    );
    await act(() => core.sendFromVisitor(a, { kind: 'Text', text: '屏幕一直闪烁\n怎么办' }));
    await eventually(() => expect(shown).toHaveLength(2));
    expect(shown[1]).toMatchObject({
      title: '访客甲 发来新消息',
      options: { body: '屏幕一直闪烁 怎么办' },
    });

    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    setVisibility('visible');
    act(() => shown[1]!.onclick?.());
    expect(focus).toHaveBeenCalled();
    await eventually(() => expect(sessionButton('访客甲')).toHaveAttribute('aria-current', 'true'));
    await eventually(() =>
      expect(within(conversation()).getByText(/屏幕一直闪烁/)).toBeInTheDocument(),
    );
  });
});
