import type { Widen } from '../widen';

/** UI text of the toast component. Chinese first; English must have the same keys. */
export const toastZh = {} as const;

export const toastEn: Widen<typeof toastZh> = {};
