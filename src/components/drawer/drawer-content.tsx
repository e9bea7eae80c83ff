import * as Dialog from '@radix-ui/react-dialog';
import {
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { composeEventHandlers, composeHandlerProps } from '../utils';
import { assignRef } from './assign-ref';
import { useDrawerContext } from './drawer-context';
import { Panel } from './drawer.styles';
import { useDrawerDrag } from './use-drawer-drag';

export interface DrawerContentProps extends Omit<
  ComponentPropsWithoutRef<typeof Dialog.Content>,
  'forceMount'
> {
  /** Element the panel is portalled into. @default document.body */
  container?: HTMLElement | null;
}

const FOCUSABLE =
  'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * The sliding panel: role="dialog", aria-labelledby its Drawer.Title, data-state="open|closed".
 * Mounted while open, while settling closed and while a swipe pulls it in.
 */
export const DrawerContent = forwardRef<HTMLDivElement, DrawerContentProps>(function DrawerContent(
  { container, ...props },
  ref,
) {
  const { present } = useDrawerContext('Drawer.Content');
  if (!present) return null;
  return (
    <Dialog.Portal forceMount container={container}>
      <DrawerPanel {...props} ref={ref} />
    </Dialog.Portal>
  );
});

const DrawerPanel = forwardRef<HTMLDivElement, Omit<DrawerContentProps, 'container'>>(
  function DrawerPanel({ onOpenAutoFocus, onCloseAutoFocus, onPointerDown, ...props }, ref) {
    const { motion, open, side, onExitComplete } = useDrawerContext('Drawer.Content');
    const elementRef = useRef<HTMLDivElement | null>(null);
    // Set when a swipe mounted the panel: focus moves in only once the swipe commits to open.
    const focusPending = useRef(false);
    const wasOpen = useRef(false);

    const setRef = useCallback(
      (element: HTMLDivElement | null) => {
        elementRef.current = element;
        motion.attach('content', element);
        assignRef(ref, element);
      },
      [motion, ref],
    );

    useEffect(() => {
      if (motion.dragging) return;
      if (open) motion.animateTo(1);
      else motion.animateTo(0, onExitComplete);
    }, [open, motion, onExitComplete]);

    useEffect(() => {
      if (!open) return;
      wasOpen.current = true;
      const element = elementRef.current;
      if (!focusPending.current || !element) return;
      focusPending.current = false;
      const first = element.querySelector<HTMLElement>(FOCUSABLE);
      (first ?? element).focus();
    }, [open]);

    const drag = useDrawerDrag('content', elementRef);

    return (
      <Panel
        {...props}
        ref={setRef}
        forceMount
        $side={side}
        data-drawer-content=""
        data-side={side}
        // The gesture's handlers (pointer, and the capture-phase click that swallows the click
        // after a drag) run after the consumer's own handlers of the same events, never instead.
        {...composeHandlerProps(props, drag)}
        onPointerDown={composeEventHandlers<ReactPointerEvent<HTMLDivElement>>(
          onPointerDown,
          drag.onPointerDown,
        )}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (motion.dragging) {
            event.preventDefault();
            focusPending.current = true;
          }
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          // A swipe that never opened the drawer did not take focus, so there is none to return.
          if (!wasOpen.current) event.preventDefault();
        }}
      />
    );
  },
);
