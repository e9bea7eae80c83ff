import { useEffect } from 'react';

/**
 * Phone keyboards shrink the visual viewport but not the layout viewport, so a bottom composer
 * ends up under the keyboard. This keeps `--visual-viewport-height` on <html> equal to the visible
 * height; layouts use `height: var(--visual-viewport-height, 100dvh)`.
 *
 * Reading the viewport's size lays the page out, and writing the property restyles all of it. On
 * mount, in the middle of the first render, that cost 20 ms (80 ms on a phone's CPU), so the first
 * read waits for the frame after the first paint, when layout is clean and cheap to read, and the
 * property is written only once the visible height differs from the layout viewport's (until
 * then `100dvh` is the same height).
 */
export function useVisualViewportHeight(): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement;
    let written: string | undefined;
    const update = () => {
      const visible = Math.round(viewport.height);
      const height = `${visible}px`;
      if (height !== written && (written !== undefined || visible !== window.innerHeight)) {
        root.style.setProperty('--visual-viewport-height', height);
        written = height;
      }
      // iOS scrolls the page to show the focused field; keep the shell pinned instead.
      if (viewport.offsetTop > 0) window.scrollTo(0, 0);
    };
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(update);
    });
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      cancelAnimationFrame(frame);
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      root.style.removeProperty('--visual-viewport-height');
    };
  }, []);
}
