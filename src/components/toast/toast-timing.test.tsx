import { act, fireEvent, screen } from '@testing-library/react';
import { TIMING } from '@/lib/constants';
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
const list = () => screen.getByRole('region', { name: '通知' }).querySelector('ol')!;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(async () => {
  act(() => toast.dismiss());
  // Let framer finish: a frame still pending on the fake clock would stall the next test's loop.
  await advance(EXIT_MS);
  vi.useRealTimers();
});

describe('Toaster timing', () => {
  it('closes after SPEC §9 3000 ms: still there at 2999, gone after 3000 and the exit', async () => {
    expect(TIMING.toastDurationMs).toBe(3000);
    renderWithTheme(<Toaster />);
    act(() => {
      toast.success('已复制');
    });
    await advance(2999);
    expect(screen.getByText('已复制')).toBeInTheDocument();
    await advance(1 + EXIT_MS);
    expect(screen.queryByText('已复制')).not.toBeInTheDocument();
  });

  it('honours a custom duration', async () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast('稍后再试', { duration: 6000 });
    });
    await advance(5000);
    expect(screen.getByText('稍后再试')).toBeInTheDocument();
    await advance(1000 + EXIT_MS);
    expect(screen.queryByText('稍后再试')).not.toBeInTheDocument();
  });

  it('pauses while hovered and resumes with the time that was left', async () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast('已发送');
    });
    await advance(1000);
    fireEvent.mouseEnter(list());
    await advance(10_000);
    expect(screen.getByText('已发送')).toBeInTheDocument();
    fireEvent.mouseLeave(list());
    await advance(1999);
    expect(screen.getByText('已发送')).toBeInTheDocument();
    await advance(1 + EXIT_MS);
    expect(screen.queryByText('已发送')).not.toBeInTheDocument();
  });

  it('pauses while keyboard focus is inside the stack', async () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast('已发送');
    });
    act(() => screen.getByRole('button', { name: '关闭通知' }).focus());
    await advance(10_000);
    expect(screen.getByText('已发送')).toBeInTheDocument();
  });

  it('pauses while the tab is hidden', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    renderWithTheme(<Toaster />);
    act(() => {
      toast('新消息');
    });
    await advance(10_000);
    expect(screen.getByText('新消息')).toBeInTheDocument();
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await advance(3000 + EXIT_MS);
    expect(screen.queryByText('新消息')).not.toBeInTheDocument();
  });
});
