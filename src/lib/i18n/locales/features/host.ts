import type { Widen } from '../widen';

/** UI text of the host feature. Chinese first; English must have the same keys. */
export const hostZh = {
  title: '嵌入测试页',
} as const;

export const hostEn: Widen<typeof hostZh> = {
  title: 'Embedding test page',
};
