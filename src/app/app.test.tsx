import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { STORAGE_KEYS } from '@/lib/constants';
import { useEnvironment } from '@/lib/env';
import { createI18n } from '@/lib/i18n';
import { AppRoutes } from './app';
import { AppProviders } from './providers';
import { ROUTE_TABLE } from './routes';

/** What the tests can see of the router: the current location and a navigate function. */
function renderApp(path: string) {
  const router = {
    location: { pathname: '', search: '' },
    navigate: (() => undefined) as NavigateFunction,
  };
  function Probe() {
    router.location = useLocation();
    router.navigate = useNavigate();
    return null;
  }
  render(
    <AppProviders i18n={createI18n()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Probe />
      </MemoryRouter>
    </AppProviders>,
  );
  return router;
}

// Each route is a lazy chunk (and /webchat a second one): on a busy 2-core machine the first
// import of a screen takes longer than Testing Library's default second.
const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('app shell (SPEC §2)', () => {
  // A screen's first import is the worker transforming its modules: 5 s and more on a loaded
  // 2-core machine (a CI run's /test). Done once here, so each test times the screen only.
  beforeAll(() => Promise.all(ROUTE_TABLE.map((route) => route.screen.preload())), 60_000);

  it("redirects '' to /chatQueue and keeps the query", async () => {
    const router = renderApp('/?project_id=P1&isiframe=1');
    await waitFor(() => expect(router.location.pathname).toBe('/chatQueue'));
    expect(router.location.search).toBe('?project_id=P1&isiframe=1');
  });

  it.each([
    ['/chatQueue', /在线咨询|联想服务/],
    ['/index/ThinkPad', /在线咨询|联想服务/],
    ['/projects', '项目列表'],
    ['/chatEngieer', '工程师工作台'],
    ['/review', '会话审阅'],
    ['/login', '登录'],
    ['/webchat', /在线咨询|联想服务/],
    ['/test', '嵌入测试页'],
    ['/testsaas', 'SaaS 嵌入测试页'],
  ])('renders %s', async (path, title) => {
    renderApp(path);
    expect(await heading(title)).toBeInTheDocument();
  });

  it('has a route for every path of SPEC §2', () => {
    expect(ROUTE_TABLE.map((r) => r.path).sort()).toEqual(
      [
        '/test',
        '/testsaas',
        '/projects',
        '/index/:project',
        '/chatQueue',
        '/chatEngieer',
        '/webchat',
        '/login',
        '/review',
      ].sort(),
    );
  });

  it('shows a not-found screen with a way back', async () => {
    renderApp('/no/such/page');
    expect(await heading('页面不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回在线咨询' })).toHaveAttribute(
      'href',
      '/chatQueue',
    );
  });

  const project = () => useEnvironment.getState().projectId;

  it('takes the project from /index/:project, then project_id, then storage', async () => {
    renderApp('/index/ThinkPad');
    await waitFor(() => expect(project()).toBe('ThinkPad'));
  });

  it('falls back to the stored current project, then DEFAULT_PROJECT', async () => {
    window.localStorage.setItem(STORAGE_KEYS.currentProject, 'Legion');
    const router = renderApp('/review');
    await waitFor(() => expect(project()).toBe('Legion'));
    window.localStorage.removeItem(STORAGE_KEYS.currentProject);
    await act(async () => {
      await router.navigate('/review?project_id=Yoga');
    });
    await waitFor(() => expect(project()).toBe('Yoga'));
    await act(async () => {
      await router.navigate('/review');
    });
    await waitFor(() => expect(project()).toBe('DEFAULT_PROJECT'));
  });

  it('keeps the chat view alive across a round trip (its draft survives)', async () => {
    const user = userEvent.setup();
    const router = renderApp('/chatQueue');
    const draft = await screen.findByRole('textbox', { name: '输入消息' });
    await user.type(draft, '我的电脑无法开机');
    await act(async () => {
      await router.navigate('/projects');
    });
    expect(await heading('项目列表')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: '输入消息' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '返回在线咨询' }));
    expect(await screen.findByRole('textbox', { name: '输入消息' })).toHaveValue(
      '我的电脑无法开机',
    );
  });
});
