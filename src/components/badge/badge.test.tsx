import { screen } from '@testing-library/react';
import { renderWithTheme } from '@/testing/render';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows the count and says what it means', () => {
    renderWithTheme(<Badge count={3} />);
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('3 条未读消息')).toBeInTheDocument();
  });

  it('caps the visible count at 99+ but says the real number', () => {
    renderWithTheme(<Badge count={150} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('150 条未读消息')).toBeInTheDocument();
  });

  it('hides at 0 unless showZero', () => {
    const { container, rerender } = renderWithTheme(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={0} showZero />);
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('keeps its anchor when hidden', () => {
    renderWithTheme(
      <Badge count={0}>
        <button type="button">会话</button>
      </Badge>,
    );
    expect(screen.getByRole('button', { name: '会话' })).toBeInTheDocument();
    expect(screen.queryByText('0')).toBeNull();
  });

  it('adds its text to the name of the control it sits on', () => {
    renderWithTheme(
      <button type="button">
        历史会话 <Badge count={5} />
      </button>,
    );
    expect(screen.getByRole('button', { name: '历史会话 5 条未读消息' })).toBeInTheDocument();
  });

  it('takes a label of its own', () => {
    renderWithTheme(<Badge count={2} label="2 个待处理工单" />);
    expect(screen.getByText('2 个待处理工单')).toBeInTheDocument();
  });

  it('has a dot variant without a number', () => {
    const { container } = renderWithTheme(<Badge variant="dot" />);
    expect(screen.getByText('有新消息')).toBeInTheDocument();
    expect(container.querySelector('[data-variant="dot"]')).not.toHaveTextContent(/\d/);
  });

  it('speaks English plurals', () => {
    renderWithTheme(<Badge count={1} />, { language: 'en' });
    expect(screen.getByText('1 unread message')).toBeInTheDocument();
  });
});
