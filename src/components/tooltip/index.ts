export { Tooltip, TooltipProvider } from './tooltip';
export type { TooltipProps, TooltipProviderProps } from './tooltip';
