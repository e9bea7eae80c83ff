import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithTheme } from '@/testing/render';
import { toast } from './state';
import { Toaster } from './toast';

/** Longer than any exit animation. */
const EXIT_MS = 1000;

/** Advances in small steps so React renders in between, as it would in a browser. */
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 100) {
    await act(async () => void vi.advanceTimersByTime(Math.min(left, 100)));
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(async () => {
  act(() => toast.dismiss());
  // Let framer finish: a frame still pending on the fake clock would stall the next test's loop.
  await advance(EXIT_MS);
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows toasts raised before it mounted', () => {
    act(() => {
      toast('排队中，请稍候');
    });
    renderWithTheme(<Toaster />);
    expect(screen.getByText('排队中，请稍候')).toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast.info('工程师已接入', { duration: Infinity });
    });
    fireEvent.click(screen.getByRole('button', { name: '关闭通知' }));
    await advance(EXIT_MS);
    expect(screen.queryByText('工程师已接入')).not.toBeInTheDocument();
  });

  it('toast.dismiss closes one by id, or every toast', async () => {
    renderWithTheme(<Toaster />);
    let first: string | number = '';
    act(() => {
      first = toast('第一条', { duration: Infinity });
      toast('第二条', { duration: Infinity });
      toast('第三条', { duration: Infinity });
    });
    act(() => toast.dismiss(first));
    await advance(EXIT_MS);
    expect(screen.queryByText('第一条')).not.toBeInTheDocument();
    expect(screen.getByText('第二条')).toBeInTheDocument();
    act(() => toast.dismiss());
    await advance(EXIT_MS);
    expect(screen.queryByText('第二条')).not.toBeInTheDocument();
    expect(screen.queryByText('第三条')).not.toBeInTheDocument();
  });

  it('updates a toast in place when the id repeats, and restarts its timer', async () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast.loading('正在上传…', { id: 'upload' });
    });
    await advance(5000);
    act(() => {
      toast.success('上传完成', { id: 'upload' });
    });
    expect(screen.queryByText('正在上传…')).not.toBeInTheDocument();
    expect(screen.getAllByText('上传完成')).toHaveLength(1);
    await advance(2999);
    expect(screen.getByText('上传完成')).toBeInTheDocument();
    await advance(1 + EXIT_MS);
    expect(screen.queryByText('上传完成')).not.toBeInTheDocument();
  });

  it('announces success and info politely, errors and warnings at once', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast.success('保存成功', { duration: Infinity });
      toast.info('客服正忙', { duration: Infinity });
      toast.error('发送失败', { duration: Infinity });
    });
    const statuses = screen.getAllByRole('status').map((node) => node.textContent);
    expect(statuses).toEqual(expect.arrayContaining(['保存成功', '客服正忙']));
    expect(screen.getByRole('alert')).toHaveTextContent('发送失败');
    act(() => toast.dismiss());
    act(() => {
      toast.warning('网络不稳定', { duration: Infinity });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('网络不稳定');
  });

  it('announces an important toast at once', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast('会话即将结束', { important: true, duration: Infinity });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('会话即将结束');
  });

  it('shows the description and runs the action, then closes', async () => {
    const onClick = vi.fn();
    renderWithTheme(<Toaster />);
    act(() => {
      toast.error('发送失败', {
        description: '网络连接已断开',
        action: { label: '重试', onClick },
        duration: Infinity,
      });
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('网络连接已断开')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onClick).toHaveBeenCalledOnce();
    await advance(EXIT_MS);
    expect(screen.queryByText('发送失败')).not.toBeInTheDocument();
  });

  it('shows three at once, newest first; the rest wait hidden', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      for (let i = 1; i <= 5; i += 1) toast(`通知 ${i}`, { duration: Infinity });
    });
    const items = screen.getAllByRole('status', { hidden: true });
    expect(items.map((node) => node.textContent)).toEqual([
      '通知 5',
      '通知 4',
      '通知 3',
      '通知 2',
      '通知 1',
    ]);
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toEqual([
      '通知 5',
      '通知 4',
      '通知 3',
    ]);
  });

  it('follows a promise in one toast', async () => {
    renderWithTheme(<Toaster />);
    let finish: (value: string) => void = () => {};
    act(() => {
      toast.promise(new Promise<string>((resolve) => (finish = resolve)), {
        loading: '正在提交工单…',
        success: (id) => `工单 ${id} 已提交`,
        error: '提交失败',
      });
    });
    expect(screen.getByText('正在提交工单…')).toBeInTheDocument();
    await act(async () => finish('A-17'));
    expect(screen.getByText('工单 A-17 已提交')).toBeInTheDocument();
    expect(screen.queryByText('正在提交工单…')).not.toBeInTheDocument();
  });

  it('labels its region and close button in English too', () => {
    renderWithTheme(<Toaster />, { language: 'en' });
    act(() => {
      toast('Copied', { duration: Infinity });
    });
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });
});

describe('Toaster with reduced motion', () => {
  it('leaves without animating', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderWithTheme(<Toaster />);
    act(() => {
      toast('已复制', { duration: Infinity });
    });
    // framer's animation features arrive lazily; without them nothing would animate anyway.
    vi.useRealTimers();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    vi.useFakeTimers();
    act(() => toast.dismiss());
    await advance(100);
    expect(screen.queryByText('已复制')).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
