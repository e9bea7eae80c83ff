import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEnvironment } from '@/lib/env';
import { renderWithTheme } from '@/testing/render';
import { flushWidgetEvents, runWidgetJs, stubShadowFrames } from '@/testing/widget-js';
import { TestScreen } from './test-screen';

const ORIGIN = window.location.origin;

function setup() {
  useEnvironment.setState({ projectId: 'DEFAULT_PROJECT', desktop: true });
  const user = userEvent.setup();
  const view = renderWithTheme(<TestScreen />);
  const widget = runWidgetJs();
  const ready = async () => {
    // A frame to be ready: pointing at the launcher makes it (on idle), without opening.
    if (!widget.frame()) {
      widget.launcher.dispatchEvent(new Event('pointerenter'));
      await flushWidgetEvents();
    }
    widget.fromWidget({
      type: 'webchat:ready',
      v: 1,
      project_id: 'DEFAULT_PROJECT',
      loggedIn: false,
      cube_uid: 'u-1',
    });
    await flushWidgetEvents();
  };
  const sent = () => widget.posted().map((p) => p.data);
  return { user, view, widget, ready, sent };
}

beforeEach(() => stubShadowFrames());
afterEach(() => document.querySelectorAll('[data-stand-in]').forEach((e) => e.remove()));

// Whole pages render slowly in jsdom when the machine is busy; the default 5 s is tight.
describe('TestScreen (/test)', { timeout: 15_000 }, () => {
  it('embeds widget.js for the project, as any site would', () => {
    const { widget } = setup();
    const script = document.querySelector('script[src$="widget.js"]') as HTMLScriptElement;
    expect(script.src).toBe(`${ORIGIN}/widget.js`);
    expect(script.dataset.project).toBe('DEFAULT_PROJECT');
    expect(screen.getByRole('heading', { level: 1, name: '嵌入测试页' })).toBeVisible();
    expect(widget.launcher).toHaveAttribute('aria-label', '打开在线客服');
    expect(widget.frame()).toBeNull();
    widget.launcher.click();
    expect(widget.frame()?.src).toBe(
      `${ORIGIN}/webchat?isiframe=1&project_id=DEFAULT_PROJECT&lang=zh-CN`,
    );
  });

  it('calls webchat(...) for the visitor: identify and send wait for ready, then go to the exact origin', async () => {
    const { user, ready, sent, widget } = setup();
    await user.type(screen.getByRole('textbox', { name: '邮箱' }), 'zhang@example.com');
    await user.type(screen.getByRole('textbox', { name: /userId/ }), 'shop-7');
    await user.type(screen.getByRole('textbox', { name: /^身份签名/ }), 'ab12');
    await user.click(screen.getByRole('button', { name: '以访客身份发送' }));
    // Sending opened the chat; nothing is posted before the widget is ready.
    expect(widget.launcher).toHaveAttribute('aria-expanded', 'true');
    expect(sent()).toEqual([]);
    await ready();
    expect(sent()).toEqual([
      {
        type: 'webchat:identify',
        v: 1,
        userId: 'shop-7',
        name: '张先生',
        email: 'zhang@example.com',
        userHash: 'ab12',
      },
      { type: 'webchat:visibility', v: 1, visible: true },
      { type: 'webchat:send', v: 1, text: '你好，我的 ThinkPad 开机后黑屏，风扇在转。' },
    ]);
    expect(widget.posted().every(({ target }) => target === ORIGIN)).toBe(true);

    await user.click(screen.getByRole('button', { name: '同步登录' }));
    expect(sent().at(-1)).toEqual({
      type: 'webchat:login',
      v: 1,
      token: 'demo-visitor-token',
      cube_uid: 'demo-visitor',
      project_id: 'DEFAULT_PROJECT',
    });
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    expect(sent().at(-1)).toEqual({ type: 'webchat:logout', v: 1 });
    const log = screen.getByRole('log', { name: '事件日志' });
    expect(within(log).getByText("webchat('send')")).toBeVisible();
    expect(within(log).getByText("webchat('identify')")).toBeVisible();
  });

  it('refuses an empty message with a message of its own', async () => {
    const { user, ready, sent } = setup();
    await ready();
    await user.clear(screen.getByRole('textbox', { name: '消息内容' }));
    await user.click(screen.getByRole('button', { name: '以访客身份发送' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请填写消息内容');
    expect(sent().some((data) => (data as { type: string }).type === 'webchat:send')).toBe(false);
  });

  it('shows what the widget reports: ready, login state, unread count', async () => {
    const { ready, widget } = setup();
    await ready();
    expect(screen.getByText('已就绪')).toBeVisible();
    widget.fromWidget({
      type: 'webchat:login-state',
      v: 1,
      loggedIn: true,
      cube_uid: 'demo-visitor',
    });
    widget.fromWidget({ type: 'webchat:unread', v: 1, count: 3 });
    await flushWidgetEvents();
    expect(screen.getByTestId('login-state')).toHaveTextContent('已登录（demo-visitor）');
    expect(widget.launcher).toHaveAttribute('aria-label', '打开在线客服，3 条未读消息');
    const log = screen.getByRole('log', { name: '事件日志' });
    expect(within(log).getAllByText('收到')).toHaveLength(3);
    expect(within(log).getByText('webchat:unread')).toBeVisible();
  });

  it('ignores and logs protocol messages from another origin or window', async () => {
    const { widget } = setup();
    widget.launcher.click();
    const forged = { type: 'webchat:login-state', v: 1, loggedIn: true, cube_uid: 'attacker' };
    widget.fromWidget(forged, window, 'null');
    widget.fromWidget(forged, window, ORIGIN);
    widget.fromWidget({ type: 'somebody-else' }, window, 'https://other.test');
    await flushWidgetEvents();
    expect(screen.getByTestId('login-state')).toHaveTextContent('未知');
    const log = screen.getByRole('log', { name: '事件日志' });
    expect(within(log).getAllByText('已忽略')).toHaveLength(2);
    expect(within(log).getByText('来源 null 不是组件的来源')).toBeVisible();
    expect(within(log).getByText('不是组件窗口发出的')).toBeVisible();
  });

  it('asks the chat about a serial number from the site’s own form', async () => {
    const { user, ready, sent, widget } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: '咨询在线客服' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入主机编号或序列号');
    await user.type(screen.getByRole('textbox', { name: '主机编号 / 序列号' }), 'PF4K7Q2M');
    await user.click(screen.getByRole('button', { name: '咨询在线客服' }));
    expect(sent()).toContainEqual({
      type: 'webchat:send',
      v: 1,
      text: '请帮我查询序列号 PF4K7Q2M 的保修状态',
    });
    expect(widget.launcher).toHaveAttribute('aria-expanded', 'true');
  });

  it('on a phone, the page behind the open chat takes no focus', async () => {
    useEnvironment.setState({ projectId: 'DEFAULT_PROJECT', desktop: false });
    renderWithTheme(<TestScreen />);
    const widget = runWidgetJs();
    const site = document.querySelector('[inert]');
    expect(site).toBeNull();
    widget.launcher.click();
    await flushWidgetEvents();
    expect(document.querySelector('[inert]')).not.toBeNull();
  });

  it('takes the widget away when the page goes', () => {
    const { view, widget } = setup();
    expect(widget.root.host.isConnected).toBe(true);
    view.unmount();
    expect(widget.root.host.isConnected).toBe(false);
    expect(document.querySelector('script[src$="widget.js"]')).toBeNull();
    expect('webchat' in window).toBe(false);
  });
});
