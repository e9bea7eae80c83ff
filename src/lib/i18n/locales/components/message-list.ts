import type { Widen } from '../widen';

/** UI text of the message-list component. Chinese first; English must have the same keys. */
export const messageListZh = {} as const;

export const messageListEn: Widen<typeof messageListZh> = {};
