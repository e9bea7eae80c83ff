import { screen } from '@testing-library/react';
import { NoticeRow, type ChatMessage } from '@/features/chat';
import { renderWithTheme } from '@/testing/render';
import type { ImMessage } from '@/lib/contract';
import {
  applyRead,
  fromImMessage,
  fromTranscript,
  fromWhisper,
  isNewMessage,
  mergeHistory,
  mergeMessage,
  newestMessageId,
  unreadFromVisitor,
} from './messages';

const msg = (over: Partial<ChatMessage>): ChatMessage => ({
  id: 'x',
  type: 'Text',
  isEngineer: false,
  client_type: 'user',
  avatar: '',
  authorName: '访客1',
  sendTime: 0,
  timestamp: 0,
  error: '',
  isRead: 1,
  ...over,
});
const names = { visitor: '访客1', engineer: '演示工程师' };

describe('conversation rows', () => {
  it('merges the echo of an own send into the sending row, keeping its key', () => {
    const sending = msg({ id: 'c-1', client_type: 'engineer', error: 'presending', text: '您好' });
    const echo = msg({
      id: 'c-1',
      message_id: 'm-9',
      seq: 9,
      client_type: 'engineer',
      text: '您好',
    });
    const list = mergeMessage([sending], echo);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: 'c-1', message_id: 'm-9', error: '' });
    expect(isNewMessage(list, echo)).toBe(false);
  });

  it('matches a resumed copy by server id and keeps server order, sending rows last', () => {
    const a = msg({ id: 'm-2', message_id: 'm-2', seq: 2 });
    const b = msg({ id: 'm-1', message_id: 'm-1', seq: 1 });
    const pending = msg({ id: 'c-5', error: 'presending', sendTime: 1 });
    const list = mergeHistory([pending, a], [b, { ...a, text: 'again' }]);
    expect(list.map((m) => m.id)).toEqual(['m-1', 'm-2', 'c-5']);
    expect(list.find((m) => m.id === 'm-2')?.text).toBe('again');
  });

  it('a read receipt that came first is not undone by the late echo', () => {
    const read = msg({ id: 'c-1', message_id: 'm-1', seq: 1, isRead: 2 });
    expect(mergeMessage([read], msg({ id: 'c-1', message_id: 'm-1', seq: 1 }))[0]?.isRead).toBe(2);
  });

  it('READ marks only the named messages and returns the same list when none match', () => {
    const list = [msg({ id: 'a', message_id: 'm-1' }), msg({ id: 'b', message_id: 'm-2' })];
    expect(applyRead(list, new Set(['nope']), 2)).toBe(list);
    expect(applyRead(list, new Set(['m-2']), 2).map((m) => m.isRead)).toEqual([1, 2]);
  });

  it('resumes from the newest server id across every session', () => {
    expect(newestMessageId({})).toBeUndefined();
    expect(
      newestMessageId({
        s1: [msg({ id: 'a', message_id: 'm-3', seq: 3 })],
        s2: [msg({ id: 'b', message_id: 'm-7', seq: 7 }), msg({ id: 'c-1' })],
      }),
    ).toBe('m-7');
  });

  it('lists visitor lines still unread, not own or read ones', () => {
    const list = [
      msg({ id: 'a', message_id: 'm-1' }),
      msg({ id: 'b', message_id: 'm-2', isRead: 2 }),
      msg({ id: 'c', message_id: 'm-3', client_type: 'engineer' }),
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
      client_type: 'user',
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
