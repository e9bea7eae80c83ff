import { screen } from '@testing-library/react';
import { renderWithTheme } from '@/testing/render';
import { Preview } from './preview';

/** The declarations styled-components wrote for `element`'s own classes (jsdom has no layout). */
function declaredStyle(element: Element): string {
  const css = Array.from(document.querySelectorAll('style'), (s) => s.textContent ?? '').join('');
  return Array.from(element.classList)
    .flatMap((name) => css.match(new RegExp(`\\.${name}\\{([^}]*)\\}`, 'g')) ?? [])
    .join('');
}

describe('Preview', () => {
  it('shows a 5,000-character message as its first 200 characters on one line of words', () => {
    const text = `开机黑屏\n\n${'电源灯亮着'.repeat(1_000)}`;
    renderWithTheme(<Preview text={text} />);
    const preview = screen.getByText(/^开机黑屏 电源灯亮着/);
    expect(preview.textContent).toHaveLength(200);
    expect(preview.textContent?.endsWith('…')).toBe(true);
    expect(preview).not.toHaveAttribute('title');
  });

  it('clamps to two lines by default and breaks a word with no spaces anywhere', () => {
    renderWithTheme(<Preview text={'x'.repeat(5_000)} />);
    const style = declaredStyle(screen.getByText(/^x+…$/));
    expect(style).toContain('-webkit-line-clamp:2;');
    expect(style).toContain('display:-webkit-box;');
    expect(style).toContain('-webkit-box-orient:vertical;');
    expect(style).toContain('overflow:hidden;');
    expect(style).toContain('overflow-wrap:anywhere;');
  });

  it('clamps to one line when asked', () => {
    renderWithTheme(<Preview text="请问保修期怎么查？" lines={1} />);
    expect(declaredStyle(screen.getByText('请问保修期怎么查？'))).toContain(
      '-webkit-line-clamp:1;',
    );
  });

  it('puts a longer cut in the title when titled', () => {
    const text = `第一行\n${'长'.repeat(3_000)}`;
    renderWithTheme(<Preview text={text} titled />);
    const title = screen.getByText(/^第一行 长/).getAttribute('title') ?? '';
    expect(title).toHaveLength(1_000);
    expect(title.startsWith('第一行 长长')).toBe(true);
  });

  it('passes other attributes through and shows markup as text', () => {
    renderWithTheme(<Preview text="<b>粗体</b>" data-user-content="" className="extra" />);
    const preview = screen.getByText('<b>粗体</b>');
    expect(preview).toHaveAttribute('data-user-content', '');
    expect(preview).toHaveClass('extra');
    expect(preview.querySelector('b')).toBeNull();
  });
});
