import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend, resetMockBackend } from '@/mocks/backend';
import { ENGINEER_LOGIN_KEY } from '../model/auth-storage';
import {
  clearDialogs,
  eventually,
  freshConsole,
  logIn,
  renderConsole,
  submitLogin,
} from './test-helpers';

beforeEach(() => {
  resetMockBackend({ simulate: false });
  freshConsole();
});
afterEach(() => clearDialogs());

describe('engineer console: login', { timeout: 30_000 }, () => {
  it('shows a wrong password next to the form, then signs in and keeps the login for a reload', async () => {
    const user = userEvent.setup();
    const first = renderConsole();
    expect(
      await screen.findByRole('heading', { level: 1, name: '工程师工作台' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入账号和密码');

    await submitLogin(user, 'demo', 'wrong');
    // Checked with argon2id (WebAssembly here): slow on a loaded machine.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('账号或密码错误'), {
      timeout: 8000,
    });
    expect(screen.getByLabelText('密码')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('密码'));
    await user.type(screen.getByLabelText('密码'), 'demo123');
    await user.click(screen.getByRole('button', { name: '登录' }));
    const status = await screen.findByRole('combobox', { name: '在线状态' });
    expect(status).toHaveTextContent('在线');
    expect(window.localStorage.getItem(ENGINEER_LOGIN_KEY)).toContain('E0001');
    expect((await mockBackend().core.ctx.store.engineers.get('E0001'))?.status).toBe('online');

    first.unmount();
    renderConsole();
    expect(await screen.findByRole('combobox', { name: '在线状态' })).toBeInTheDocument();
    expect(screen.queryByLabelText('工程师账号')).not.toBeInTheDocument();
  });

  it('changes status on the server, and logging out sets offline and forgets the login', async () => {
    const user = userEvent.setup();
    renderConsole();
    await logIn(user);
    const status = await screen.findByRole('combobox', { name: '在线状态' });
    await user.click(status);
    await user.click(screen.getByRole('option', { name: '忙碌' }));
    await eventually(async () =>
      expect((await mockBackend().core.ctx.store.engineers.get('E0001'))?.status).toBe('busy'),
    );
    expect(await screen.findByText(/忙碌状态/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '退出' }));
    const dialog = await screen.findByRole('alertdialog', { name: '退出工作台？' });
    await user.click(within(dialog).getByRole('button', { name: '退出' }));
    expect(await screen.findByLabelText('工程师账号')).toBeInTheDocument();
    expect((await mockBackend().core.ctx.store.engineers.get('E0001'))?.status).toBe('offline');
    expect(window.localStorage.getItem(ENGINEER_LOGIN_KEY)).not.toContain('E0001');
  });

  it('a refused stored token goes back to the login form with a notice', async () => {
    window.localStorage.setItem(
      ENGINEER_LOGIN_KEY,
      JSON.stringify({
        DEFAULT_PROJECT: {
          token: 'revoked',
          engineer: { engineer_code: 'E0001', engineer_name: '演示工程师' },
          status: 'online',
        },
      }),
    );
    renderConsole();
    expect(await screen.findByText('登录已失效，请重新登录')).toBeInTheDocument();
    expect(screen.getByLabelText('工程师账号')).toBeInTheDocument();
  });
});
