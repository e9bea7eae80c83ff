import { type ChatMessage, toReviewedSession } from '@/lib/contract';
import { isLive, mergeRows, toRows } from './transcript';

const row = (id: string, seq: number): ChatMessage => ({
  id,
  serverId: id,
  seq,
  type: 'Text',
  isEngineer: false,
  authorRole: 'user',
  avatar: '',
  authorName: 'guest',
  sentAt: seq,
  timestamp: seq,
  text: id,
  error: '',
  read: true,
});

// The session as the server answers it, read as the review screen keeps it.
const session = toReviewedSession({
  id: 's1',
  visitor: { cube_uid: 'u1', name: '张先生' },
  engineer: { engineer_code: 'E1', engineer_name: '王工程师' },
  queue_code: 'NB',
  state: 'active',
  start_time: '2026-01-01T00:00:00.000Z',
  end_time: null,
  message_count: 1,
  last_message: null,
});

describe('transcript rows', () => {
  it('merges overlapping pages into one ordered list without duplicates', () => {
    const merged = mergeRows([row('a', 1), row('b', 2)], [row('b', 2), row('c', 3)]);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(mergeRows([row('c', 3)], [row('a', 1)]).map((m) => m.id)).toEqual(['a', 'c']);
  });

  it('converts server messages and signs unsigned engineer lines with the session engineer', () => {
    const rows = toRows(session, [
      {
        client_type: 'engineer',
        message_type: 'Text',
        text: '您好',
        send_time: '2026-01-01T00:00:01Z',
        message_id: 'm1',
      },
      {
        client_type: 'user',
        message_type: 'Image',
        media_url: '/a.png',
        send_time: '2026-01-01T00:00:02Z',
        message_id: 'm2',
      },
      {
        client_type: 'robot',
        message_type: 'Notice:CreateSession',
        send_time: '2026-01-01T00:00:03Z',
        message_id: 'm4',
      },
      {
        client_type: 'user',
        message_type: 'Sticker',
        send_time: '2026-01-01T00:00:03Z',
        message_id: 'm3',
      },
    ]);
    expect(rows.map((m) => m.type)).toEqual(['Text', 'Image', 'Notice']);
    expect(rows[2]?.notice).toEqual({
      type: 'CreateSession',
      data: { engineer_name: '王工程师' },
    });
    expect(rows[0]).toMatchObject({ authorName: '王工程师', engineerCode: 'E1' });
    expect(rows[1]?.imageUrl).toBe('/a.png');
  });

  it('watches every session that is not closed', () => {
    expect(isLive({ state: 'active' })).toBe(true);
    expect(isLive({ state: 'queueing' })).toBe(true);
    expect(isLive({ state: 'closed' })).toBe(false);
    expect(isLive(undefined)).toBe(false);
  });
});
