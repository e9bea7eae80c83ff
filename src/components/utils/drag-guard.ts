// Where a drag must not start (vaul's rules), for every part that moves under a finger (the
// drawer's panel, a toast): the user is editing, selecting or scrolling something inside it, or
// the element opted out with [data-no-drag].

const NO_DRAG_SELECTOR = [
  'input',
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable="false"])',
  '[data-no-drag]',
].join(',');

/** The pointer went down on a form control, editable text or a [data-no-drag] element. */
export function isNoDragTarget(target: EventTarget | null, root: Element): boolean {
  if (!(target instanceof Element)) return false;
  const hit = target.closest(NO_DRAG_SELECTOR);
  return hit !== null && root.contains(hit);
}

/** Some text inside the drawer is selected; dragging would fight the selection. */
export function hasSelectionInside(root: Element, selection: Selection | null): boolean {
  if (!selection || selection.isCollapsed || selection.toString().length === 0) return false;
  return [selection.anchorNode, selection.focusNode].some(
    (node) => node !== null && root.contains(node),
  );
}

function scrollsHorizontally(element: Element): boolean {
  if (element.scrollWidth <= element.clientWidth) return false;
  const { overflowX } = getComputedStyle(element);
  return overflowX === 'auto' || overflowX === 'scroll';
}

/**
 * An element between the target and the root scrolls horizontally and can still scroll the way
 * the finger moves (`deltaX` > 0: content moves right, so it needs scrollLeft > 0).
 */
export function canScrollAncestor(
  target: EventTarget | null,
  root: Element,
  deltaX: number,
): boolean {
  if (!(target instanceof Element) || deltaX === 0) return false;
  for (let el: Element | null = target; el && root.contains(el); el = el.parentElement) {
    if (!scrollsHorizontally(el)) continue;
    const max = el.scrollWidth - el.clientWidth;
    // 1 px of slack: fractional scroll positions never quite reach the end.
    if (deltaX > 0 ? el.scrollLeft > 0 : el.scrollLeft < max - 1) return true;
  }
  return false;
}

/** Checks that only need the pointer-down: no editable target and no text selection. */
export function canStartDrag(target: EventTarget | null, root: Element): boolean {
  return (
    !isNoDragTarget(target, root) && !hasSelectionInside(root, root.ownerDocument.getSelection())
  );
}
