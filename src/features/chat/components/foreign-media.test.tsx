import { screen } from '@testing-library/react';
import { frameToRow, fromHistory, type HistoricalMessage, type ImMessage } from '@/lib/contract';
import { renderWithTheme } from '@/testing/render';
import { MessageContent } from './message-content';

// #37 item 5: a message pointing at another site is never a card that vouches for it.

const live = (type: string, url: string): ImMessage => ({
  MessageType: 'CC.ChatMessage',
  MessageID: 'm-1',
  fromAccount: 'E1001',
  MessageBody: {
    Body: {
      Type: type,
      Content: { MediaUrl: url, FileName: 'Q3-salaries.pdf', FileSize: 12_345, FileType: 'pdf' },
    },
    ClientType: 'engineer',
    SessionID: 's-1',
  },
});

const stored = (type: string, url: string): HistoricalMessage => ({
  message_id: 'm-2',
  client_type: 'user',
  message_type: type,
  text: null,
  send_time: '2026-11-26T01:30:00.000Z',
  author_name: '访客',
  avatar: '',
  seq: 2,
  media_url: url,
  file_name: 'Q3-salaries.pdf',
  file_size: 12_345,
  file_type: 'pdf',
});

const ELSEWHERE = [
  'https://evil.example/payroll.exe',
  '//evil.example/payroll.exe',
  '/\\evil.example/payroll.exe',
  'javascript:alert(1)',
];

describe("another site's file in a message", () => {
  it.each(ELSEWHERE)('is said so in words, with no card, link or size (%s)', (url) => {
    for (const message of [
      frameToRow(live('File', url))!,
      fromHistory(stored('File', url), 's-1')!,
    ]) {
      expect(message.foreignMedia).toBe(true);
      expect(message.mediaUrl).toBeUndefined();
      expect(message.content?.url).toBe('');
      const { unmount } = renderWithTheme(<MessageContent message={message} />);
      expect(screen.getByRole('note')).toHaveTextContent('此文件不是本服务上传的，已隐藏');
      expect(screen.queryByRole('link')).toBeNull();
      expect(document.body).not.toHaveTextContent('12.06KB');
      unmount();
    }
  });

  it('is no picture either, and stays out of the gallery (no image URL)', () => {
    const message = frameToRow(live('Image', 'https://evil.example/a.png'))!;
    expect(message.imageUrl).toBeUndefined();
    renderWithTheme(<MessageContent message={message} galleryIndex={0} />);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('note')).toBeInTheDocument();
  });

  it("shows this service's own file as its card", () => {
    const message = fromHistory(stored('File', '/uploads/2026/11/a.pdf'), 's-1')!;
    expect(message.foreignMedia).toBeUndefined();
    renderWithTheme(<MessageContent message={message} />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/uploads/2026/11/a.pdf');
    expect(screen.queryByRole('note')).toBeNull();
  });
});
