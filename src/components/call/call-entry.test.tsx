import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@/testing/render';
import { CallEntry } from './call-entry';

describe('CallEntry', () => {
  it('starts a voice or a video call when one can start', async () => {
    const onStart = vi.fn();
    renderWithTheme(<CallEntry canStart onStart={onStart} />);
    await userEvent.click(screen.getByRole('button', { name: '发起语音通话' }));
    expect(onStart).toHaveBeenLastCalledWith('audio');
    await userEvent.click(screen.getByRole('button', { name: '发起视频通话' }));
    expect(onStart).toHaveBeenLastCalledWith('video');
  });

  it('stays focusable but off, and says why, when no call can start', async () => {
    const onStart = vi.fn();
    const { rerender } = renderWithTheme(<CallEntry canStart={false} onStart={onStart} />);
    const voice = screen.getByRole('button', { name: '发起语音通话' });
    expect(voice).toHaveAttribute('aria-disabled', 'true');
    expect(voice).toHaveAccessibleDescription('会话进行中、访客在线时才能通话');
    await userEvent.click(voice);
    expect(onStart).not.toHaveBeenCalled();
    rerender(<CallEntry canStart={false} inCall onStart={onStart} />);
    expect(screen.getByRole('button', { name: '发起视频通话' })).toHaveAccessibleDescription(
      '正在通话中',
    );
  });
});
