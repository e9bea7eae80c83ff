export { Drawer } from './drawer';
export { DrawerRoot } from './drawer-root';
export type { DrawerRootProps } from './drawer-root';
export { DrawerContent } from './drawer-content';
export type { DrawerContentProps } from './drawer-content';
export { DrawerOverlay } from './drawer-overlay';
export type { DrawerOverlayProps } from './drawer-overlay';
export {
  DrawerClose,
  DrawerDescription,
  DrawerHeader,
  DrawerTitle,
  DrawerTrigger,
} from './drawer-parts';
export type { DrawerCloseProps } from './drawer-parts';
export { DrawerEdgeSwipeArea } from './edge-swipe-area';
export type { DrawerEdgeSwipeAreaProps } from './edge-swipe-area';
export { DRAWER } from './constants';
export type { DrawerSide, DrawerState } from './constants';
