import type { Widen } from '../widen';

/** UI text of the dialog component. Chinese first; English must have the same keys. */
export const dialogZh = {} as const;

export const dialogEn: Widen<typeof dialogZh> = {};
