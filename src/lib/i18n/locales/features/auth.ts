import type { Widen } from '../widen';

/** UI text of the auth feature. Chinese first; English must have the same keys. */
export const authZh = {
  title: '登录',
} as const;

export const authEn: Widen<typeof authZh> = {
  title: 'Sign in',
};
