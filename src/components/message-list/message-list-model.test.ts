import { LAYOUT } from '@/lib/constants';
import {
  AT_BOTTOM_THRESHOLD_PX,
  FIRST_ITEM_INDEX,
  INITIAL_PREPEND,
  advanceTracking,
  buildRows,
  diffTail,
  followDecision,
  initTracking,
  isAtBottom,
  nextPrependState,
  nextUnread,
  type MessageListRow,
  type TailChange,
} from './message-list-model';

interface Msg {
  id: string;
  timestamp: number;
  own?: boolean;
  pending?: boolean;
}
const DAY = new Date(2024, 4, 1, 9).getTime();
const msg = (id: string, extra: Partial<Msg> = {}): Msg => ({ id, timestamp: DAY, ...extra });
const list = (...ids: string[]) => ids.map((id) => msg(id, { pending: id.startsWith('p') }));
const isOwn = (m: Msg) => m.own === true || m.id.startsWith('p');
const isPending = (m: Msg) => m.pending === true;
const canAnchor = (row: MessageListRow<Msg>) => row.kind === 'item' && !isPending(row.item);

describe('SPEC constants', () => {
  it('"at bottom" has SPEC §2 slack of 200 px', () => {
    expect(AT_BOTTOM_THRESHOLD_PX).toBe(200);
    expect(AT_BOTTOM_THRESHOLD_PX).toBe(LAYOUT.bottomScrollSlackPx);
  });

  it('starts firstItemIndex high so prepends stay positive', () => {
    expect(FIRST_ITEM_INDEX).toBe(1_000_000);
  });
});

describe('isAtBottom', () => {
  it.each([
    ['exactly at the bottom', 1600, true],
    ['200 px above (the slack)', 1400, true],
    ['201 px above', 1399, false],
    ['at the top', 0, false],
  ])('%s', (_name, scrollTop, expected) => {
    expect(isAtBottom({ scrollTop, scrollHeight: 2000, clientHeight: 400 })).toBe(expected);
  });

  it('takes another slack when asked', () => {
    expect(isAtBottom({ scrollTop: 1590, scrollHeight: 2000, clientHeight: 400 }, 4)).toBe(false);
  });
});

describe('diffTail', () => {
  const diff = (prev: Msg[], next: Msg[]) => diffTail(prev, next, isOwn, isPending);
  const own = msg('mine', { own: true });

  it.each<[string, Msg[], Msg[], TailChange]>([
    [
      'nothing changed',
      list('a', 'b'),
      list('a', 'b'),
      { added: 0, ownAdded: false, reset: false },
    ],
    ['first page arrived', [], list('a', 'b'), { added: 0, ownAdded: false, reset: true }],
    ['two appended', list('a'), list('a', 'b', 'c'), { added: 2, ownAdded: false, reset: false }],
    ['history prepended', list('b'), list('a', 'b'), { added: 0, ownAdded: false, reset: false }],
    ['own appended', list('a'), [...list('a'), own], { added: 1, ownAdded: true, reset: false }],
    ['optimistic appended', list('a'), list('a', 'p1'), { added: 1, ownAdded: true, reset: false }],
    [
      'optimistic confirmed (new id) is not new',
      list('a', 'p1', 'p2'),
      [...list('a'), msg('m1', { own: true }), ...list('p2')],
      { added: 0, ownAdded: false, reset: false },
    ],
    [
      'peer reply after an optimistic row',
      list('a', 'p1'),
      list('a', 'p1', 'b'),
      { added: 1, ownAdded: false, reset: false },
    ],
    [
      'conversation replaced',
      list('a', 'b'),
      list('x', 'y'),
      { added: 0, ownAdded: false, reset: true },
    ],
    ['list emptied', list('a'), [], { added: 0, ownAdded: false, reset: false }],
  ])('%s', (_name, prev, next, expected) => {
    expect(diff(prev, next)).toEqual(expected);
  });
});

describe('nextUnread', () => {
  const change = (added: number, ownAdded = false, reset = false) => ({ added, ownAdded, reset });

  it.each([
    ['counts arrivals while scrolled up', 2, false, change(3), 5],
    ['clears at the bottom', 2, true, change(3), 0],
    ['clears when the reader sends (the list jumps)', 4, false, change(2, true), 0],
    ['clears when the conversation is replaced', 4, false, change(0, false, true), 0],
    ['ignores prepends', 4, false, change(0), 4],
  ])('%s', (_name, unread, atBottom, tail, expected) => {
    expect(nextUnread(unread, atBottom, tail)).toBe(expected);
  });
});

describe('followDecision', () => {
  it.each<[string, boolean, TailChange, 'auto' | false]>([
    ['at bottom, new item: follow', true, { added: 1, ownAdded: false, reset: false }, 'auto'],
    ['scrolled up, new item: stay', false, { added: 1, ownAdded: false, reset: false }, false],
    ['scrolled up, own item: follow', false, { added: 1, ownAdded: true, reset: false }, 'auto'],
    ['first page: open at the newest', false, { added: 0, ownAdded: false, reset: true }, 'auto'],
    ['at bottom, prepend only: stay', true, { added: 0, ownAdded: false, reset: false }, false],
    ['scrolled up, prepend: stay', false, { added: 0, ownAdded: false, reset: false }, false],
  ])('%s', (_name, atBottom, change, expected) => {
    expect(followDecision(atBottom, change)).toBe(expected);
  });
});

describe('nextPrependState', () => {
  const rows = (...ids: string[]) => buildRows(list(...ids)).rows;

  it('anchors the first settled item and keeps firstItemIndex for the first page', () => {
    const state = nextPrependState(INITIAL_PREPEND, rows('a', 'b'), canAnchor);
    expect(state).toEqual({ firstItemIndex: FIRST_ITEM_INDEX, anchor: { key: 'a', index: 1 } });
  });

  it('drops by the number of prepended rows, page after page', () => {
    let state = nextPrependState(INITIAL_PREPEND, rows('c', 'd'), canAnchor);
    state = nextPrependState(state, rows('a', 'b', 'c', 'd'), canAnchor);
    expect(state.firstItemIndex).toBe(FIRST_ITEM_INDEX - 2);
    state = nextPrependState(state, rows('x', 'y', 'z', 'a', 'b', 'c', 'd'), canAnchor);
    expect(state.firstItemIndex).toBe(FIRST_ITEM_INDEX - 5);
  });

  it('does not count optimistic items appended while history loads', () => {
    const first = nextPrependState(INITIAL_PREPEND, rows('c', 'd', 'p1'), canAnchor);
    const next = nextPrependState(first, rows('a', 'b', 'c', 'd', 'p1', 'p2', 'p3'), canAnchor);
    expect(next.firstItemIndex).toBe(FIRST_ITEM_INDEX - 2);
  });

  it('never anchors an optimistic row, whose id changes when confirmed', () => {
    const first = nextPrependState(INITIAL_PREPEND, rows('p1'), canAnchor);
    expect(first.anchor).toBeNull();
    const confirmed = nextPrependState(first, rows('m1'), canAnchor);
    expect(confirmed).toEqual({
      firstItemIndex: FIRST_ITEM_INDEX,
      anchor: { key: 'm1', index: 1 },
    });
  });

  it('counts day separators brought in by older days', () => {
    const today = msg('t', { timestamp: DAY + 86_400_000 });
    const first = nextPrependState(INITIAL_PREPEND, buildRows([today]).rows, canAnchor);
    const next = nextPrependState(first, buildRows([msg('o'), today]).rows, canAnchor);
    expect(next.firstItemIndex).toBe(FIRST_ITEM_INDEX - 2); // the older day's separator + 'o'
  });

  it('keeps firstItemIndex when the conversation is replaced', () => {
    const first = nextPrependState(INITIAL_PREPEND, rows('a'), canAnchor);
    const next = nextPrependState(first, rows('x', 'y'), canAnchor);
    expect(next).toEqual({ firstItemIndex: FIRST_ITEM_INDEX, anchor: { key: 'x', index: 1 } });
  });
});

describe('advanceTracking', () => {
  const rules = (atBottom: boolean, leadingSeparator = true) => ({
    atBottom,
    leadingSeparator,
    isOwn,
    isPending,
  });

  it('opens on a first page with nothing unread', () => {
    const state = initTracking(list('a', 'b'), rules(true));
    expect(state.unread).toBe(0);
    expect(state.built.rows.map((row) => row.key)).toEqual(['day:2024-5-1', 'a', 'b']);
  });

  it('counts unread while scrolled up, and prepends without touching the count', () => {
    let state = initTracking(list('c'), rules(false));
    state = advanceTracking(state, list('c', 'd', 'e'), rules(false));
    expect(state.unread).toBe(2);
    state = advanceTracking(state, list('a', 'b', 'c', 'd', 'e'), rules(false));
    expect(state.unread).toBe(2);
    expect(state.prepend.firstItemIndex).toBe(FIRST_ITEM_INDEX - 2);
    expect(followDecision(false, state.change)).toBe(false);
  });

  it('makes same-day history a pure prepend while more may come (no leading separator)', () => {
    let state = initTracking(list('c', 'd'), rules(false, false));
    expect(state.built.rows.map((row) => row.key)).toEqual(['c', 'd']);
    state = advanceTracking(state, list('a', 'b', 'c', 'd'), rules(false, false));
    expect(state.built.rows.map((row) => row.key)).toEqual(['a', 'b', 'c', 'd']);
    expect(state.prepend.firstItemIndex).toBe(FIRST_ITEM_INDEX - 2);
  });

  it('adds the leading separator as one more prepended row once history is complete', () => {
    let state = initTracking(list('c', 'd'), rules(false, false));
    state = advanceTracking(state, list('a', 'b', 'c', 'd'), rules(false, true));
    expect(state.built.rows.map((row) => row.key)).toEqual(['day:2024-5-1', 'a', 'b', 'c', 'd']);
    expect(state.prepend.firstItemIndex).toBe(FIRST_ITEM_INDEX - 3);
  });
});
