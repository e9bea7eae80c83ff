import type { Widen } from '../widen';

/** UI text of the media component. Chinese first; English must have the same keys. */
export const mediaZh = {} as const;

export const mediaEn: Widen<typeof mediaZh> = {};
