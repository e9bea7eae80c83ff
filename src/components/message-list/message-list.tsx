import { useCallback, useImperativeHandle, useMemo, useRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { TIMING } from '@/lib/constants';
import { JumpButton } from './jump-button';
import {
  AT_BOTTOM_THRESHOLD_PX,
  type MessageListItem,
  type MessageListRow,
} from './message-list-model';
import {
  DaySeparator,
  FooterSpace,
  EmptyPlaceholder,
  LoadingHeader,
  LogScroller,
  Root,
  RowBox,
  type ListContext,
} from './message-list-parts';
import {
  useDayLabel,
  useHistoryScroll,
  useLoadOlder,
  useReaderAtBottom,
  useRowsShown,
} from './message-list-hooks';
import { useListTracking } from './use-list-tracking';

export interface MessageListLabels {
  /** Visible on the jump button, e.g. "3 条新消息". */
  newMessages: (count: number) => string;
  /** The jump button's name when nothing new arrived. */
  jumpToLatest: string;
  /** The jump button's name with a count. */
  jumpWithCount: (count: number) => string;
  loadingOlder: string;
  empty: string;
  today: string;
  yesterday: string;
}

export interface MessageListHandle {
  /** Scrolls to the newest item and clears the unread count. */
  scrollToBottom: () => void;
}

export interface MessageListProps<T extends MessageListItem> {
  /** Oldest first. Optimistic (sending/failed) items go at the end. */
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  /** Accessible name of the log, e.g. "与客服的对话". */
  label: string;
  /** The reader's own items are always followed, even when scrolled up. @default () => false */
  isOwn?: (item: T) => boolean;
  /** Optimistic items not yet confirmed; they never count as prepended history. @default () => false */
  isPending?: (item: T) => boolean;
  /** Whether older items exist; the top of the list asks for them. @default false */
  hasMore?: boolean;
  /** Loads older items and resolves when they are in `items`; the caller reports its own errors. */
  onLoadOlder?: () => Promise<unknown>;
  /**
   * Change it (e.g. to Date.now()) when a conversation's history has loaded: the list scrolls to
   * the bottom TIMING.historyScrollDelayMs (300 ms, SPEC §2) later. @default undefined
   */
  historyLoadedAt?: number;
  /**
   * Called once, after the first frame that shows rows has been painted: a page can hold back
   * work that would compete with its first content until then.
   */
  onRowsShown?: () => void;
  /** Shown when there are no items. @default t('components.messageList.empty') */
  empty?: ReactNode;
  /** Overrides for the built-in texts. @default the i18n texts */
  labels?: Partial<MessageListLabels>;
  ref?: Ref<MessageListHandle>;
  className?: string;
}

const never = () => false;
const OPEN_AT_NEWEST = { index: 'LAST', align: 'end' } as const;

/**
 * Rows that open without scrolling to the newest. Opening at the newest row makes Virtuoso hide
 * the list while it scrolls there: 4 frames, then up to 150 ms waiting for the list to settle,
 * about 160 ms in all, even when nothing needs scrolling. A new conversation (a day, the robot's
 * first words) fits the view: bottom-aligned, its rows show in their first frame. Should they
 * be taller than the view after all, the first measurement keeps the reader at the bottom
 * (useReaderAtBottom's onHeightChange).
 */
export const OPEN_IN_PLACE_MAX_ROWS = 3;

/** A short text row with its gap: the first pass renders as many rows as would fill the view. */
const ROW_ESTIMATE_PX = 56;
const components = {
  Scroller: LogScroller,
  Header: LoadingHeader,
  Footer: FooterSpace,
  EmptyPlaceholder,
};
const rowKey = (_index: number, row: MessageListRow<unknown>) => row.key;

/**
 * A virtualized, business-free message log: opens at the newest item, follows new items only
 * when the reader is at the bottom (or they are the reader's own), prepends history without a
 * jump, and offers a jump-to-latest button with an unread count while scrolled up.
 */
export function MessageList<T extends MessageListItem>({
  items,
  renderItem,
  label,
  isOwn = never,
  isPending = never,
  hasMore = false,
  onLoadOlder,
  historyLoadedAt,
  onRowsShown,
  empty,
  labels,
  ref,
  className,
}: MessageListProps<T>) {
  const { t } = useTranslation();
  const texts: MessageListLabels = {
    newMessages: (count) => t('components.messageList.newMessages', { count }),
    jumpToLatest: t('components.messageList.jumpToLatest'),
    jumpWithCount: (count) => t('components.messageList.jumpWithCount', { count }),
    loadingOlder: t('components.messageList.loadingOlder'),
    empty: t('components.messageList.empty'),
    today: t('components.messageList.today'),
    yesterday: t('components.messageList.yesterday'),
    ...labels,
  };
  const virtuoso = useRef<VirtuosoHandle>(null);
  const tracking = useListTracking(items, isOwn, isPending, hasMore);
  const { rows, firstItemIndex, unread, atBottom, clearUnread, firstDay } = tracking;

  const reader = useReaderAtBottom(virtuoso, tracking.setAtBottom);
  const [loadingOlder, startReached] = useLoadOlder(hasMore, onLoadOlder);
  const labelForDay = useDayLabel(texts);

  const scrollToBottom = useCallback(() => {
    virtuoso.current?.scrollToIndex({ index: 'LAST', align: 'end', behavior: 'auto' });
    clearUnread();
  }, [clearUnread]);
  useImperativeHandle(ref, () => ({ scrollToBottom }), [scrollToBottom]);
  useHistoryScroll(historyLoadedAt, scrollToBottom, TIMING.historyScrollDelayMs);

  const [hasItems, emptyContent] = [rows.length > 0, empty ?? texts.empty];
  const firstDayLabel = firstDay === null ? null : labelForDay(firstDay);
  const loadingText = texts.loadingOlder;
  const context = useMemo<ListContext>(
    () => ({ label, loadingOlder, hasItems, loadingText, firstDayLabel, empty: emptyContent }),
    [label, loadingOlder, hasItems, loadingText, firstDayLabel, emptyContent],
  );

  const itemsRendered = useRowsShown(onRowsShown, reader.element);
  // Decided when the list mounts with rows (it mounts again when rows come to an empty list).
  const opensAtNewest = useMemo(
    () => rows.length > OPEN_IN_PLACE_MAX_ROWS,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount of the rows
    [hasItems],
  );

  const onJump = () => {
    scrollToBottom();
    // The button vanishes at the bottom; keep keyboard focus in the conversation.
    reader.element.current?.focus({ preventScroll: true });
  };

  return (
    <Root className={className}>
      <Virtuoso<MessageListRow<T>, ListContext>
        key={hasItems ? 'rows' : 'empty'}
        ref={virtuoso}
        scrollerRef={reader.scrollerRef}
        style={{ flex: 1 }}
        data={rows}
        context={context}
        components={components}
        computeItemKey={rowKey}
        firstItemIndex={firstItemIndex}
        initialTopMostItemIndex={opensAtNewest ? OPEN_AT_NEWEST : undefined}
        // Without an estimate Virtuoso renders one row, measures it and then renders the rest, a
        // frame later: on a slow phone the robot's first words showed that much later. Rows are
        // still measured; this only sizes the first pass.
        defaultItemHeight={ROW_ESTIMATE_PX}
        alignToBottom
        atBottomThreshold={AT_BOTTOM_THRESHOLD_PX}
        followOutput={tracking.followOutput}
        totalListHeightChanged={reader.onHeightChange}
        startReached={startReached}
        itemsRendered={itemsRendered}
        increaseViewportBy={{ top: 400, bottom: 200 }}
        // Measure rows in the frame they change, so the correction after a prepend lands before
        // paint instead of showing the rows off by a few pixels for one frame.
        skipAnimationFrameInResizeObserver
        itemContent={(_index, row) =>
          row.kind === 'day' ? (
            <DaySeparator label={labelForDay(row.dayStart)} rowKey={row.key} />
          ) : (
            <RowBox data-row-key={row.key}>{renderItem(row.item)}</RowBox>
          )
        }
      />
      <JumpButton
        visible={!atBottom && hasItems}
        text={unread > 0 ? texts.newMessages(unread) : ''}
        label={unread > 0 ? texts.jumpWithCount(unread) : texts.jumpToLatest}
        onJump={onJump}
      />
    </Root>
  );
}

export type { MessageListItem };
