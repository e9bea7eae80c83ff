import type { Widen } from '../widen';

/** UI text of the drawer component. Chinese first; English must have the same keys. */
export const drawerZh = {
  /** Accessible name of the drawer's default close (×) button. */
  close: '关闭',
} as const;

export const drawerEn: Widen<typeof drawerZh> = {
  close: 'Close',
};
