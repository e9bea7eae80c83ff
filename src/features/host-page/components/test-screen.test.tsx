import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEnvironment } from '@/lib/env';
import { renderWithTheme } from '@/testing/render';
import { TestScreen } from './test-screen';

const ORIGIN = window.location.origin;

function setup() {
  useEnvironment.setState({ projectId: 'DEFAULT_PROJECT', desktop: true });
  const user = userEvent.setup();
  renderWithTheme(<TestScreen />);
  const frame = screen.getByTitle('在线客服对话窗口') as HTMLIFrameElement;
  const widget = frame.contentWindow as Window;
  const posted = vi.spyOn(widget, 'postMessage').mockImplementation(() => undefined);
  const fromWidget = (data: unknown, source: Window | null = widget, origin = ORIGIN) =>
    act(() => window.dispatchEvent(new MessageEvent('message', { data, origin, source })));
  const launcher = screen.getByRole('button', { name: /^在线客服/, expanded: false });
  return { user, frame, widget, posted, fromWidget, launcher };
}

const ready = {
  type: 'webchat:ready',
  v: 1,
  project_id: 'DEFAULT_PROJECT',
  loggedIn: false,
  cube_uid: 'u-1',
};

// Whole pages render slowly in jsdom when the machine is busy; the default 5 s is tight.
describe('TestScreen (/test)', { timeout: 15_000 }, () => {
  it('embeds the widget for the project in a titled iframe', () => {
    const { frame } = setup();
    expect(frame.src).toBe(`${ORIGIN}/webchat?isiframe=1&project_id=DEFAULT_PROJECT`);
    expect(screen.getByRole('heading', { level: 1, name: '嵌入测试页' })).toBeVisible();
  });

  it('opens with the launcher, moves focus into the widget, and Escape brings it back', async () => {
    const { user, frame, launcher } = setup();
    await user.click(launcher);
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(frame).toHaveFocus();
    fireEvent.keyDown(frame, { key: 'Escape' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(launcher).toHaveFocus();
  });

  it('closes when the widget asks (Escape pressed inside the iframe)', async () => {
    const { user, launcher, fromWidget } = setup();
    fromWidget(ready);
    await user.click(launcher);
    fromWidget({ type: 'webchat:close', v: 1 });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(launcher).toHaveFocus();
  });

  it('holds commands until the widget is ready, then posts them to its exact origin', async () => {
    const { user, posted, fromWidget } = setup();
    await user.click(screen.getByRole('button', { name: '以访客身份发送' }));
    expect(posted).not.toHaveBeenCalled();
    fromWidget(ready);
    expect(posted).toHaveBeenCalledWith(
      {
        type: 'webchat:send',
        v: 1,
        text: '你好，我的 ThinkPad 开机后黑屏，风扇在转。',
        user: { name: '张先生', phone: '13800138000', email: undefined, cube_uid: undefined },
      },
      ORIGIN,
    );
    expect(posted.mock.calls.every(([, target]) => target === ORIGIN)).toBe(true);

    await user.click(screen.getByRole('button', { name: '同步登录' }));
    expect(posted).toHaveBeenLastCalledWith(
      {
        type: 'webchat:login',
        v: 1,
        token: 'demo-visitor-token',
        cube_uid: 'demo-visitor',
        project_id: 'DEFAULT_PROJECT',
      },
      ORIGIN,
    );
  });

  it('refuses an empty message with a message of its own', async () => {
    const { user, posted, fromWidget } = setup();
    fromWidget(ready);
    await user.clear(screen.getByRole('textbox', { name: '消息内容' }));
    await user.click(screen.getByRole('button', { name: '以访客身份发送' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请填写消息内容');
    expect(
      posted.mock.calls.some(([data]) => (data as { type: string }).type === 'webchat:send'),
    ).toBe(false);
  });

  it('shows what the widget reports: ready, login state, unread count', () => {
    const { fromWidget } = setup();
    fromWidget(ready);
    expect(screen.getByText('已就绪')).toBeVisible();
    fromWidget({ type: 'webchat:login-state', v: 1, loggedIn: true, cube_uid: 'demo-visitor' });
    expect(screen.getByTestId('login-state')).toHaveTextContent('已登录（demo-visitor）');
    fromWidget({ type: 'webchat:unread', v: 1, count: 3 });
    expect(screen.getByRole('button', { name: /^在线客服/ })).toHaveAccessibleName(
      '在线客服 3 条未读消息',
    );
    const log = screen.getByRole('log', { name: '事件日志' });
    expect(within(log).getAllByText('收到')).toHaveLength(3);
  });

  it('ignores and logs protocol messages from another origin or window', () => {
    const { fromWidget } = setup();
    const forged = { type: 'webchat:login-state', v: 1, loggedIn: true, cube_uid: 'attacker' };
    fromWidget(forged, window, 'null');
    fromWidget(forged, window, ORIGIN);
    fromWidget({ type: 'somebody-else' }, window, 'https://other.test');
    expect(screen.getByTestId('login-state')).toHaveTextContent('未知');
    const log = screen.getByRole('log', { name: '事件日志' });
    expect(within(log).getAllByText('已忽略')).toHaveLength(2);
    expect(within(log).getByText('来源 null 不是组件的来源')).toBeVisible();
    expect(within(log).getByText('不是组件窗口发出的')).toBeVisible();
  });

  it('asks the chat about a serial number from the site’s own form', async () => {
    const { user, launcher, posted, fromWidget } = setup();
    fromWidget(ready);
    await user.click(screen.getByRole('button', { name: '咨询在线客服' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入主机编号或序列号');
    await user.type(screen.getByRole('textbox', { name: '主机编号 / 序列号' }), 'PF4K7Q2M');
    await user.click(screen.getByRole('button', { name: '咨询在线客服' }));
    expect(posted).toHaveBeenCalledWith(
      { type: 'webchat:send', v: 1, text: '请帮我查询序列号 PF4K7Q2M 的保修状态' },
      ORIGIN,
    );
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
  });
});
