export { useControllableState } from './use-controllable-state';
export type { ControllableStateOptions } from './use-controllable-state';
