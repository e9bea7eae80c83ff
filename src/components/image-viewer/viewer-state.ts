/** The root's data-state (SPEC §2 viewer states). */
export type ViewerState = 'idle' | 'hidden-controls' | 'zoomed' | 'closing';

/**
 * One state at a time, most specific first: closing beats everything, zoomed beats hidden
 * controls (data-controls still tells whether they are shown).
 */
export function viewerState(open: boolean, scale: number, controlsVisible: boolean): ViewerState {
  if (!open) return 'closing';
  if (Math.abs(scale - 1) > 0.001) return 'zoomed';
  return controlsVisible ? 'idle' : 'hidden-controls';
}
