import { createContext, useContext } from 'react';
import type { DrawerSide, DrawerState } from './constants';
import type { DrawerMotion } from './drawer-motion';

export interface DrawerContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The panel is mounted: open, settling closed, or being swiped in from the edge. */
  present: boolean;
  side: DrawerSide;
  modal: boolean;
  motion: DrawerMotion;
  /** A drag begins: stops any settle animation, mounts a closed panel; returns the start progress. */
  beginDrag: () => number;
  /** A drag was released and settle() decided where it goes. */
  endDrag: (state: DrawerState) => void;
  /** The closing animation finished; the panel may unmount. */
  onExitComplete: () => void;
}

export const DrawerContext = createContext<DrawerContextValue | null>(null);

export function useDrawerContext(part: string): DrawerContextValue {
  const context = useContext(DrawerContext);
  if (!context) throw new Error(`\`${part}\` must be used within \`Drawer.Root\``);
  return context;
}
