// The domain's vocabulary, by subject: every store and view reads the same shapes.
export type * from './people';
export type * from './centre';
export type * from './conversation';
export type * from './records';
