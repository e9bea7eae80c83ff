import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend, resetMockBackend } from '@/mocks/backend';
import { useConsoleStore } from '../model/console-store';
import {
  clearDialogs,
  composer,
  eventually,
  freshConsole,
  logIn,
  renderConsole,
} from './test-helpers';

beforeEach(() => {
  resetMockBackend({ simulate: false });
  freshConsole({ desktop: false });
});
afterEach(() => clearDialogs());

async function queueVisitor(name: string) {
  const core = mockBackend().core;
  const visitor = {
    ...(await core.visitorByToken((await core.loginAnon()).token)),
    nickname: name,
  };
  await core.ctx.store.visitors.put(visitor);
  await core.selectBigQueue(visitor, 'NB', 'webchat');
}

describe('engineer console on a phone', { timeout: 40_000 }, () => {
  it('shows the lists, then one conversation with a back button; details open in a drawer', async () => {
    const user = userEvent.setup();
    await queueVisitor('访客甲');
    renderConsole();
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: '接入 访客甲' }, { timeout: 4000 }));

    // The conversation replaces the lists; its heading takes the focus (no keyboard popping up).
    await eventually(() => expect(composer()).toBeInTheDocument());
    expect(screen.queryByRole('navigation', { name: '排队与会话' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '访客甲' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: '访客资料' }));
    const drawer = await screen.findByRole('dialog', { name: '访客资料与工具' });
    expect(within(drawer).getByText('访客 ID')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '返回列表' }));
    const lists = screen.getByRole('navigation', { name: '排队与会话' });
    const row = within(lists).getByRole('button', { name: /访客甲/ });
    await eventually(() => expect(row).toHaveFocus());
    expect(screen.queryByRole('textbox', { name: '输入消息' })).not.toBeInTheDocument();
  });

  it('a login elsewhere stops this page, which can take the console back', async () => {
    const user = userEvent.setup();
    renderConsole();
    await logIn(user);
    await eventually(() => expect(useConsoleStore.getState().connection).toBe('online'));
    act(() =>
      mockBackend().core.bus.publish('kick:E0001', { type: 'kickoff', connectionId: 'elsewhere' }),
    );
    expect(
      await screen.findByText(
        '您的账号已在其他页面登录，本页面已停止接收消息。',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '在此页面继续' }));
    await eventually(() => expect(useConsoleStore.getState().connection).toBe('online'));
    expect(screen.queryByText(/已在其他页面登录/)).not.toBeInTheDocument();
  });
});
