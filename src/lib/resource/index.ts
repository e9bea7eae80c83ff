export { useResource } from './use-resource';
export type { Resource } from './use-resource';
