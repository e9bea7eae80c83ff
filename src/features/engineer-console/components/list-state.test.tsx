import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@/testing/render';
import { ListState } from './list-state';

const texts = { loading: '加载中', error: '没有读到', empty: '暂无', retry: '重试' };

describe('ListState (the console lists’ loading, error and empty lines)', () => {
  it('says the list is loading, then empty, then nothing once it has items', () => {
    const { rerender, container } = renderWithTheme(
      <ListState state="loading" count={0} texts={texts} />,
    );
    expect(screen.getByText('加载中')).toBeInTheDocument();
    rerender(<ListState state="ready" count={0} texts={texts} />);
    expect(screen.getByText('暂无')).toBeInTheDocument();
    rerender(<ListState state="ready" count={2} texts={texts} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('announces an error, with a retry only when one is given', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithTheme(<ListState state="error" count={0} texts={texts} />);
    expect(screen.getByRole('alert')).toHaveTextContent('没有读到');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ListState state="error" count={0} texts={texts} onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
