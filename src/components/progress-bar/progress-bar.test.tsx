import { screen } from '@testing-library/react';
import { renderWithTheme } from '@/testing/render';
import { ProgressBar } from './progress-bar';

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

describe('ProgressBar', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('is a named progressbar with its value and range', () => {
    renderWithTheme(<ProgressBar value={45} label="文件上传进度" />);
    const bar = screen.getByRole('progressbar', { name: '文件上传进度' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '45%');
  });

  it('works on any range and keeps aria-valuenow inside it', () => {
    renderWithTheme(<ProgressBar value={3000} min={0} max={2048} showValue />);
    const bar = screen.getByRole('progressbar', { name: '进度' });
    expect(bar).toHaveAttribute('aria-valuenow', '2048');
    expect(screen.getByText('100%')).toBeInTheDocument();
  });

  it('has no value when indeterminate', () => {
    renderWithTheme(<ProgressBar />);
    const bar = screen.getByRole('progressbar', { name: '正在加载…' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('data-state', 'indeterminate');
  });

  it('moves when indeterminate, and holds still for reduced motion', () => {
    preferReducedMotion(false);
    const { container, unmount } = renderWithTheme(<ProgressBar />);
    expect(container.querySelector('[data-motion]')).toHaveAttribute('data-motion', 'moving');
    unmount();
    preferReducedMotion(true);
    const reduced = renderWithTheme(<ProgressBar />);
    expect(reduced.container.querySelector('[data-motion]')).toHaveAttribute(
      'data-motion',
      'still',
    );
  });

  it('shows the percentage only when asked', () => {
    const { rerender } = renderWithTheme(<ProgressBar value={30} />);
    expect(screen.queryByText('30%')).toBeNull();
    rerender(<ProgressBar value={30} showValue />);
    expect(screen.getByText('30%')).toBeInTheDocument();
  });
});
