import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { useReducedMotion } from '@/components/theme';
import type { DrawerSide, DrawerState } from './constants';
import { DrawerContext, type DrawerContextValue } from './drawer-context';
import { DrawerMotion } from './drawer-motion';
import { useControllableState, usePresence } from '../utils';

export interface DrawerRootProps {
  /** Controlled open state; pair it with onOpenChange. */
  open?: boolean;
  /** Open state of an uncontrolled drawer at mount. @default false */
  defaultOpen?: boolean;
  /** Called when the user opens or closes the drawer (trigger, swipe, Esc, close, backdrop). */
  onOpenChange?: (open: boolean) => void;
  /** The screen edge the drawer slides in from. @default 'left' */
  side?: DrawerSide;
  /** Traps focus, hides the page from assistive tech and locks its scroll. @default true */
  modal?: boolean;
  children?: ReactNode;
}

/**
 * A side drawer on Radix Dialog (focus trap, Esc, aria-modal, portal, scroll lock) with vaul-style
 * drag to open and close on top. Parts: Trigger, Overlay, Content, Title, Description, Close,
 * EdgeSwipeArea.
 */
export function DrawerRoot({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  side = 'left',
  modal = true,
  children,
}: DrawerRootProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  const theme = useTheme();
  const reducedMotion = useReducedMotion();
  const [motion] = useState(
    () => new DrawerMotion(open ? 1 : 0, { side, easing: theme.easing.drawer, reducedMotion }),
  );
  useLayoutEffect(() => {
    motion.configure({ side, easing: theme.easing.drawer, reducedMotion });
  }, [motion, side, theme.easing.drawer, reducedMotion]);
  useEffect(() => () => motion.dispose(), [motion]);

  // The panel stays mounted after closing until its exit animation ends, and mounts while
  // closed when a swipe from the edge starts pulling it in.
  const { present, exited: onExitComplete, linger } = usePresence(open);
  const beginDrag = useCallback(() => {
    const start = motion.freeze();
    motion.setDragging(true);
    linger();
    return start;
  }, [motion, linger]);
  const endDrag = useCallback(
    (state: DrawerState) => {
      motion.setDragging(false);
      // Animate here too, not only on the open change: a controlled parent may keep the state.
      if (state === 'open') motion.animateTo(1);
      else motion.animateTo(0, onExitComplete);
      setOpen(state === 'open');
    },
    [motion, onExitComplete, setOpen],
  );

  const context = useMemo<DrawerContextValue>(
    () => ({ open, setOpen, present, side, modal, motion, beginDrag, endDrag, onExitComplete }),
    [open, setOpen, present, side, modal, motion, beginDrag, endDrag, onExitComplete],
  );

  return (
    <DrawerContext.Provider value={context}>
      <Dialog.Root open={open} onOpenChange={setOpen} modal={modal}>
        {children}
      </Dialog.Root>
    </DrawerContext.Provider>
  );
}
