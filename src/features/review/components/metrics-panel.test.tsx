import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useEnvironment } from '@/lib/env';
import { mockBackend } from '@/mocks/backend';
import { server } from '@/mocks/node';
import { savedFiles } from '@/testing/downloads';
import { renderWithTheme } from '@/testing/render';
import { REVIEWER_KEY, reloadReviewer } from '../model/reviewer';
import type * as ChartDrawing from './chart-drawing';
import { ReviewScreen } from './review-screen';

/** uPlot draws on a canvas jsdom does not have: a stand-in keeps what it was asked to draw. */
const drawn: { title?: string; columns: unknown[][] }[] = [];
let chartsFail = false;
vi.mock('./chart-drawing', async (actual) => ({
  ...(await actual<typeof ChartDrawing>()),
  loadUplot: async () => {
    if (chartsFail) throw new Error('Loading chunk uplot failed');
    return class {
      static paths = { bars: () => () => null };
      constructor(_options: unknown, columns: unknown[][]) {
        drawn.push({ columns });
      }
      setSize() {}
      destroy() {}
    };
  },
}));

function renderReview(path: string, language: 'zh-CN' | 'en' = 'zh-CN') {
  useEnvironment.setState({ desktop: true });
  const router = createMemoryRouter([{ path: '/review', element: <ReviewScreen /> }], {
    initialEntries: [path],
  });
  renderWithTheme(<RouterProvider router={router} />, { language });
  return router;
}

async function signInDemo() {
  const engineer = await mockBackend().core.supervisorLogin('demo', 'demo123');
  const stored = { token: engineer.reviewToken, code: engineer.code, name: engineer.name };
  window.sessionStorage.setItem(REVIEWER_KEY, JSON.stringify(stored));
  reloadReviewer();
}

const summaryValue = (term: string) => {
  const list = screen.getByRole('region', { name: '汇总' });
  const dt = within(list).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
};
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

vi.setConfig({ testTimeout: 20_000 });
beforeEach(async () => {
  drawn.length = 0;
  chartsFail = false;
  reloadReviewer();
  await signInDemo();
});

describe('service metrics in /review', () => {
  it('shows the totals, a chart per metric with its table, by day, engineer or skill', async () => {
    const user = userEvent.setup();
    renderReview('/review?tab=metrics');
    expect(
      await screen.findByRole('heading', { name: '服务统计' }, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.getByRole('tab', { name: '统计' })).toHaveAttribute('aria-selected', 'true');
    // The seed: two chats served by E1001 and E1002 (the third session stayed with the robot).
    expect(summaryValue('会话数')).toBe('2');
    expect(summaryValue('留言数')).toBe('0');
    expect(summaryValue('排队等待（中位数）')).toBe('35 秒');
    expect(summaryValue('平均评分')).toMatch(/^—/);
    for (const title of [
      '会话数',
      '排队等待',
      '首次响应',
      '处理时长',
      '平均评分',
      '留言数',
      '评分分布',
    ])
      expect(screen.getByRole('table', { name: title })).toBeInTheDocument();
    const chats = screen.getByRole('table', { name: '会话数' });
    expect(
      within(chats)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['日期', '会话数']);
    expect(rows(chats)).toHaveLength(2);
    expect(rows(chats).map((r) => r[1])).toEqual(['1', '1']);
    const wait = screen.getByRole('table', { name: '排队等待' });
    expect(
      within(wait)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['日期', '中位数', 'P90']);
    expect(rows(screen.getByRole('table', { name: '评分分布' }))).toEqual([
      ['1 星', '0'],
      ['2 星', '0'],
      ['3 星', '0'],
      ['4 星', '0'],
      ['5 星', '0'],
    ]);
    // Each chart was drawn from the same numbers (category index, then the series).
    await waitFor(() => expect(drawn.length).toBeGreaterThanOrEqual(7));
    expect(drawn[0]!.columns).toEqual([
      [0, 1],
      [1, 1],
    ]);

    await user.click(screen.getByRole('radio', { name: '按工程师' }));
    const byEngineer = screen.getByRole('table', { name: '会话数' });
    expect(within(byEngineer).getAllByRole('columnheader')[0]).toHaveTextContent('工程师');
    expect(rows(byEngineer).map((r) => r[0])).toEqual([
      expect.stringContaining('E1001'),
      expect.stringContaining('E1002'),
    ]);
    await user.click(screen.getByRole('radio', { name: '按技能组' }));
    expect(rows(screen.getByRole('table', { name: '会话数' }))).toEqual([
      [expect.stringContaining('NB'), '2'],
    ]);
  });

  it('shows a table on request, and says so to assistive technology', async () => {
    const user = userEvent.setup();
    renderReview('/review?tab=metrics');
    const [toggle] = await screen.findAllByRole(
      'button',
      { name: '显示数据表' },
      { timeout: 8000 },
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle!);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('隐藏数据表');
    expect(document.getElementById(toggle!.getAttribute('aria-controls')!)).toHaveRole('table');
  });

  it('uses the session list filters: one address, both views', async () => {
    const user = userEvent.setup();
    const router = renderReview('/review?engineer=E1001');
    expect(
      await screen.findByText('共 1 个会话', { selector: '[role="status"]' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '统计' }));
    expect(await screen.findByRole('heading', { name: '服务统计' })).toBeVisible();
    await waitFor(() => expect(summaryValue('会话数')).toBe('1'));
    expect(router.state.location.search).toBe('?engineer=E1001&tab=metrics');
    // Tabs move with the arrow keys, as ARIA tabs do.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '会话' })).toHaveFocus();
    expect(router.state.location.search).toBe('?engineer=E1001');
  });

  it('says when nothing matches, with a way to clear the filters', async () => {
    const user = userEvent.setup();
    const router = renderReview('/review?tab=metrics&skill=SRV');
    expect(await screen.findByText('没有符合条件的会话', {}, { timeout: 8000 })).toBeVisible();
    expect(screen.getByRole('button', { name: '导出 CSV' })).toBeDisabled();
    const panel = screen.getByRole('tabpanel', { name: '统计' });
    await user.click(within(panel).getByRole('button', { name: '清除筛选' }));
    expect(router.state.location.search).toBe('?tab=metrics');
    await waitFor(() => expect(summaryValue('会话数')).toBe('2'));
  });

  it('says a range that ends before it starts is wrong, not loading forever', async () => {
    const user = userEvent.setup();
    const router = renderReview('/review?tab=metrics&from=2026-02-01&to=2026-01-01');
    const panel = await screen.findByRole('tabpanel', { name: '统计' }, { timeout: 8000 });
    expect(within(panel).queryByText('正在加载统计…')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: '清除筛选' }));
    expect(router.state.location.search).toBe('?tab=metrics');
  });

  it('exports the numbers as CSV that Excel reads as UTF-8', async () => {
    const user = userEvent.setup();
    const files = savedFiles();
    const blobs: Blob[] = [];
    const create = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => (blobs.push(blob), create(blob));
    renderReview('/review?tab=metrics&from=2020-01-01');
    await screen.findByRole('heading', { name: '服务统计' }, { timeout: 8000 });
    await user.click(screen.getByRole('radio', { name: '按工程师' }));
    await user.click(screen.getByRole('button', { name: '导出 CSV' }));
    expect(files.map((f) => f.name)).toEqual(['service-metrics-by-engineer-2020-01-01.csv']);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await files[0]!.text).split('\r\n');
    expect(lines[0]).toBe(
      '工程师,会话数,排队等待中位数（秒）,排队等待 P90（秒）,首次响应中位数（秒）,首次响应 P90（秒）,处理时长中位数（秒）,处理时长 P90（秒）,评价数,平均评分,1 星,2 星,3 星,4 星,5 星,留言数',
    );
    expect(lines[1]).toMatch(/^[^,]*E1001[^,]*,1,35,35,/);
    expect(lines[3]).toMatch(/^合计,2,35,35,/);
    expect(lines[4]).toBe('');
    expect(await screen.findByText('已导出 service-metrics-by-engineer-2020-01-01.csv')).toHaveRole(
      'status',
    );
  });

  it('keeps the last numbers when a refresh fails, and retries', async () => {
    const user = userEvent.setup();
    const router = renderReview('/review?tab=metrics');
    await screen.findByRole('heading', { name: '服务统计' }, { timeout: 8000 });
    server.use(
      http.get('*/api/csc/review/metrics', () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    await act(() => router.navigate('/review?tab=metrics&skill=DT'));
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('统计加载失败');
    expect(summaryValue('会话数')).toBe('2');
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('没有符合条件的会话', {}, { timeout: 8000 })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the numbers readable when the chart library cannot load', async () => {
    chartsFail = true;
    renderReview('/review?tab=metrics');
    expect(
      await screen.findAllByText('图表未能加载，数据见表格。', {}, { timeout: 8000 }),
    ).toHaveLength(7);
    expect(screen.queryByRole('button', { name: '显示数据表' })).not.toBeInTheDocument();
    expect(rows(screen.getByRole('table', { name: '会话数' }))).toHaveLength(2);
  });

  it('speaks English', async () => {
    renderReview('/review?tab=metrics', 'en');
    expect(
      await screen.findByRole('heading', { name: 'Service metrics' }, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Metrics' })).toHaveAttribute('aria-selected', 'true');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Wait (median)').nextElementSibling).toHaveTextContent('35 s');
    expect(screen.getByRole('radio', { name: 'Skill group' })).not.toBeChecked();
    expect(screen.getByRole('table', { name: 'Ratings by score' })).toBeInTheDocument();
  });
});
