export { playTone } from './tone';
export type { ToneNote } from './tone';
