import type { Widen } from '../widen';

/** UI text of the console feature. Chinese first; English must have the same keys. */
export const consoleZh = {
  title: '工程师工作台',
} as const;

export const consoleEn: Widen<typeof consoleZh> = {
  title: 'Engineer console',
};
