import { useDrag } from '@use-gesture/react';
import type { PointerEvent as ReactPointerEvent, RefObject } from 'react';
import type { DrawerState } from './constants';
import { canScrollAncestor, canStartDrag, hasSelectionInside } from '../utils';
import { useDrawerContext } from './drawer-context';
import { openingSign, progressFromDrag, settle } from './drawer-math';

interface DragMemo {
  start: number;
  from: DrawerState;
}
const BLOCKED = 'blocked';
type Memo = DragMemo | typeof BLOCKED | undefined;

/**
 * Drag handlers for the panel ('content') or the edge strip ('edge'). Per-frame positions go
 * to DrawerMotion (inline styles); React hears only about the start and the release.
 */
export function useDrawerDrag(source: 'content' | 'edge', rootRef: RefObject<HTMLElement | null>) {
  const { motion, side, open, beginDrag, endDrag } = useDrawerContext(
    source === 'edge' ? 'Drawer.EdgeSwipeArea' : 'Drawer.Content',
  );

  const bind = useDrag(
    ({ first, last, movement: [mx], velocity: [vx], direction: [dx], target, cancel, memo }) => {
      let state = memo as Memo;
      if (first) {
        const root = rootRef.current;
        const outwards = source === 'edge' && mx * openingSign(side) <= 0;
        if (outwards || (source === 'content' && root && canScrollAncestor(target, root, mx))) {
          cancel();
          return BLOCKED;
        }
        // A mouse drag over text starts a selection; the drag is the drawer's, not the text's.
        const selection = root?.ownerDocument.getSelection() ?? null;
        if (root && hasSelectionInside(root, selection)) selection?.removeAllRanges();
        state = { start: beginDrag(), from: open ? 'open' : 'closed' };
      }
      if (!state || state === BLOCKED) return state;

      const width = motion.width();
      const progress = progressFromDrag(state.start, mx, width, side);
      if (!last) {
        motion.apply(progress);
        return state;
      }
      endDrag(
        settle({
          from: state.from,
          offset: (progress - state.start) * width,
          width,
          velocity: vx,
          direction: dx * openingSign(side),
        }),
      );
      return state;
    },
    {
      axis: 'x',
      // Clicks and taps stay clicks: the drag starts after 3 px and swallows the click after it.
      filterTaps: true,
      // Arrow keys belong to the form fields inside the drawer, not to the gesture; moves are
      // followed on window, so no pointer capture steals events from the drawer's controls.
      pointer: { keys: false, capture: false },
      enabled: source === 'content' || !open,
    },
  );

  const handlers = bind();
  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    const root = rootRef.current;
    if (source === 'content' && root && !canStartDrag(event.target, root)) return;
    handlers.onPointerDown?.(event);
  };
  return { ...handlers, onPointerDown };
}
