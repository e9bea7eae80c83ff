export {
  ChunkLoadError,
  failedModuleUrl,
  isChunkLoadError,
  lazyWithRetry,
  loadChunk,
  reloadNeeded,
} from './lazy-with-retry';
export type { RetryableLazy } from './lazy-with-retry';
export { prefetch } from './prefetch';
