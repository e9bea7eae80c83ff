import type { Widen } from '../widen';

/** UI text of the toast component. Chinese first; English must have the same keys. */
export const toastZh = {
  /** Name of the landmark that holds the stack, so screen-reader users can jump to it. */
  region: '通知',
  close: '关闭通知',
} as const;

export const toastEn: Widen<typeof toastZh> = {
  region: 'Notifications',
  close: 'Close notification',
};
