import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@/testing/render';
import { MessageContent } from './message-content';
import type { ChatMessage } from '@/lib/contract';

const voice = (patch: Partial<ChatMessage>): ChatMessage => ({
  id: 'c-1',
  type: 'Voice',
  isEngineer: false,
  authorRole: 'user',
  avatar: '',
  authorName: '访客',
  sentAt: 1,
  timestamp: 1,
  error: 'presending',
  read: false,
  duration: 5.2,
  content: { name: 'voice-1.webm', size: 20_480, url: '', media: 'webm' },
  ...patch,
});

describe('a voice note in the conversation', () => {
  it('on its way: its length and the upload’s progress, which can be cancelled', async () => {
    const onCancel = vi.fn();
    renderWithTheme(
      <MessageContent message={voice({ progress: 0.4 })} onCancelUpload={onCancel} />,
    );
    expect(document.body).toHaveTextContent('语音消息 00:05');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await userEvent.click(screen.getByRole('button', { name: /取消/ }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('failed before it was uploaded: retry', async () => {
    const onRetry = vi.fn();
    renderWithTheme(<MessageContent message={voice({ error: 'error' })} onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: /重试|重新/ }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('uploaded: the player, with the recorded length until the file says', () => {
    renderWithTheme(
      <MessageContent message={voice({ mediaUrl: '/uploads/2026/03/x.webm', error: '' })} />,
    );
    expect(screen.getByRole('group', { name: '语音消息' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '播放' })).toBeInTheDocument();
    expect(screen.getByText('00:05')).toBeInTheDocument();
  });

  it('from the other side with no URL yet: nothing', () => {
    const { container } = renderWithTheme(
      <MessageContent message={voice({ error: '', duration: undefined, content: undefined })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
