import { useCallback, useState } from 'react';
import {
  advanceTracking,
  followDecision,
  initTracking,
  leadingDay,
  type ListTracking,
  type MessageListItem,
  type TrackingRules,
} from './message-list-model';

interface Tracked<T> extends ListTracking<T> {
  items: readonly T[];
  hasMore: boolean;
  atBottom: boolean;
}

/**
 * The list's bookkeeping, derived while rendering (React's "adjust state when a prop changes"),
 * so Virtuoso receives rows, firstItemIndex and followOutput from the same render and a prepend
 * never shows for a frame at the wrong index.
 */
export function useListTracking<T extends MessageListItem>(
  items: readonly T[],
  isOwn: TrackingRules<T>['isOwn'],
  isPending: TrackingRules<T>['isPending'],
  hasMore: boolean,
) {
  const [tracked, setTracked] = useState<Tracked<T>>(() => ({
    ...initTracking(items, { atBottom: true, leadingSeparator: !hasMore, isOwn, isPending }),
    items,
    hasMore,
    atBottom: true,
  }));
  let current = tracked;
  if (tracked.items !== items || tracked.hasMore !== hasMore) {
    const { atBottom } = tracked;
    const rules = { atBottom, leadingSeparator: !hasMore, isOwn, isPending };
    current = { ...advanceTracking(tracked, items, rules), items, hasMore, atBottom };
    setTracked(current);
  }

  const { change, atBottom } = current;
  const followOutput = useCallback(
    (virtuosoAtBottom: boolean) => followDecision(virtuosoAtBottom, change),
    [change],
  );

  /** Called at the rare moments the reader crosses the bottom threshold, never per frame. */
  const setAtBottom = useCallback((value: boolean) => {
    setTracked((prev) =>
      prev.atBottom === value && (!value || prev.unread === 0)
        ? prev
        : { ...prev, atBottom: value, unread: value ? 0 : prev.unread },
    );
  }, []);

  const clearUnread = useCallback(() => {
    setTracked((prev) => (prev.unread === 0 ? prev : { ...prev, unread: 0 }));
  }, []);

  return {
    rows: current.built.rows,
    /** The first item's day when its separator is not a row (shown above the rows instead). */
    firstDay: leadingDay(current.built),
    firstItemIndex: current.prepend.firstItemIndex,
    unread: current.unread,
    atBottom,
    followOutput,
    setAtBottom,
    clearUnread,
  };
}
