export { StatusView } from './status-view';
export type { StatusTone, StatusViewProps } from './status-view';
