import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, useCallback, type ComponentPropsWithoutRef } from 'react';
import { assignRef } from './assign-ref';
import { useDrawerContext } from './drawer-context';
import { Backdrop } from './drawer.styles';

export interface DrawerOverlayProps extends Omit<
  ComponentPropsWithoutRef<typeof Dialog.Overlay>,
  'forceMount'
> {
  /** Element the backdrop is portalled into. @default document.body */
  container?: HTMLElement | null;
}

/**
 * The backdrop of a modal drawer: its opacity follows the panel from 0 to 0.4 (SPEC §9); a
 * click on it closes. Render it before Drawer.Content so the panel stacks above it.
 */
export const DrawerOverlay = forwardRef<HTMLDivElement, DrawerOverlayProps>(function DrawerOverlay(
  { container, style, ...props },
  ref,
) {
  const { present, modal, open, motion } = useDrawerContext('Drawer.Overlay');
  const setRef = useCallback(
    (element: HTMLDivElement | null) => {
      motion.attach('overlay', element);
      assignRef(ref, element);
    },
    [motion, ref],
  );
  if (!present || !modal) return null;
  return (
    <Dialog.Portal forceMount container={container}>
      <Backdrop
        {...props}
        ref={setRef}
        forceMount
        data-drawer-overlay=""
        // While it fades out (or a swipe is still deciding) clicks go through to the page.
        style={{ pointerEvents: open ? 'auto' : 'none', ...style }}
      />
    </Dialog.Portal>
  );
});
