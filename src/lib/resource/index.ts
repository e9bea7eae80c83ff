export { useResource } from './use-resource';
export type { Resource } from './use-resource';
export { useStoreInTransition, type ReadableStore } from './use-store-in-transition';
