export { LatePart } from './late-part';
export type { LatePartProps } from './late-part';
