import { screen } from '@testing-library/react';
import { NoticeRow } from '@/features/chat';
import { renderWithTheme } from '@/testing/render';
import type { ChatMessage, ImMessage } from '@/lib/contract';
import { fromImMessage, fromTranscript, fromWhisper, unreadFromVisitor } from './messages';

const msg = (over: Partial<ChatMessage>): ChatMessage => ({
  id: 'x',
  type: 'Text',
  isEngineer: false,
  authorRole: 'user',
  avatar: '',
  authorName: '访客1',
  sentAt: 0,
  timestamp: 0,
  error: '',
  read: false,
  ...over,
});
const names = { visitor: '访客1', engineer: '演示工程师' };

describe('conversation rows', () => {
  it('lists visitor lines still unread, not own or read ones', () => {
    const list = [
      msg({ id: 'a', serverId: 'm-1' }),
      msg({ id: 'b', serverId: 'm-2', read: true }),
      msg({ id: 'c', serverId: 'm-3', authorRole: 'engineer' }),
    ];
    expect(unreadFromVisitor(list)).toEqual(['m-1']);
  });
});

describe('from the server', () => {
  const im = (body: Partial<ImMessage['MessageBody']>, from = 'sim-1'): ImMessage => ({
    MessageType: 'CC.ChatMessage',
    MessageID: 'm-1',
    fromAccount: from,
    MessageBody: {
      Body: { Type: 'Text', Content: '你好' },
      ClientType: 'user',
      SessionID: 's-1',
      ...body,
    },
  });

  it('names the visitor (the socket only says "user")', () => {
    expect(fromImMessage(im({}), names)).toMatchObject({
      authorName: '访客1',
      sessionId: 's-1',
      text: '你好',
      authorRole: 'user',
    });
  });

  it('drops what the SPEC drops: unknown types and user lines without a session', () => {
    expect(fromImMessage(im({ Body: { Type: 'Location', Content: 'x' } }), names)).toBeUndefined();
    expect(fromImMessage(im({ SessionID: null }), names)).toBeUndefined();
  });

  it('fills the joined engineer into a transcript notice', () => {
    const rows = fromTranscript(
      [
        {
          message_type: 'Notice:CreateSession',
          client_type: 'robot',
          send_time: '2024-01-01T00:00:00Z',
          message_id: 'n1',
          seq: 1,
        },
        {
          message_type: 'Text',
          client_type: 'user',
          text: '在吗',
          send_time: '2024-01-01T00:00:01Z',
          message_id: 'm2',
          seq: 2,
          author_name: 'guest',
        },
        { message_type: 'Location', client_type: 'user', send_time: '2024-01-01T00:00:02Z' },
      ],
      's-1',
      names,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]?.notice?.data.engineer_name).toBe('演示工程师');
    expect(rows[1]?.authorName).toBe('访客1');
  });
});

describe('a supervisor whisper', () => {
  it('becomes a notice in its conversation, shown only to the engineer', () => {
    const raw: ImMessage = {
      MessageType: 'CC.Notification',
      MessageID: 'w-1',
      fromAccount: 'E1001',
      MessageBody: {
        Body: { Type: 'Whisper', Content: '先确认序列号' },
        ClientType: 'engineer',
        SessionID: 's-9',
        SendTime: 1_700_000_000_000,
        engineer_name: '王主管',
      } as ImMessage['MessageBody'],
    };
    const row = fromWhisper(raw, 's-9');
    expect(row).toMatchObject({
      id: 'w-1',
      sessionId: 's-9',
      type: 'Notice',
      notice: { type: 'Whisper', data: { engineer_name: '王主管', text: '先确认序列号' } },
    });
    renderWithTheme(<NoticeRow message={row} />);
    expect(screen.getByText('主管 王主管 提示（访客看不到）：先确认序列号')).toBeInTheDocument();
  });
});
