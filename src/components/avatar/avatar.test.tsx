import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '@/testing/render';
import { Avatar } from './avatar';
import { avatarColor } from './avatar-fallback';

const PHOTO = 'https://cdn.example.com/engineer.png';

describe('Avatar', () => {
  it('shows the photo with the name as alt text when not decorative', () => {
    renderWithTheme(<Avatar name="王工程师" src={PHOTO} decorative={false} />);
    expect(screen.getByRole('img', { name: '王工程师' })).toHaveAttribute('src', PHOTO);
  });

  it('falls back to the first character when the photo fails', () => {
    const { container } = renderWithTheme(
      <Avatar name="王工程师" src={PHOTO} decorative={false} />,
    );
    fireEvent.error(screen.getByRole('img', { name: '王工程师' }));
    const fallback = screen.getByRole('img', { name: '王工程师' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('王');
    expect(container.querySelector('img')).toBeNull();
  });

  it('tries again when the src changes after a failure', () => {
    const { container, rerender } = renderWithTheme(<Avatar name="李四" src={PHOTO} />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    rerender(<Avatar name="李四" src={`${PHOTO}?v=2`} />);
    expect(container.querySelector('img')).toHaveAttribute('src', `${PHOTO}?v=2`);
  });

  it('shows initials without a src, on the colour derived from the name', () => {
    renderWithTheme(<Avatar name="guest" decorative={false} />);
    const fallback = screen.getByRole('img', { name: 'guest' });
    expect(fallback).toHaveTextContent('G');
    expect(fallback).toHaveStyle({ background: avatarColor('guest') });
  });

  it('is hidden from assistive tech when decorative (the default)', () => {
    const { container } = renderWithTheme(<Avatar name="小威" src={PHOTO} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('names a nameless person generically', () => {
    renderWithTheme(<Avatar name="  " decorative={false} />);
    expect(screen.getByRole('img', { name: '未命名用户' })).toBeInTheDocument();
  });

  it('follows the language for the generic name', () => {
    renderWithTheme(<Avatar name="" decorative={false} />, { language: 'en' });
    expect(screen.getByRole('img', { name: 'Unnamed user' })).toBeInTheDocument();
  });

  it('renders the size in px', () => {
    const { container } = renderWithTheme(<Avatar name="张三" size="lg" />);
    expect(container.firstElementChild).toHaveStyle({ width: '56px', height: '56px' });
  });
});
