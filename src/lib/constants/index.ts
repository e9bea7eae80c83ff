export { TIMING, LAYOUT } from './timing';
export { STORAGE_KEYS, DEFAULT_PROJECT } from './storage-keys';
export { DEFAULT_QUEUE_CODE } from './defaults';
