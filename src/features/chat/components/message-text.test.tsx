import { screen } from '@testing-library/react';
import { renderWithTheme } from '@/testing/render';
import { MessageText } from './message-text';

describe('MessageText', () => {
  it('turns emoji codes and labels into images and contacts into links', () => {
    renderWithTheme(<MessageText text="/::) 请访问 www.lenovo.com.cn 或拨打 400-100-5678[微笑]" />);
    expect(screen.getAllByRole('img', { name: '微笑' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'www.lenovo.com.cn' })).toHaveAttribute(
      'href',
      'https://www.lenovo.com.cn',
    );
    expect(screen.getByRole('link', { name: '400-100-5678' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
  });

  it.each([
    '<script>window.__pwned = 1</script>',
    '<img src=x onerror="window.__pwned = 1">',
    'javascript:window.__pwned=1',
    '<a href="javascript:alert(1)">点我</a>',
  ])('renders %s as literal text and runs nothing', (payload) => {
    const { container } = renderWithTheme(<MessageText text={payload} />);
    expect(container).toHaveTextContent(payload);
    expect(container.querySelector('script, img[onerror], a[href^="javascript"]')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
