import { useDrag } from '@use-gesture/react';
import type { RefObject } from 'react';
import { useTheme } from 'styled-components';
import { hasSelectionInside, isNoDragTarget } from '../utils';
import type { ToastEdge } from './stack-layout';
import {
  dampedOffset,
  exitSign,
  shouldDismiss,
  swipeFade,
  swipeRule,
  type SwipeAxis,
  type SwipeWay,
} from './swipe';

export interface SwipeOut {
  axis: SwipeAxis;
  sign: 1 | -1;
}

interface Rule {
  axis: SwipeAxis;
  way: SwipeWay;
}

/**
 * The shared drag guard (form fields, editable text, [data-no-drag]), and a toast's buttons and
 * links, which are its actions. Someone selecting its text wants to copy it, not throw it away.
 */
function refusesDrag(target: EventTarget | null, toast: HTMLElement): boolean {
  if (target instanceof Element && target.closest('button, a')) return true;
  return isNoDragTarget(target, toast) || hasSelectionInside(toast, window.getSelection());
}

function setOffset(element: HTMLElement, axis: SwipeAxis, offset: number) {
  element.style.setProperty(`--swipe-${axis}`, `${offset}px`);
  element.style.setProperty('--swipe-fade', String(swipeFade(offset)));
}

/**
 * Pointer swipe for one toast (sonner/vaul style): per-frame offsets go to CSS variables on
 * `ref`, React only hears about the outcome. Sideways on desktop, towards the edge on a phone.
 */
export function useSwipeDismiss(
  ref: RefObject<HTMLElement | null>,
  edge: ToastEdge,
  onSwipeOut: (out: SwipeOut) => void,
) {
  const { breakpoints } = useTheme();
  return useDrag(
    ({ first, last, tap, event, cancel, movement, velocity, direction, memo }) => {
      const element = ref.current;
      if (!element) return memo;
      if (first) {
        if (refusesDrag(event.target, element)) {
          cancel();
          return undefined;
        }
        const desktop = window.matchMedia?.(breakpoints.desktop).matches ?? true;
        memo = swipeRule(desktop, edge);
        element.dataset.swiping = 'true';
      }
      const rule = memo as Rule | undefined;
      if (!rule) return memo;
      const index = rule.axis === 'x' ? 0 : 1;
      const offset = dampedOffset(movement[index], rule.way);
      setOffset(element, rule.axis, offset);
      if (last) {
        delete element.dataset.swiping;
        const signedVelocity = velocity[index] * direction[index];
        if (!tap && shouldDismiss(offset, signedVelocity, rule.way)) {
          onSwipeOut({ axis: rule.axis, sign: exitSign(offset, rule.way) });
        } else {
          setOffset(element, rule.axis, 0);
        }
      }
      return rule;
    },
    // No pointer capture: it would retarget the click of the close and action buttons.
    { filterTaps: true, pointer: { capture: false, keys: false } },
  );
}
