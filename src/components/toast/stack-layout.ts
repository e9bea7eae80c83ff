export type ToastPosition =
  'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';

export type ToastEdge = 'top' | 'bottom';
export type ToastAlign = 'left' | 'center' | 'right';

export function parsePosition(position: ToastPosition): { edge: ToastEdge; align: ToastAlign } {
  const [edge, align] = position.split('-') as [ToastEdge, ToastAlign];
  return { edge, align };
}

/** How much of each older toast shows behind the front one while the stack is collapsed. */
export const COLLAPSED_PEEK_PX = 10;
/** Each older toast shrinks this much more, so the stack reads as depth. */
export const COLLAPSED_SCALE_STEP = 0.05;

export interface StackOptions {
  /** Hovered or focused: every toast in full, `gap` apart. */
  expanded: boolean;
  /** Space between toasts when expanded (LAYOUT.toastSpacingPx). */
  gap: number;
}

export interface StackSlot {
  /** Distance from the screen edge side of the stack, in px, growing away from the edge. */
  offset: number;
  scale: number;
  /** Older toasts take the front toast's height while collapsed so none sticks out. */
  clipHeight: number | null;
  zIndex: number;
}

/** Where each toast sits; `heights` is newest first. Pure so the 16 px rule is tested directly. */
export function stackLayout(
  heights: readonly number[],
  { expanded, gap }: StackOptions,
): StackSlot[] {
  const front = heights[0] ?? 0;
  let before = 0;
  return heights.map((height, index) => {
    const zIndex = heights.length - index;
    const offset = expanded ? before : index * COLLAPSED_PEEK_PX;
    before += height + gap;
    if (expanded || index === 0) return { offset, scale: 1, clipHeight: null, zIndex };
    return { offset, scale: 1 - index * COLLAPSED_SCALE_STEP, clipHeight: front, zIndex };
  });
}

/** The stack's own height: the area that keeps it expanded while the pointer crosses the gaps. */
export function stackExtent(heights: readonly number[], { expanded, gap }: StackOptions): number {
  if (heights.length === 0) return 0;
  if (!expanded) return (heights[0] ?? 0) + (heights.length - 1) * COLLAPSED_PEEK_PX;
  return heights.reduce((sum, height) => sum + height, 0) + gap * (heights.length - 1);
}
