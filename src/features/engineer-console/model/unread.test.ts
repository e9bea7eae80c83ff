import {
  badgeTitle,
  bumpUnread,
  clearUnread,
  countsAsUnread,
  seedUnread,
  totalUnread,
} from './unread';
import type { ChatMessage } from '@/lib/contract';

const line = (client_type: ChatMessage['authorRole'], type: ChatMessage['type'] = 'Text') =>
  ({ authorRole: client_type, type }) as ChatMessage;

describe('unread logic', () => {
  const reading = { selectedId: 's1', visible: true };

  it('counts a visitor line unless its conversation is open on a visible page', () => {
    expect(countsAsUnread(line('user'), 's1', reading)).toBe(false);
    expect(countsAsUnread(line('user'), 's2', reading)).toBe(true);
    expect(countsAsUnread(line('user'), 's1', { ...reading, visible: false })).toBe(true);
    expect(countsAsUnread(line('user'), 's1', { selectedId: undefined, visible: true })).toBe(true);
  });

  it('never counts own lines, notices or the robot', () => {
    const away = { selectedId: undefined, visible: false };
    expect(countsAsUnread(line('engineer'), 's1', away)).toBe(false);
    expect(countsAsUnread(line('robot'), 's1', away)).toBe(false);
    expect(countsAsUnread(line('user', 'Notice'), 's1', away)).toBe(false);
  });

  it('bumps, clears and totals', () => {
    let unread = bumpUnread(bumpUnread(bumpUnread({}, 's1'), 's1'), 's2');
    expect(unread).toEqual({ s1: 2, s2: 1 });
    expect(totalUnread(unread)).toBe(3);
    unread = clearUnread(unread, 's1');
    expect(unread).toEqual({ s2: 1 });
    expect(clearUnread(unread, 'none')).toBe(unread);
    expect(clearUnread(unread, undefined)).toBe(unread);
  });

  it('seeds from the server list: the larger count wins, the open one is read, gone ones drop', () => {
    const next = seedUnread(
      { s1: 4, s2: 1, gone: 3 },
      [
        { sessionId: 's1', unread: 2 },
        { sessionId: 's2', unread: 5 },
        { sessionId: 's3', unread: 0 },
      ],
      { selectedId: undefined, visible: true },
    );
    expect(next).toEqual({ s1: 4, s2: 5 });
    expect(
      seedUnread({ s1: 4 }, [{ sessionId: 's1', unread: 2 }], { selectedId: 's1', visible: true }),
    ).toEqual({});
  });

  it('puts the count in front of the title, capped at 99+', () => {
    expect(badgeTitle(0, '工程师工作台')).toBe('工程师工作台');
    expect(badgeTitle(3, '工程师工作台')).toBe('(3) 工程师工作台');
    expect(badgeTitle(120, '工程师工作台')).toBe('(99+) 工程师工作台');
  });
});
