import type { Widen } from '../widen';

/** UI text of the review feature. Chinese first; English must have the same keys. */
export const reviewZh = {
  title: '会话审阅',
} as const;

export const reviewEn: Widen<typeof reviewZh> = {
  title: 'Session review',
};
