import { fakeNotifications } from '@/testing/fake-notifications';
import { IDLE_CALL, type CallEngine, type CallView } from '@/features/call';
import { createI18n } from '@/lib/i18n';
import { alertIncomingCalls } from './call-alerts';
import { createDesktopAlerts } from './desktop-alerts';

/** An engine whose view the test sets. */
function fakeEngine() {
  let view: CallView = IDLE_CALL;
  const listeners = new Set<() => void>();
  const engine = {
    getView: () => view,
    subscribe: (listener: () => void) => (
      listeners.add(listener),
      () => listeners.delete(listener)
    ),
  } as unknown as CallEngine;
  const set = (next: Partial<CallView>) => {
    view = { ...view, ...next };
    listeners.forEach((l) => l());
  };
  return { engine, set, listeners };
}

/** A hidden (or visible) tab whose notifications are allowed, recording what they show. */
function browser(hidden = true) {
  const { FakeNotification, shown } = fakeNotifications('granted');
  const focus = vi.fn();
  const win = {
    Notification: FakeNotification,
    focus,
    document: {
      visibilityState: hidden ? 'hidden' : 'visible',
      documentElement: { lang: 'zh-CN' },
    },
  } as unknown as Window;
  return { win, shown, focus };
}

const ringing = (callId: string, media: 'audio' | 'video' = 'video') =>
  ({ phase: 'incoming', role: 'callee', callId, media, peer: { name: '访客甲' } }) as const;

describe('a call ringing in a hidden console tab', () => {
  it('shows a desktop notification once per call; a click brings the tab forward', () => {
    const { engine, set } = fakeEngine();
    const { win, shown, focus } = browser();
    const open = vi.fn();
    const i18n = createI18n('zh-CN');
    alertIncomingCalls(engine, createDesktopAlerts({ win, open }), i18n.t.bind(i18n));
    set(ringing('c1'));
    set({ minimised: true });
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      title: '访客甲 来电',
      options: { body: '邀请您视频通话，点击回到工作台接听', tag: 'call:c1' },
    });
    shown[0]!.onclick?.();
    expect(focus).toHaveBeenCalledOnce();
    expect(open).not.toHaveBeenCalled();
    set({ ...IDLE_CALL });
    set(ringing('c2', 'audio'));
    expect(shown).toHaveLength(2);
  });

  it('says it in English too', () => {
    const { engine, set } = fakeEngine();
    const { win, shown } = browser();
    const i18n = createI18n('en');
    alertIncomingCalls(engine, createDesktopAlerts({ win, open: vi.fn() }), i18n.t.bind(i18n));
    set(ringing('c1', 'audio'));
    expect(shown[0]).toMatchObject({
      title: '访客甲 is calling',
      options: { body: 'Voice call: click to answer in the console' },
    });
  });

  it('shows nothing in a visible tab, or for a call this side makes; stops when unsubscribed', () => {
    const { engine, set, listeners } = fakeEngine();
    const visible = browser(false);
    const i18n = createI18n('zh-CN');
    const t = i18n.t.bind(i18n);
    const stop = alertIncomingCalls(
      engine,
      createDesktopAlerts({ win: visible.win, open: vi.fn() }),
      t,
    );
    set(ringing('c1'));
    expect(visible.shown).toHaveLength(0);
    set({ ...IDLE_CALL });
    stop();
    expect(listeners.size).toBe(0);
    const hidden = browser();
    alertIncomingCalls(engine, createDesktopAlerts({ win: hidden.win, open: vi.fn() }), t);
    set({ phase: 'outgoing', role: 'caller', callId: 'c3', peer: { name: '访客甲' } });
    expect(hidden.shown).toHaveLength(0);
  });
});
