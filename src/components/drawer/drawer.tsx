import { DrawerContent } from './drawer-content';
import { DrawerOverlay } from './drawer-overlay';
import {
  DrawerClose,
  DrawerDescription,
  DrawerHeader,
  DrawerTitle,
  DrawerTrigger,
} from './drawer-parts';
import { DrawerRoot } from './drawer-root';
import { DrawerEdgeSwipeArea } from './edge-swipe-area';

/**
 * Side drawer (SPEC §9: z-index 818, settle threshold 0.6, backdrop 0 to 0.4), Radix style:
 *
 *   <Drawer.Root>
 *     <Drawer.Trigger />
 *     <Drawer.EdgeSwipeArea />
 *     <Drawer.Overlay />
 *     <Drawer.Content>
 *       <Drawer.Header><Drawer.Title /><Drawer.Close /></Drawer.Header>
 *       <Drawer.Description />
 *     </Drawer.Content>
 *   </Drawer.Root>
 *
 * Drags never start on inputs, selected text, [data-no-drag] or a horizontal scroller that can
 * still scroll that way.
 */
export const Drawer = {
  Root: DrawerRoot,
  Trigger: DrawerTrigger,
  EdgeSwipeArea: DrawerEdgeSwipeArea,
  Overlay: DrawerOverlay,
  Content: DrawerContent,
  Header: DrawerHeader,
  Title: DrawerTitle,
  Description: DrawerDescription,
  Close: DrawerClose,
} as const;
