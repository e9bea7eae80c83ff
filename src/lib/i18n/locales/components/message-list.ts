import type { Widen } from '../widen';

/** UI text of the message-list component. Chinese first; English must have the same keys. */
export const messageListZh = {
  // i18next picks `_other` for every Chinese count; both forms exist so English can differ.
  newMessages_one: '{{count}} 条新消息',
  newMessages_other: '{{count}} 条新消息',
  jumpToLatest: '回到最新消息',
  jumpWithCount_one: '{{count}} 条新消息，回到最新消息',
  jumpWithCount_other: '{{count}} 条新消息，回到最新消息',
  loadingOlder: '正在加载更早的消息',
  empty: '暂无消息',
  today: '今天',
  yesterday: '昨天',
} as const;

export const messageListEn: Widen<typeof messageListZh> = {
  newMessages_one: '{{count}} new message',
  newMessages_other: '{{count}} new messages',
  jumpToLatest: 'Jump to latest messages',
  jumpWithCount_one: '{{count}} new message, jump to latest',
  jumpWithCount_other: '{{count}} new messages, jump to latest',
  loadingOlder: 'Loading earlier messages',
  empty: 'No messages yet',
  today: 'Today',
  yesterday: 'Yesterday',
};
