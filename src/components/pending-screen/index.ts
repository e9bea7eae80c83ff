export { PendingScreen } from './pending-screen';
export type { PendingScreenProps } from './pending-screen';
