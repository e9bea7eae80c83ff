export { MessageList } from './message-list';
export type { MessageListHandle, MessageListLabels, MessageListProps } from './message-list';
export {
  AT_BOTTOM_THRESHOLD_PX,
  FIRST_ITEM_INDEX,
  buildRows,
  dayLabel,
  diffTail,
  followDecision,
  isAtBottom,
  nextPrependState,
  nextUnread,
} from './message-list-model';
export type { MessageListItem, MessageListRow, TailChange } from './message-list-model';
export { systemLine } from './system-line';
