import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyWithRetry } from '@/lib/lazy';
import { renderWithTheme } from '@/testing/render';
import { RouteView } from './route-boundary';

function Screen() {
  return <h1>会话审阅</h1>;
}

describe('RouteView', () => {
  // Tests that stand in for fetch or the page's location (the reload) put them back here.
  afterEach(() => vi.unstubAllGlobals());

  it('shows a retry instead of a blank page when the chunk fails, and recovers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: typeof Screen }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Screen });
    renderWithTheme(<RouteView screen={lazyWithRetry(load, 'review')} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('页面加载失败');
    expect(alert).toHaveTextContent('网络不稳定');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '会话审阅' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offers to reload the page when a chunk the screen needs cannot come again without one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The screen's own file comes under a fresh URL; what it imports failed earlier in this page.
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('export {}')));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const load = () =>
      Promise.reject(
        new TypeError(
          'Failed to fetch dynamically imported module: http://a.cn/assets/review-1.js?retry=1',
        ),
      );
    renderWithTheme(<RouteView screen={lazyWithRetry(load, 'review')} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('刷新页面即可恢复');
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '刷新页面' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps a crashing screen inside its route with a render-error message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('bad data');
    }
    renderWithTheme(
      <RouteView screen={lazyWithRetry(() => Promise.resolve({ default: Broken }), 'x')} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('页面出错了');
  });

  it('shows a loading status while the chunk arrives', () => {
    renderWithTheme(
      <RouteView screen={lazyWithRetry(() => new Promise(() => undefined), 'slow')} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('正在加载…');
  });
});
