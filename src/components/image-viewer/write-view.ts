import { relativeScale } from './zoom-level';

/** Everything that moves per frame. Lives outside React; writeView puts it on the elements. */
export interface ViewState {
  zoom: number;
  x: number;
  y: number;
  rotation: number;
  /** Horizontal offset of the slide strip while swiping. */
  slideX: number;
  /** Vertical offset of the picture while dragging to close. */
  dragY: number;
  /** Backdrop and chrome opacity. */
  bg: number;
  /** Whole-viewer opacity for the fade open/close when there is no thumbnail. */
  fade: number;
}

export interface ViewerElements {
  root: HTMLElement | null;
  strip: HTMLElement | null;
  image: HTMLElement | null;
}

/**
 * One frame: transforms and a CSS variable, never React state. data-scale (relative to fit)
 * lets tests and tools read the zoom without parsing the matrix.
 */
export function writeView({ image, strip, root }: ViewerElements, state: ViewState, fit: number) {
  if (image) {
    const { x, y, dragY, rotation, zoom } = state;
    image.style.transform = `translate3d(${x}px, ${y + dragY}px, 0) rotate(${rotation}deg) scale(${zoom})`;
    image.dataset.scale = String(relativeScale(zoom, fit));
  }
  if (strip) strip.style.transform = `translate3d(${state.slideX}px, 0, 0)`;
  if (root) {
    root.style.setProperty('--viewer-bg', String(state.bg));
    root.style.opacity = state.fade < 1 ? String(state.fade) : '';
  }
}
