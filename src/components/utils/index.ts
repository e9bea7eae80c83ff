export { useControllableState } from './use-controllable-state';
export type { ControllableStateOptions } from './use-controllable-state';
export { composeEventHandlers, composeHandlerProps } from './compose-event-handlers';
export { canScrollAncestor, canStartDrag, hasSelectionInside, isNoDragTarget } from './drag-guard';
export { usePresence } from './use-presence';
export type { Presence } from './use-presence';
