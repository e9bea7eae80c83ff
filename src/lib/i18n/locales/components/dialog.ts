import type { Widen } from '../widen';

/** UI text of the dialog component. Chinese first; English must have the same keys. */
export const dialogZh = {
  close: '关闭',
  confirm: '确定',
  cancel: '取消',
  /** The single button of an alert. */
  acknowledge: '知道了',
} as const;

export const dialogEn: Widen<typeof dialogZh> = {
  close: 'Close',
  confirm: 'OK',
  cancel: 'Cancel',
  acknowledge: 'Got it',
};
