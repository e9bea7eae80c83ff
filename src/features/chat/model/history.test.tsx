import { screen } from '@testing-library/react';
import { fromHistory, type HistoricalMessage } from '@/lib/contract';
import { renderWithTheme } from '@/testing/render';
import { NoticeRow } from '../components/notice-row';

const joined: HistoricalMessage = {
  message_id: 'm-7',
  client_type: 'robot',
  message_type: 'Notice:CreateSession',
  text: null,
  send_time: '2026-03-01T08:00:00.000Z',
  author_name: 'system',
  avatar: '',
  engineer_code: 'E1001',
  seq: 7,
  notice: {
    engineer_code: 'E1001',
    engineer_name: '王工程师',
    engineer_nickname: '小王',
    engineer_img: '/e.png',
  },
};

describe('fromHistory (issue #13: a reloaded page shows what the live one did)', () => {
  it('keeps a notice’s details, so the join notice names the engineer, not the system account', () => {
    const row = fromHistory(joined, 's-1');
    expect(row?.notice).toEqual({ type: 'CreateSession', data: joined.notice });
    renderWithTheme(<NoticeRow message={row!} />);
    expect(screen.getByText('王工程师 已接入，为您服务')).toBeInTheDocument();
  });

  it('keeps who ended a session, and a notice stored without details still gives a row', () => {
    const closed = fromHistory(
      { ...joined, message_type: 'Notice:SessionClosed', notice: { by: 'engineer' } },
      's-1',
    );
    expect(closed?.notice).toEqual({ type: 'SessionClosed', data: { by: 'engineer' } });
    const bare = fromHistory({ ...joined, notice: undefined }, 's-1');
    expect(bare?.notice).toEqual({ type: 'CreateSession', data: {} });
  });

  it('keys an own line by its sender’s id, as a live frame does', () => {
    const line = { ...joined, message_type: 'Text', text: '你好', notice: undefined };
    expect(fromHistory({ ...line, client_msg_id: 'c-9' }, 's-1')?.id).toBe('c-9');
    expect(fromHistory(line, 's-1')?.id).toBe('m-7');
  });
});
