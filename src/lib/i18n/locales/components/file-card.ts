import type { Widen } from '../widen';

/** UI text of the file-card component. Chinese first; English must have the same keys. */
export const fileCardZh = {} as const;

export const fileCardEn: Widen<typeof fileCardZh> = {};
