import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CloseIcon, MicrophoneIcon } from '@/components/icons';
import { renderWithTheme } from '@/testing/render';
import { hitAreaInset, ICON_BUTTON_SIZES, IconButton, MIN_TOUCH_TARGET } from './icon-button';

describe('IconButton', () => {
  it('is a named button with a title that does not submit forms', async () => {
    const onClick = vi.fn();
    renderWithTheme(<IconButton label="关闭" icon={<CloseIcon />} onClick={onClick} />);
    const button = screen.getByRole('button', { name: '关闭' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('title', '关闭');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('hides the icon from assistive tech', () => {
    renderWithTheme(<IconButton label="关闭" icon={<CloseIcon />} />);
    expect(screen.getByRole('button').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('can drop the title when a tooltip shows the label', () => {
    renderWithTheme(<IconButton label="关闭" icon={<CloseIcon />} hideTitle />);
    expect(screen.getByRole('button', { name: '关闭' })).not.toHaveAttribute('title');
  });

  it('exposes a toggle state as aria-pressed', async () => {
    const { rerender } = renderWithTheme(
      <IconButton label="语音输入" icon={<MicrophoneIcon />} pressed={false} />,
    );
    expect(screen.getByRole('button', { name: '语音输入', pressed: false })).toBeInTheDocument();
    rerender(<IconButton label="语音输入" icon={<MicrophoneIcon />} pressed />);
    expect(screen.getByRole('button', { name: '语音输入', pressed: true })).toBeInTheDocument();
  });

  it('has no aria-pressed when it is not a toggle', () => {
    renderWithTheme(<IconButton label="关闭" icon={<CloseIcon />} />);
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-pressed');
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    renderWithTheme(<IconButton label="关闭" icon={<CloseIcon />} disabled onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps a 44 px touch target at every size', () => {
    expect(MIN_TOUCH_TARGET).toBe(44);
    expect(hitAreaInset(32)).toBe(-6);
    expect(hitAreaInset(48)).toBe(0);
    for (const { box } of Object.values(ICON_BUTTON_SIZES)) {
      expect(box - 2 * hitAreaInset(box)).toBeGreaterThanOrEqual(44);
    }
  });
});
