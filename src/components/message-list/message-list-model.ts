import { LAYOUT } from '@/lib/constants';
import {
  buildRows,
  type BuiltRows,
  type MessageListItem,
  type MessageListRow,
} from './day-separators';

export { buildRows, dayLabel, dayRange, leadingDay } from './day-separators';
export type { BuiltRows, DayLabelTexts, MessageListItem, MessageListRow } from './day-separators';

/**
 * Virtuoso's index of the first row. Older history counts down from here, so it stays positive
 * for any history a person could scroll through.
 */
export const FIRST_ITEM_INDEX = 1_000_000;

/** SPEC §2: "bottom" means the bottom plus about 200 px. */
export const AT_BOTTOM_THRESHOLD_PX = LAYOUT.bottomScrollSlackPx;

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Whether the reader counts as at the bottom, with SPEC's slack. */
export function isAtBottom(metrics: ScrollMetrics, slack: number = AT_BOTTOM_THRESHOLD_PX) {
  return metrics.scrollHeight - metrics.scrollTop - metrics.clientHeight <= slack;
}

/** What changed at the end of the list between two renders. */
export interface TailChange {
  /** New items after what the reader had (replacements of optimistic rows do not count). */
  added: number;
  /** One of the new items is the reader's own. */
  ownAdded: boolean;
  /** The list went from empty to full, or was replaced wholesale: open at the newest item. */
  reset: boolean;
}

const NO_CHANGE: TailChange = { added: 0, ownAdded: false, reset: false };

/**
 * Finds the items appended after `prev`. The reference point is prev's last settled item plus
 * every optimistic item after it, so an optimistic row replaced by its confirmed copy is not
 * "new", and older history prepended at the top never is.
 */
export function diffTail<T extends MessageListItem>(
  prev: readonly T[],
  next: readonly T[],
  isOwn: (item: T) => boolean,
  isPending: (item: T) => boolean,
): TailChange {
  if (next.length === 0) return NO_CHANGE;
  if (prev.length === 0) return { added: 0, ownAdded: false, reset: true };
  if (prev[prev.length - 1]!.id === next[next.length - 1]!.id) return NO_CHANGE;
  let tailStart = prev.length - 1;
  while (tailStart > 0 && isPending(prev[tailStart]!)) tailStart -= 1;
  const known = new Set(prev.slice(tailStart).map((item) => item.id));
  let last = next.length - 1;
  while (last >= 0 && !known.has(next[last]!.id)) last -= 1;
  if (last < 0) return { added: 0, ownAdded: false, reset: true };
  const added = next.slice(last + 1).filter((item) => !known.has(item.id));
  return { added: added.length, ownAdded: added.some(isOwn), reset: false };
}

/** Unread count for the jump button: only what arrived while the reader was scrolled up. */
export function nextUnread(unread: number, atBottom: boolean, change: TailChange): number {
  if (atBottom || change.reset || change.ownAdded) return 0;
  return unread + change.added;
}

/**
 * Virtuoso's followOutput: follow new items only when the reader is at the bottom, always
 * follow the reader's own, and never move for prepends or rows that grow.
 */
export function followDecision(atBottom: boolean, change: TailChange): 'auto' | false {
  if (change.reset || change.ownAdded) return 'auto';
  return atBottom && change.added > 0 ? 'auto' : false;
}

export interface PrependState {
  firstItemIndex: number;
  /** A settled item row whose index is known; older rows shift it and firstItemIndex with it. */
  anchor: { key: string; index: number } | null;
}

export const INITIAL_PREPEND: PrependState = { firstItemIndex: FIRST_ITEM_INDEX, anchor: null };

/**
 * firstItemIndex after `rows` replaced the previous rows: it drops by however many rows now come
 * before the anchor. The anchor is never an optimistic row (its confirmation changes its id) nor
 * a day separator (it moves up when same-day history arrives), so items being sent at the end
 * never count as prepended.
 */
export function nextPrependState<T>(
  state: PrependState,
  rows: readonly MessageListRow<T>[],
  canAnchor: (row: MessageListRow<T>) => boolean,
): PrependState {
  const { anchor } = state;
  if (anchor && rows[anchor.index]?.key === anchor.key) return state;
  const found = anchor ? rows.findIndex((row) => row.key === anchor.key) : -1;
  if (anchor && found >= 0) {
    return {
      firstItemIndex: state.firstItemIndex - (found - anchor.index),
      anchor: { key: anchor.key, index: found },
    };
  }
  // First rows, or a different conversation: nothing to keep in place, so start anchoring anew.
  const index = rows.findIndex(canAnchor);
  return {
    firstItemIndex: state.firstItemIndex,
    anchor: index >= 0 ? { key: rows[index]!.key, index } : null,
  };
}

/** Everything the list derives from its items between renders. */
export interface ListTracking<T> {
  built: BuiltRows<T>;
  prepend: PrependState;
  change: TailChange;
  unread: number;
}

export interface TrackingRules<T> {
  atBottom: boolean;
  /** The first day's separator is a row only once no older history can arrive (see buildRows). */
  leadingSeparator: boolean;
  isOwn: (item: T) => boolean;
  isPending: (item: T) => boolean;
}

export function initTracking<T extends MessageListItem>(
  items: readonly T[],
  rules: TrackingRules<T>,
): ListTracking<T> {
  return advanceTracking(
    {
      built: buildRows<T>([], undefined, rules.leadingSeparator),
      prepend: INITIAL_PREPEND,
      change: NO_CHANGE,
      unread: 0,
    },
    items,
    rules,
  );
}

/** One step of the list's bookkeeping when its items (or whether more history exists) change. */
export function advanceTracking<T extends MessageListItem>(
  state: ListTracking<T>,
  items: readonly T[],
  { atBottom, leadingSeparator, isOwn, isPending }: TrackingRules<T>,
): ListTracking<T> {
  const built = buildRows(items, state.built, leadingSeparator);
  const canAnchor = (row: MessageListRow<T>) => row.kind === 'item' && !isPending(row.item);
  const change = diffTail(state.built.items, items, isOwn, isPending);
  return {
    built,
    prepend: nextPrependState(state.prepend, built.rows, canAnchor),
    change,
    unread: nextUnread(state.unread, atBottom, change),
  };
}
