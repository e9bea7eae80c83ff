export { ChunkLoadError, isChunkLoadError, lazyWithRetry, loadChunk } from './lazy-with-retry';
export type { RetryableLazy } from './lazy-with-retry';
export { prefetch } from './prefetch';
