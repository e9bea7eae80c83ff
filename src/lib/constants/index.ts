export { TIMING, LAYOUT } from './timing';
export { STORAGE_KEYS, DEFAULT_PROJECT } from './storage-keys';
