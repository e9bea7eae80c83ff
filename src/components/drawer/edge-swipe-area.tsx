import { useRef, type HTMLAttributes, type MouseEvent } from 'react';
import { DRAWER } from './constants';
import { useDrawerContext } from './drawer-context';
import { EdgeStrip } from './drawer.styles';
import { useDrawerDrag } from './use-drawer-drag';

export interface DrawerEdgeSwipeAreaProps extends HTMLAttributes<HTMLDivElement> {
  /** Width in px of the strip at the drawer's screen edge that listens for a swipe. @default 24 */
  width?: number;
}

/** A tap on the strip was meant for whatever lies under it: hand the click on. */
function forwardTap(event: MouseEvent<HTMLDivElement>): void {
  const strip = event.currentTarget;
  const doc = strip.ownerDocument;
  if (typeof doc.elementFromPoint !== 'function') return;
  strip.style.pointerEvents = 'none';
  const below = doc.elementFromPoint(event.clientX, event.clientY);
  strip.style.pointerEvents = '';
  if (below instanceof HTMLElement && below !== strip) below.click();
}

/**
 * An invisible strip along the drawer's edge (touch-action: none, so a touch swipe is never
 * taken for a page scroll): swiping in from it pulls the closed drawer out under the finger.
 * Taps pass through to what lies beneath. Pointer-only by nature, so it is hidden from
 * assistive tech; keyboard and screen-reader users open the drawer with Drawer.Trigger.
 */
export function DrawerEdgeSwipeArea({
  width = DRAWER.edgeWidthPx,
  onClick,
  ...props
}: DrawerEdgeSwipeAreaProps) {
  const { side, open } = useDrawerContext('Drawer.EdgeSwipeArea');
  const ref = useRef<HTMLDivElement | null>(null);
  const drag = useDrawerDrag('edge', ref);
  return (
    <EdgeStrip
      {...props}
      ref={ref}
      aria-hidden
      data-drawer-edge=""
      data-side={side}
      data-state={open ? 'open' : 'closed'}
      $side={side}
      $width={width}
      {...drag}
      onClick={(event: MouseEvent<HTMLDivElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) forwardTap(event);
      }}
    />
  );
}
