import { DRAWER, type DrawerSide } from './constants';
import {
  clamp,
  overlayOpacity,
  progressFromTranslate,
  translatePercent,
  translateXFromMatrix,
} from './drawer-math';

export type MotionPart = 'content' | 'overlay';

export interface MotionOptions {
  side: DrawerSide;
  easing: string;
  reducedMotion: boolean;
}

/**
 * Writes the drawer's position straight to the panel's and backdrop's inline style, so a drag
 * costs no React render per frame (vaul's approach). Progress: 0 closed, 1 open.
 */
export class DrawerMotion {
  /** Where the panel is, or where its running settle animation is heading. */
  progress: number;
  dragging = false;
  private readonly parts: Partial<Record<MotionPart, HTMLElement>> = {};
  private timer: ReturnType<typeof setTimeout> | undefined;
  private options: MotionOptions;

  constructor(progress: number, options: MotionOptions) {
    this.progress = progress;
    this.options = options;
  }

  configure(options: MotionOptions): void {
    this.options = options;
  }

  /** A part mounts (or unmounts with null); it starts where the drawer is right now. */
  attach(part: MotionPart, element: HTMLElement | null): void {
    if (!element) {
      delete this.parts[part];
      return;
    }
    this.parts[part] = element;
    this.write(part, element, false);
  }

  /** The panel's width in px; before it mounts, the share of the viewport it will take. */
  width(): number {
    const measured = this.parts.content?.getBoundingClientRect().width ?? 0;
    if (measured > 0) return measured;
    return typeof window === 'undefined' ? 0 : window.innerWidth * DRAWER.widthRatio;
  }

  /** Follows the finger: no transition, one style write per part. */
  apply(progress: number): void {
    this.stopTimer();
    this.progress = clamp(progress, 0, 1);
    this.each((part, el) => this.write(part, el, false));
  }

  /** Stops any running settle animation where it is and returns that progress. */
  freeze(): number {
    const content = this.parts.content;
    if (content) {
      const x = translateXFromMatrix(getComputedStyle(content).transform);
      if (x !== null) this.progress = progressFromTranslate(x, this.width());
    }
    this.apply(this.progress);
    return this.progress;
  }

  /** Settles to 0 or 1 with the drawer easing; instant under reduced motion. */
  animateTo(target: number, onDone?: () => void): void {
    this.stopTimer();
    this.progress = clamp(target, 0, 1);
    const instant = this.options.reducedMotion || !this.parts.content;
    // Flush styles first: a part attached in this same frame must have a computed start
    // position, or the browser skips its transition and jumps to the end.
    if (!instant) this.parts.content?.getBoundingClientRect();
    this.each((part, el) => this.write(part, el, !instant));
    if (instant) {
      onDone?.();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      onDone?.();
    }, DRAWER.settleDurationMs);
  }

  setDragging(dragging: boolean): void {
    this.dragging = dragging;
    // The attribute lets CSS stop text selection and show a grabbing cursor mid-drag.
    this.parts.content?.toggleAttribute('data-dragging', dragging);
  }

  dispose(): void {
    this.stopTimer();
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private each(fn: (part: MotionPart, el: HTMLElement) => void): void {
    for (const part of ['content', 'overlay'] as const) {
      const el = this.parts[part];
      if (el) fn(part, el);
    }
  }

  private write(part: MotionPart, el: HTMLElement, animated: boolean): void {
    const property = part === 'content' ? 'transform' : 'opacity';
    const { easing, side } = this.options;
    el.style.transition = animated ? `${property} ${DRAWER.settleDurationMs}ms ${easing}` : 'none';
    if (part === 'content') {
      el.style.transform = `translate3d(${translatePercent(this.progress, side)}%, 0, 0)`;
      el.style.setProperty('--drawer-progress', String(this.progress));
    } else {
      el.style.opacity = String(overlayOpacity(this.progress));
    }
  }
}
