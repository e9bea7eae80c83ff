import type { Widen } from '../widen';

/** UI text of the drawer component. Chinese first; English must have the same keys. */
export const drawerZh = {} as const;

export const drawerEn: Widen<typeof drawerZh> = {};
