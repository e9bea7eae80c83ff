import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { STORAGE_KEYS } from '@/lib/constants';
import { setProjectId, useEnvironment } from '@/lib/env';
import { server } from '@/mocks/node';
import { renderWithTheme } from '@/testing/render';
import { ProjectsScreen } from './projects-screen';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path = '/projects') {
  return renderWithTheme(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/projects" element={<ProjectsScreen />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const list = () => screen.findByRole('list', { name: '可选择的项目' });
const ok = (data: unknown) =>
  HttpResponse.json({ statusCode: 200, message: { info: 'Success' }, data });

beforeEach(() => setProjectId('DEFAULT_PROJECT'));

describe('ProjectsScreen', () => {
  it('lists the projects from the backend and marks the current one', async () => {
    setProjectId('ThinkPad');
    renderAt();
    expect(screen.getByRole('status')).toHaveTextContent('正在加载项目');
    const links = within(await list()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('联想服务中心'),
      expect.stringContaining('拯救者 Legion'),
      expect.stringContaining('ThinkPad 商务服务'),
    ]);
    const current = screen.getByRole('link', { current: true });
    expect(current).toHaveTextContent('ThinkPad 商务服务');
    expect(current).toHaveTextContent('当前项目');
    expect(screen.getByText('共 3 个项目')).toBeInTheDocument();
    // Three projects fit on one screen: no search field.
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回在线咨询' })).toHaveAttribute(
      'href',
      '/chatQueue',
    );
  });

  it('choosing a project stores CURRENT_PROJECT_KEY and opens /index/:project', async () => {
    const user = userEvent.setup();
    renderAt('/projects?isiframe=1&project_id=X');
    await user.click(within(await list()).getByRole('link', { name: /拯救者 Legion/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/index/Legion?isiframe=1');
    expect(window.localStorage.getItem(STORAGE_KEYS.currentProject)).toBe('Legion');
    expect(useEnvironment.getState().projectId).toBe('Legion');
  });

  it('is keyboard operable: Tab to a project, Enter opens it', async () => {
    const user = userEvent.setup();
    renderAt();
    await list();
    await user.tab(); // header link back to the chat
    await user.tab();
    expect(document.activeElement).toHaveTextContent('联想服务中心');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/index/DEFAULT_PROJECT');
  });

  it('shows the error with a retry that recovers', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(
        '/api/csc/project/list',
        () => HttpResponse.json({ statusCode: 500, message: { info: '系统繁忙' }, data: null }),
        { once: true },
      ),
    );
    renderAt();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('项目列表加载失败');
    expect(alert).toHaveTextContent('操作失败：系统繁忙');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await list()).toBeInTheDocument();
    // Focus moves to the count once the list has rendered (an effect after it).
    await waitFor(() => expect(screen.getByText('共 3 个项目')).toHaveFocus());
  });

  it('says so when there are no projects', async () => {
    server.use(http.get('/api/csc/project/list', () => ok([])));
    renderAt();
    expect(await screen.findByRole('heading', { name: '暂无可选择的项目' })).toBeInTheDocument();
  });

  it('offers search when there are many projects and announces the matches', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 9 }, (_, i) => ({
      id: `P${i}`,
      name: i === 7 ? '拯救者 Legion' : `项目 ${i}`,
      company_name: '联想服务',
    }));
    server.use(http.get('/api/csc/project/list', () => ok(many)));
    renderAt();
    const search = await screen.findByRole('searchbox', { name: '搜索项目' });
    await user.type(search, 'legion');
    expect(within(await list()).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('找到 1 个项目')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'Yoga');
    expect(screen.getByText('没有与“Yoga”匹配的项目')).toBeInTheDocument();
  });
});
