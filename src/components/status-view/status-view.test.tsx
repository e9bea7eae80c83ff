import { screen } from '@testing-library/react';
import { renderWithTheme } from '@/testing/render';
import { StatusView } from './status-view';

describe('StatusView', () => {
  it('announces errors as an alert', () => {
    renderWithTheme(<StatusView tone="error" title="页面加载失败" />);
    expect(screen.getByRole('alert')).toHaveTextContent('页面加载失败');
  });

  it('moves focus to its title when asked', () => {
    renderWithTheme(<StatusView autoFocus title="页面不存在" />);
    expect(screen.getByRole('heading', { name: '页面不存在' })).toHaveFocus();
  });
});
