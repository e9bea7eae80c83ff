import {
  applyRead,
  byOrder,
  isNewMessage,
  markFailed,
  markSent,
  mergeMessage,
  mergeMessages,
  newestMessageId,
  patchMessage,
  removeMessage,
} from './message-list';
import type { ChatMessage } from '@/lib/contract';

const msg = (over: Partial<ChatMessage>): ChatMessage => ({
  id: 'x',
  type: 'Text',
  isEngineer: false,
  authorRole: 'user',
  avatar: '',
  authorName: 'guest',
  sentAt: 0,
  timestamp: 0,
  error: '',
  read: false,
  ...over,
});
const sent = (n: number, over: Partial<ChatMessage> = {}) =>
  msg({ id: `m-${n}`, serverId: `m-${n}`, seq: n, sentAt: n, ...over });
const pending = (id: string, sendTime: number) =>
  msg({ id, error: 'presending', sentAt: sendTime });
const ids = (list: readonly ChatMessage[]) => list.map((m) => m.id);

describe('mergeMessage: every arrival shows once, in server order', () => {
  it.each([
    ['a live push after what is shown', [sent(1)], sent(2), ['m-1', 'm-2']],
    ['a late copy of an older message', [sent(1), sent(3)], sent(2), ['m-1', 'm-2', 'm-3']],
    [
      'a reply lands above own rows still sending',
      [sent(1), pending('c-1', 5)],
      sent(2),
      ['m-1', 'm-2', 'c-1'],
    ],
    [
      'a second own row goes after the first',
      [pending('c-1', 5)],
      pending('c-2', 6),
      ['c-1', 'c-2'],
    ],
    [
      'the echo of an own send takes its place by seq',
      [sent(1), pending('c-1', 5), sent(3)],
      msg({ id: 'c-1', serverId: 'm-2', seq: 2 }),
      ['m-1', 'c-1', 'm-3'],
    ],
    [
      'a resumed copy (same server id, other key) is not added',
      [sent(1), sent(2)],
      sent(2, { id: 'other' }),
      ['m-1', 'm-2'],
    ],
    [
      'rows without seq (another server) order by time',
      [msg({ id: 'a', serverId: 'a', sentAt: 1 })],
      msg({ id: 'b', serverId: 'b', sentAt: 0 }),
      ['b', 'a'],
    ],
  ])('%s', (_, list, arrival, expected) => {
    expect(ids(mergeMessage(list, arrival))).toEqual(expected);
  });

  it('merging keeps the row key, clears sending state and never steps back from read', () => {
    const row = msg({ id: 'c-1', error: 'presending', progress: 0.4, read: false });
    const [merged] = mergeMessage([{ ...row, serverId: 'm-1', read: true }], {
      ...row,
      id: 'server-key',
      serverId: 'm-1',
      error: '',
      read: false,
    });
    expect(merged).toMatchObject({ id: 'c-1', serverId: 'm-1', error: '', read: true });
    expect(merged?.progress).toBeUndefined();
  });

  it('a receipt recorded before the message arrived is applied to it', () => {
    expect(mergeMessage([], sent(4), { 'm-4': true })[0]?.read).toBe(true);
  });

  it('mergeMessages puts a history page above, skipping what is known', () => {
    const list = mergeMessages(
      [sent(5), pending('c-1', 9)],
      [sent(2), sent(5, { text: 'x' }), sent(1)],
    );
    expect(ids(list)).toEqual(['m-1', 'm-2', 'm-5', 'c-1']);
    expect(isNewMessage(list, sent(2, { id: 'y' }))).toBe(false);
    expect(isNewMessage(list, sent(7))).toBe(true);
  });
});

describe('send states (SPEC §4)', () => {
  it('presending → sent: error empty, unread, numbered by the answer', () => {
    const list = markSent([sent(1), pending('c-1', 5)], 'c-1', { messageId: 'm-2', seq: 2 });
    expect(list[1]).toMatchObject({ id: 'c-1', serverId: 'm-2', seq: 2, error: '', read: false });
  });

  it('a history copy that beat the send answer becomes one row with it, not a second one', () => {
    // The reconnect's history page (no client ids) brought the own line as m-2 first.
    const early = mergeMessage([sent(1), pending('c-1', 5)], sent(2, { read: true }));
    expect(ids(early)).toEqual(['m-1', 'm-2', 'c-1']);
    const list = markSent(early, 'c-1', { messageId: 'm-2', seq: 2 });
    expect(ids(list)).toEqual(['m-1', 'c-1']);
    expect(list[1]).toMatchObject({ serverId: 'm-2', error: '', read: true });
    // The socket's echo (client id and server id) finds that one row.
    const echoed = mergeMessage(list, msg({ id: 'c-1', serverId: 'm-2', seq: 2 }));
    expect(ids(echoed)).toEqual(['m-1', 'c-1']);
    expect(newestMessageId([echoed])).toBe('m-2');
  });

  it('an outbox row restored after a reload merges into the history copy and shows sent', () => {
    // History keys an own line by its client id; the outbox restores the same line unsent.
    const history = [sent(1), msg({ id: 'c-1', serverId: 'm-2', seq: 2, sentAt: 5 })];
    for (const list of [
      mergeMessage(history, pending('c-1', 5)),
      mergeMessages([pending('c-1', 5)], history),
    ]) {
      expect(ids(list)).toEqual(['m-1', 'c-1']);
      expect(list[1]).toMatchObject({ serverId: 'm-2', seq: 2, error: '' });
    }
  });

  it('a read receipt that outran the send answer stays read', () => {
    const list = markSent([pending('c-1', 5)], 'c-1', { messageId: 'm-2' }, { 'm-2': true });
    expect(list[0]?.read).toBe(true);
  });

  it('failed keeps the row with its reason; progress goes', () => {
    const list = markFailed([{ ...pending('c-1', 5), progress: 0.5 }], 'c-1', '发送太快');
    expect(list[0]).toMatchObject({ error: 'error', reason: '发送太快', progress: undefined });
  });

  it('patch and remove touch only the named row', () => {
    const list = [pending('c-1', 1), pending('c-2', 2)];
    expect(patchMessage(list, 'c-2', { progress: 0.3 })[1]?.progress).toBe(0.3);
    expect(ids(removeMessage(list, 'c-1'))).toEqual(['c-2']);
    expect(markSent(list, 'nope', { messageId: 'm' })).toEqual(list);
  });
});

describe('read state and resume', () => {
  it('READ marks only the named ids, never back to unread, same list when none match', () => {
    const list = [sent(1), sent(2, { read: true })];
    expect(applyRead(list, new Set(['nope']), true)).toBe(list);
    expect(applyRead(list, new Set(['m-1']), true).map((m) => m.read)).toEqual([true, true]);
    expect(applyRead(list, new Set(['m-2']), false).map((m) => m.read)).toEqual([false, true]);
  });

  it('resumes from the newest numbered server id across lists', () => {
    expect(newestMessageId([])).toBeUndefined();
    expect(newestMessageId([[sent(3)], [sent(7), pending('c-1', 99)]])).toBe('m-7');
  });

  it('an own line numbered only by its send answer does not move the resume point', () => {
    // The socket was down while the peer's m-4 went out; the own send then got m-5 over HTTP.
    // Resuming after m-5 would skip m-4 for good: the resume point stays at m-3.
    const answered = markSent([sent(3), pending('c-1', 9)], 'c-1', { messageId: 'm-5', seq: 5 });
    expect(newestMessageId([answered])).toBe('m-3');
    // Once the server's stream brings it (the resume, a history page), it counts.
    const echoed = mergeMessage(answered, msg({ id: 'c-1', serverId: 'm-5', seq: 5 }));
    expect(newestMessageId([echoed])).toBe('m-5');
    expect(newestMessageId([mergeMessage(answered, sent(5))])).toBe('m-5');
  });

  it('an echo that beat the send answer keeps the line in the resume point', () => {
    const echoed = mergeMessage(
      [sent(3), pending('c-1', 9)],
      msg({ id: 'c-1', serverId: 'm-5', seq: 5 }),
    );
    const answered = markSent(echoed, 'c-1', { messageId: 'm-5', seq: 5 });
    expect(newestMessageId([answered])).toBe('m-5');
  });

  it('byOrder: sent before sending, then seq, then time', () => {
    expect(byOrder(sent(9), pending('c', 0))).toBeLessThan(0);
    expect(byOrder(sent(2), sent(1))).toBeGreaterThan(0);
    expect(byOrder(pending('a', 1), pending('b', 2))).toBeLessThan(0);
  });
});
