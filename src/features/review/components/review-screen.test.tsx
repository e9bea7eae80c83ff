import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useEnvironment } from '@/lib/env';
import { mockBackend } from '@/mocks/backend';
import { server } from '@/mocks/node';
import { renderWithTheme } from '@/testing/render';
import { REVIEWER_KEY, reloadReviewer } from '../model/reviewer';
import { ReviewScreen } from './review-screen';

function renderReview(path = '/review', desktop = false) {
  useEnvironment.setState({ desktop });
  const router = createMemoryRouter([{ path: '/review', element: <ReviewScreen /> }], {
    initialEntries: [path],
  });
  renderWithTheme(<RouterProvider router={router} />);
  return router;
}

async function signInDemo() {
  const engineer = await mockBackend().core.supervisorLogin('demo', 'demo123');
  const stored = { token: engineer.reviewToken, code: engineer.code, name: engineer.name };
  window.sessionStorage.setItem(REVIEWER_KEY, JSON.stringify(stored));
  reloadReviewer();
}

const count = (text: string) =>
  screen.findByText(text, { selector: '[role="status"]' }, { timeout: 8000 });
const param = (router: ReturnType<typeof renderReview>, name: string) =>
  new URLSearchParams(router.state.location.search).get(name);

// Whole-screen tests against the mock backend on a shared two-core machine: allow time.
vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => reloadReviewer());

describe('review sign-in', () => {
  it('asks for both fields, shows the server refusal, then signs in and out', async () => {
    const user = userEvent.setup();
    renderReview();
    expect(await screen.findByRole('heading', { level: 1, name: '会话审阅' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入账号和密码');
    await user.type(screen.getByLabelText('账号'), 'demo');
    await user.type(screen.getByLabelText('密码'), 'wrong');
    await user.click(screen.getByRole('button', { name: '登录' }));
    // The wrong password is checked with argon2id (WebAssembly here): slow on a loaded machine.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('账号或密码错误'), {
      timeout: 8000,
    });
    await user.clear(screen.getByLabelText('密码'));
    await user.type(screen.getByLabelText('密码'), 'demo123{Enter}');
    expect(await count('共 3 个会话')).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem(REVIEWER_KEY) ?? '{}')).toMatchObject({
      code: 'E0001',
    });
    const token = JSON.parse(window.sessionStorage.getItem(REVIEWER_KEY) ?? '{}').token as string;
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    expect(await screen.findByRole('heading', { name: '主管登录' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(REVIEWER_KEY)).toBeNull();
    // Signed out on the server too: the token opens no review any more.
    await expect(mockBackend().core.reviewer(token)).rejects.toThrow(
      expect.objectContaining({ status: 401 }),
    );
  });

  it('goes back to the sign-in with a reason when the token is refused', async () => {
    window.sessionStorage.setItem(
      REVIEWER_KEY,
      JSON.stringify({ token: 'stale', code: 'E0001', name: '演示工程师' }),
    );
    reloadReviewer();
    renderReview();
    expect(await screen.findByRole('alert')).toHaveTextContent('登录已失效，请重新登录');
    expect(screen.getByRole('heading', { name: '主管登录' })).toBeInTheDocument();
  });
});

describe('review search', () => {
  it('reads the filters from the address and marks the keyword in the match', async () => {
    await signInDemo();
    renderReview('/review?engineer=E1001&q=蓝屏');
    expect(await count('共 1 个会话')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: '会话列表' });
    const row = within(list).getByRole('link', { name: /张先生/ });
    expect(row).toHaveAttribute('href', expect.stringContaining('session=demo-s1'));
    expect(within(row).getAllByText('蓝屏', { selector: 'mark' })).toHaveLength(2);
    expect(screen.getByRole('searchbox', { name: '关键词' })).toHaveValue('蓝屏');
  });

  it('puts each filter in the address as a new history entry, so Back undoes it', async () => {
    const user = userEvent.setup();
    await signInDemo();
    const router = renderReview('/review', true);
    expect(await count('共 3 个会话')).toBeInTheDocument();
    // The engineers come with their own answer (the filters'), beside the sessions'.
    await screen.findByRole('option', { name: /E1002/ });
    await user.selectOptions(screen.getByLabelText('工程师'), 'E1002');
    expect(await count('共 1 个会话')).toBeInTheDocument();
    expect(param(router, 'engineer')).toBe('E1002');
    await user.selectOptions(screen.getByLabelText('状态'), 'robot');
    expect(await count('共 0 个会话')).toBeInTheDocument();
    expect(screen.getByText('没有符合条件的会话')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await count('共 1 个会话')).toBeInTheDocument();
    expect(screen.getByLabelText('状态')).toHaveValue('');
    await user.click(screen.getAllByRole('button', { name: '清除筛选' })[0]!);
    expect(await count('共 3 个会话')).toBeInTheDocument();
    expect(param(router, 'engineer')).toBeNull();
  });

  it('searches the keyword on Enter and filters by skill group and dates', async () => {
    const user = userEvent.setup();
    await signInDemo();
    const router = renderReview('/review', true);
    await count('共 3 个会话');
    await user.type(screen.getByRole('searchbox', { name: '关键词' }), 'wifi{Enter}');
    expect(await count('共 1 个会话')).toBeInTheDocument();
    expect(param(router, 'q')).toBe('wifi');
    await user.clear(screen.getByRole('searchbox', { name: '关键词' }));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await user.selectOptions(screen.getByLabelText('技能组'), 'NB');
    expect(await count('共 2 个会话')).toBeInTheDocument();
    const future = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await user.type(screen.getByLabelText('开始日期'), future);
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await count('共 0 个会话')).toBeInTheDocument();
    expect(param(router, 'from')).toBe(future);
  });

  it('refuses a start date after the end date before asking the server', async () => {
    const user = userEvent.setup();
    await signInDemo();
    renderReview('/review', true);
    await count('共 3 个会话');
    await user.type(screen.getByLabelText('开始日期'), '2026-03-02');
    await user.type(screen.getByLabelText('结束日期'), '2026-03-01');
    expect(screen.getByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期');
    expect(screen.getByRole('button', { name: '搜索' })).toBeDisabled();
  });

  it('pages with links and counts', async () => {
    const user = userEvent.setup();
    await signInDemo();
    const router = renderReview('/review');
    await count('共 3 个会话');
    // Twenty per page: more sessions make a second page.
    const { core } = mockBackend();
    for (let i = 0; i < 18; i += 1)
      await core.robotStart(await core.visitorByToken((await core.loginAnon()).token));
    await act(() => router.navigate('/review?state=robot'));
    expect(await count('共 18 个会话')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
    await act(() => router.navigate('/review'));
    expect(await count('共 21 个会话')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByText('第 1 / 2 页')).toBeInTheDocument();
    await user.click(within(pager).getByRole('link', { name: '下一页' }));
    await waitFor(() => expect(within(pager).getByText('第 2 / 2 页')).toBeInTheDocument());
    // The page's rows come with the answer (the link's page number comes with the address).
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '会话列表' })).getAllByRole('link'),
      ).toHaveLength(1),
    );
    expect(param(router, 'page')).toBe('2');
  });

  it('shows an error with a retry when the search fails', async () => {
    const user = userEvent.setup();
    await signInDemo();
    server.use(
      http.get('*/api/csc/review/sessions', () => new HttpResponse(null, { status: 500 })),
    );
    renderReview();
    expect(await screen.findByRole('alert')).toHaveTextContent('会话列表加载失败');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await count('共 3 个会话')).toBeInTheDocument();
  });
});

describe('review audit log (#19)', () => {
  it('lists what supervisors did, newest first, and opens a conversation from it', async () => {
    const user = userEvent.setup();
    const { core } = mockBackend();
    const reviewer = await core.engineerLogin('demo', 'demo123');
    await core.reviewTranscript('demo-s2', { reviewer });
    await core.reviewTranscript('demo-s1', { reviewer });
    await signInDemo();
    const router = renderReview('/review', true);
    await count('共 3 个会话');
    await user.click(screen.getByRole('button', { name: '审计日志' }));
    const dialog = await screen.findByRole('dialog', { name: '审计日志' });
    expect(await within(dialog).findByText('共 2 条')).toBeInTheDocument();
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual([
      'demo-s1',
      'demo-s2',
    ]);
    expect(within(rows[0]!).getByText('查看记录')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('演示工程师 (E0001)')).toBeInTheDocument();
    await user.click(within(rows[1]!).getByRole('link', { name: 'demo-s2' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(param(router, 'session')).toBe('demo-s2');
  });

  it('says so when there is nothing yet, and offers a retry when it cannot load', async () => {
    const user = userEvent.setup();
    await signInDemo();
    server.use(
      http.get('/api/csc/review/audit', () =>
        HttpResponse.json(
          { statusCode: 500, message: { info: 'boom' }, data: null },
          { status: 500 },
        ),
      ),
    );
    renderReview('/review', true);
    await count('共 3 个会话');
    await user.click(screen.getByRole('button', { name: '审计日志' }));
    const dialog = await screen.findByRole('dialog', { name: '审计日志' });
    expect(await within(dialog).findByText('审计日志加载失败')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: '重试' }));
    expect(await within(dialog).findByText('还没有记录')).toBeInTheDocument();
  });
});
