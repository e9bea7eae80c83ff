import { fakeNotifications } from '@/testing/fake-notifications';
import {
  ALERT_BODY_MAX,
  alertBody,
  alertPermission,
  askAlertPermission,
  createDesktopAlerts,
} from './desktop-alerts';

function fakeWindow(api: unknown, hidden = true) {
  const focus = vi.fn();
  const win = {
    Notification: api,
    focus,
    document: {
      visibilityState: hidden ? 'hidden' : 'visible',
      documentElement: { lang: 'zh-CN' },
    },
  } as unknown as Window;
  return { win, focus };
}

const alert = { tag: 'line:m1', title: '访客甲 发来新消息', body: '还在吗', sessionId: 's1' };

describe('desktop alerts (#18 item 3)', () => {
  it('shows one while the tab is hidden and allowed; a click focuses the tab and opens the conversation', () => {
    const { FakeNotification, shown } = fakeNotifications('granted');
    const { win, focus } = fakeWindow(FakeNotification);
    const open = vi.fn();
    expect(createDesktopAlerts({ win, open }).show(alert)).toBe(true);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      title: '访客甲 发来新消息',
      options: { body: '还在吗', tag: 'line:m1', lang: 'zh-CN' },
    });
    shown[0]!.onclick?.();
    expect(focus).toHaveBeenCalled();
    expect(open).toHaveBeenCalledWith('s1');
    expect(shown[0]!.close).toHaveBeenCalled();
  });

  it('shows none on a visible tab, without permission, or where the browser has none', () => {
    const open = vi.fn();
    const granted = fakeNotifications('granted');
    expect(
      createDesktopAlerts({ win: fakeWindow(granted.FakeNotification, false).win, open }).show(
        alert,
      ),
    ).toBe(false);
    for (const permission of ['default', 'denied'] as const) {
      const { FakeNotification, shown } = fakeNotifications(permission);
      expect(createDesktopAlerts({ win: fakeWindow(FakeNotification).win, open }).show(alert)).toBe(
        false,
      );
      expect(shown).toEqual([]);
    }
    expect(createDesktopAlerts({ win: fakeWindow(undefined).win, open }).show(alert)).toBe(false);
  });

  it('a waiting visitor’s alert has no conversation to open: a click only focuses', () => {
    const { FakeNotification, shown } = fakeNotifications('granted');
    const { win, focus } = fakeWindow(FakeNotification);
    const open = vi.fn();
    createDesktopAlerts({ win, open }).show({ tag: 'wait:s2', title: '新访客等待接入', body: '' });
    shown[0]!.onclick?.();
    expect(focus).toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('asks the browser only while undecided, and says what it answered', async () => {
    const undecided = fakeNotifications('default', 'granted');
    const { win } = fakeWindow(undecided.FakeNotification);
    expect(alertPermission(win)).toBe('default');
    expect(await askAlertPermission(win)).toBe('granted');
    expect(undecided.FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    const denied = fakeNotifications('denied');
    expect(await askAlertPermission(fakeWindow(denied.FakeNotification).win)).toBe('denied');
    expect(denied.FakeNotification.requestPermission).not.toHaveBeenCalled();
    expect(await askAlertPermission(fakeWindow(undefined).win)).toBe('unsupported');
    expect(alertPermission(fakeWindow(undefined).win)).toBe('unsupported');
  });

  it('shows a line on one line, cut at ALERT_BODY_MAX characters', () => {
    expect(ALERT_BODY_MAX).toBe(80);
    expect(alertBody('  还在\n吗  ')).toBe('还在 吗');
    expect(alertBody(undefined)).toBeUndefined();
    expect(alertBody('   ')).toBeUndefined();
    const long = '屏'.repeat(200);
    expect([...alertBody(long)!]).toHaveLength(ALERT_BODY_MAX);
    expect(alertBody(long)!.endsWith('…')).toBe(true);
    expect(alertBody('屏'.repeat(ALERT_BODY_MAX))).toBe('屏'.repeat(ALERT_BODY_MAX));
  });
});
