import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from '@/components/error-boundary';
import { lazyWithRetry } from '@/lib/lazy';
import { renderWithTheme } from '@/testing/render';
import { LatePart } from './late-part';

/** A part whose chunk fails `failures` times (the network dropped as it loaded), then comes. */
function flakyPart(failures: number) {
  const asked = vi.fn();
  const part = lazyWithRetry(async () => {
    asked();
    if (asked.mock.calls.length <= failures)
      throw new TypeError('Failed to fetch dynamically imported module');
    return { default: () => <p>the part</p> };
  }, 'part');
  return { part, asked };
}

function Page({ part }: { part: ReturnType<typeof flakyPart>['part'] }) {
  return (
    <main>
      <p>the conversation</p>
      <LatePart retry={part.retry}>
        <part.Component />
      </LatePart>
    </main>
  );
}

describe('LatePart', () => {
  // Tests that stand in for fetch or the page's location (the reload) put them back here.
  afterEach(() => vi.unstubAllGlobals());

  beforeEach(() => {
    // React reports the caught chunk failure; the page around it is what this is about.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the part once its chunk has come', async () => {
    const { part } = flakyPart(0);
    render(<Page part={part} />);
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });

  it('keeps the page when the chunk does not come, and asks again as soon as the browser is back online', async () => {
    vi.useFakeTimers();
    const { part, asked } = flakyPart(1);
    render(<Page part={part} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('the conversation')).toBeInTheDocument();
    expect(screen.queryByText('the part')).not.toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(1);

    // Long before the first wait (1 s) is over.
    act(() => void window.dispatchEvent(new Event('online')));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('the part')).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(2);
    expect(screen.getByText('the conversation')).toBeInTheDocument();
  });

  it('asks again by itself after 1 s, then 2 s', async () => {
    vi.useFakeTimers();
    const { part, asked } = flakyPart(2);
    render(<Page part={part} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(asked).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(asked).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(asked).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(asked).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(asked).toHaveBeenCalledTimes(3);
    expect(screen.getByText('the part')).toBeInTheDocument();
    expect(screen.getByText('the conversation')).toBeInTheDocument();
  });

  it('offers to reload the page, and stops asking, when the part cannot come again without a reload', async () => {
    // Its own file comes under a fresh URL; a chunk it imports failed earlier in this page.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('export {}'))),
    );
    const load = vi.fn(() =>
      Promise.reject(
        new TypeError(
          'Failed to fetch dynamically imported module: http://a.cn/assets/dialog-1.js?retry=1',
        ),
      ),
    );
    const part = lazyWithRetry(load, 'dialog');
    renderWithTheme(<Page part={part} />);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('刷新页面即可恢复');
    expect(within(notice).getByRole('button', { name: '刷新页面' })).toBeInTheDocument();
    expect(screen.getByText('the conversation')).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(load).toHaveBeenCalledOnce();
    // It sits over the page's header: it can be put away.
    await userEvent.click(within(notice).getByRole('button', { name: '关闭提示' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('the conversation')).toBeInTheDocument();
  });

  it('does not hide a part that crashes: the crash reaches the boundary around it', async () => {
    const part = lazyWithRetry(
      async () => ({
        default: function Broken(): never {
          throw new Error('bad data');
        },
      }),
      'broken',
    );
    render(
      <ErrorBoundary fallback={() => <p role="alert">the page's error</p>}>
        <LatePart retry={part.retry}>
          <part.Component />
        </LatePart>
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("the page's error");
  });
});
